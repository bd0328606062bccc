import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { registerAnswer, registerLine } from '../lib/register-test-fixtures.ts';
import { AshRegisterPage } from './ash-register-page.tsx';

let urls: string[] = [];

const corrected = registerLine({ correctedAt: '2026-05-02T09:00:00.000Z' });
const correction = registerLine({
  destinationId: 'd2',
  destinationPlace: 'C-02, Columbarium noord',
  handedToOrPlaced: 'C-02, Columbarium noord',
  correctsId: 'd1',
  correctionReason: 'Verkeerde nis genoteerd',
  closedAt: '2026-05-02T09:00:00.000Z',
});
const inStorage = registerLine({
  recordId: 'r2',
  destinationId: null,
  registrationNumber: 'AS-2026-0044',
  lastName: 'Visser',
  firstNames: 'Gerrit',
  crematedOn: '2026-11-02',
  kind: null,
  outcome: null,
  decidedByName: null,
  decidedByAddress: null,
  destinationPlace: null,
  handedToOrPlaced: null,
  executedOn: null,
  status: 'in_storage',
  closedAt: null,
});
const handedOver = registerLine({
  recordId: 'r3',
  destinationId: 'd5',
  registrationNumber: 'AS-2025-0100',
  lastName: 'Smit',
  firstNames: 'Ria',
  crematedOn: '2025-06-01',
  kind: 'hand_over',
  outcome: 'handed_over',
  decidedByName: 'Anna Smit',
  destinationPlace: null,
  handedToOrPlaced: 'Anna Smit',
  executedOn: '2025-07-03',
  status: 'executed',
  closedAt: null,
});

beforeEach(() => {
  urls = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/ash-register?year=2025'))
        return json(200, registerAnswer(2025, [2026, 2025], [handedOver]));
      if (url.startsWith('/api/ash-register?year=2026&search='))
        return json(200, registerAnswer(2026, [2026, 2025], []));
      if (url.startsWith('/api/ash-register?year=2026'))
        return json(200, registerAnswer(2026, [2026, 2025], [corrected, correction, inStorage]));
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (path = '/ash/register') =>
  renderRoutes(
    [
      { path: '/ash/register', element: <AshRegisterPage /> },
      { path: '/ash/:id', element: <p>Asregistratie</p> },
    ],
    { path, permissions: ['ash.view'], roles: ['crematorium_staff'] },
  );

const cellTexts = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('AshRegisterPage', () => {
  it('shows every column of the current year’s lines, each opening its ash record', async () => {
    render();
    const table = await screen.findByTestId('ash-register-table');
    expect(urls[0]).toBe('/api/ash-register?year=2026');
    expect(
      within(table)
        .getAllByRole('columnheader')
        // Long headers carry soft hyphens (they may break there on a narrower screen).
        .map((header) => header.textContent?.replace(/\u00AD/g, '')),
    ).toEqual([
      'Registratienummer',
      'Naam',
      'Voornamen',
      'Crematiedatum',
      'Asbestemming (Uitkomst (art. 59))',
      'Beslist door',
      'Adres beslisser',
      'Plaats van bestemming',
      'Overgedragen aan of geplaatst in',
      'Datum uitvoering',
      'Status (Afgesloten op)',
      'Opmerking',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(rows[2]!)).toEqual([
      'AS-2026-0044',
      'Visser',
      'Gerrit',
      '2 november 2026',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      'In bewaring',
      '—',
    ]);
    expect(
      within(rows[2]!).getByRole('link', { name: 'Asregistratie AS-2026-0044 openen' }).getAttribute('href'),
    ).toBe('/ash/r2');
    expect(screen.getByText('3 regels')).toBeTruthy();
    // The phone's cards hold the same lines.
    expect(within(screen.getByTestId('ash-register-cards')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks a correction and strikes through the line it corrects', async () => {
    render();
    const table = await screen.findByTestId('ash-register-table');
    const [old, fix] = within(table).getAllByRole('row').slice(1);
    expect(old!.getAttribute('data-corrected')).toBe('true');
    expect(within(old!).getByText('Bakker').className).toContain('line-through');
    expect(within(old!).getByText('Gecorrigeerd')).toBeTruthy();
    expect(within(old!).getByText('Gecorrigeerd op 2 mei 2026')).toBeTruthy();

    expect(fix!.getAttribute('data-corrected')).toBeNull();
    expect(within(fix!).getByText('Bakker').className).not.toContain('line-through');
    expect(within(fix!).getByText('Correctie')).toBeTruthy();
    expect(
      within(fix!).getByText('Correctie van de regel van 10 april 2026: Verkeerde nis genoteerd'),
    ).toBeTruthy();
    expect(within(fix!).getAllByText('C-02, Columbarium noord')).toHaveLength(2);
  });

  it('offers the year’s register as CSV and PDF, and explains that it is never edited', async () => {
    render();
    await screen.findByTestId('ash-register-table');
    const csv = screen.getByRole('link', { name: 'Download het register van 2026 als CSV (voor Excel)' });
    expect(csv.getAttribute('href')).toBe('/api/ash-register?year=2026&format=csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(csv.textContent).toBe('Download CSV');
    const pdf = screen.getByRole('link', { name: 'Download het register van 2026 als PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/ash-register?year=2026&format=pdf');
    expect(pdf.textContent).toBe('Download PDF');
    expect(screen.getByText(/Het register wordt nooit gewijzigd of geleegd/).textContent).toContain(
      'als nieuwe regel wordt toegevoegd',
    );
  });

  it('picks another year from the register’s years, in the URL; the downloads follow', async () => {
    const { router } = render();
    await screen.findByTestId('ash-register-table');
    const picker = screen.getByLabelText('Jaar') as HTMLSelectElement;
    expect(Array.from(picker.options).map((option) => option.value)).toEqual(['2026', '2025']);
    fireEvent.change(picker, { target: { value: '2025' } });
    expect(router.state.location.search).toBe('?year=2025');
    await waitFor(() => expect(screen.getByText('Smit')).toBeTruthy());
    expect(urls.at(-1)).toBe('/api/ash-register?year=2025');
    expect(screen.getByRole('link', { name: /als CSV/ }).getAttribute('href')).toBe(
      '/api/ash-register?year=2025&format=csv',
    );
  });

  it('searches on the server and says when nothing matches', async () => {
    render('/ash/register?search=Jansen');
    expect(await screen.findByText('Geen regels gevonden met deze zoekopdracht.')).toBeTruthy();
    expect(urls[0]).toBe('/api/ash-register?year=2026&search=Jansen');
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('Jansen');
  });
});
