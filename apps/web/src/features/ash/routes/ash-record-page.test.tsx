import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { destination, record, recordAnswer, stubFetch } from '../lib/ash-test-fixtures.ts';
import { AshRecordPage } from './ash-record-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requested = destination({ id: 'd1', urns: 1 });
const original = destination({
  id: 'd2',
  kind: 'niche',
  outcome: 'placed',
  status: 'closed',
  ashPlace: { id: 'p1', code: 'C-01', kind: 'niche', location: 'Columbarium oost' },
  approvedBy: { id: 'u5', name: 'Ans de Groot' },
  approvedAt: '2026-11-12T09:00:00.000Z',
  executedOn: '2026-11-13',
  closedBy: { id: 'u5', name: 'Ans de Groot' },
  closedAt: '2026-11-14T09:00:00.000Z',
  correctedById: 'd3',
});
const correction = destination({
  ...original,
  id: 'd3',
  correctedById: null,
  correctsId: 'd2',
  correctionReason: 'Verkeerde nis',
  closedAt: '2026-11-15T09:00:00.000Z',
  ashPlace: { id: 'p2', code: 'C-02', kind: 'niche', location: null },
});
const shown = record({
  urnCount: 3,
  unassignedUrns: 1,
  status: 'destination_requested',
  overTerm: true,
  storageTermMonths: 4,
  blocked: true,
  block: { reference: 'OM-76-4', blockedOn: '2026-11-20', note: 'Onderzoek' },
  exempted: true,
  releaseOn: '2026-10-20',
  exemption: { reference: 'OM-2026-1', grantedOn: '2026-10-15', releaseOn: '2026-10-20', hasDocument: true },
  destinations: [requested, original, correction],
  documents: [
    {
      id: 'doc1',
      kind: 'exemption',
      destinationId: null,
      fileName: 'ontheffing.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      uploadedBy: { id: 'u5', name: 'Ans de Groot' },
      createdAt: '2026-10-15T10:00:00.000Z',
    },
  ],
});

function render(permissions: string[], answer = recordAnswer(shown)) {
  stubFetch((call) => (call.url === '/api/ash-records/r1' ? answer : undefined));
  return renderRoutes([{ path: '/ash/:id', element: <AshRecordPage /> }], {
    path: '/ash/r1',
    permissions,
    roles: ['crematorium_staff'],
  });
}

describe('AshRecordPage', () => {
  it('shows the record: release, cremation, urns, warnings, exemption, block, documents and destinations', async () => {
    render(['ash.*']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Johanna Bakker' })).toBeTruthy();
    expect(screen.getByText('Registratienummer AS-2026-0042')).toBeTruthy();
    expect(screen.getByText('Bestemming aangevraagd')).toBeTruthy();
    expect(screen.getByText('Wettelijk vrij te geven vanaf 10 november 2026')).toBeTruthy();
    expect(screen.getByText('Door ontheffing vrij te geven vanaf 20 oktober 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crematie 2026-0007' }).getAttribute('href')).toBe(
      '/cremations/c1',
    );
    expect(screen.getByText('3 urnen, waarvan 1 nog zonder bestemming')).toBeTruthy();
    expect(screen.getByText(/langer dan 4 maanden in bewaring/)).toBeTruthy();
    expect(
      screen.getByText(/kunnen niet worden goedgekeurd of uitgevoerd zolang het verbod geldt/),
    ).toBeTruthy();
    expect(screen.getByText('Het document van de ontheffing is toegevoegd.')).toBeTruthy();
    expect(screen.getByText('OM-76-4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ontheffing.pdf downloaden' }).getAttribute('href')).toBe(
      '/api/ash-records/r1/documents/doc1/download',
    );

    const cards = screen.getAllByTestId('ash-destination');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[1]!).getByRole('link', { name: 'Gecorrigeerd op 15 november 2026' }).getAttribute('href'),
    ).toBe('#ash-destination-d3');
    expect(
      within(cards[2]!).getByRole('link', { name: 'Correctie van de regel van 14 november 2026' }),
    ).toBeTruthy();
    expect(within(cards[2]!).getByText('Reden: Verkeerde nis')).toBeTruthy();
    expect(within(cards[2]!).getByText('C-02')).toBeTruthy();

    const actions = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actions(cards[0]!)).toEqual(['Asbestemming goedkeuren', 'Wijzigen', 'Intrekken']);
    // The corrected entry is history; only the correction can be corrected again.
    expect(actions(cards[1]!)).toEqual([]);
    expect(actions(cards[2]!)).toEqual(['Correctie vastleggen']);
    expect(screen.getByRole('button', { name: 'Asbestemming toevoegen' })).toBeTruthy();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Asbestemming goedkeuren' }));
    const approve = screen.getByRole('dialog', { name: 'Asbestemming goedkeuren' });
    // A hand-over under the block: the approval is refused before it is sent.
    expect((within(approve).getByRole('button', { name: 'Goedkeuren' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows no actions to someone who may only view, only the history', async () => {
    render(['ash.view']);
    await screen.findByRole('heading', { level: 1, name: 'Johanna Bakker' });
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['Geschiedenis tonen']);
  });

  it('opens the history: every change with who did it, codes and dates in Dutch', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/ash-records/r1') return recordAnswer(shown);
      if (call.url === '/api/ash-records/r1/history')
        return json(200, {
          data: [
            {
              id: 'h2',
              at: '2026-11-14T09:00:00.000Z',
              user: { id: 'u5', name: 'Ans de Groot' },
              entity: 'ash_destination',
              action: 'executed',
              section_key: null,
              changes: [
                { field: 'status', from: 'approved', to: 'executed' },
                { field: 'executed_on', from: null, to: '2026-11-13' },
                { field: 'identity_checked', from: null, to: 1 },
              ],
            },
            {
              id: 'h1',
              at: '2026-11-01T09:00:00.000Z',
              user: null,
              entity: 'ash_record',
              action: 'created',
              section_key: null,
              changes: [
                { field: 'registration_number', from: null, to: 'AS-2026-0042' },
                { field: 'cremation_id', from: null, to: 'c1' },
                { field: 'version', from: null, to: 1 },
              ],
            },
          ],
        });
      return undefined;
    });
    renderRoutes([{ path: '/ash/:id', element: <AshRecordPage /> }], {
      path: '/ash/r1',
      permissions: ['ash.view'],
      roles: ['crematorium_staff'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Geschiedenis tonen' }));
    const list = await screen.findByTestId('ash-history');
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Asbestemming uitgevoerd',
      'Asregistratie aangemaakt',
    ]);
    expect(items[0]!.textContent).toContain('Ans de Groot, 14 november 2026 10:00');
    expect(items[0]!.textContent).toContain('Status: van Goedgekeurd naar Uitgevoerd');
    expect(items[0]!.textContent).toContain('Datum uitvoering: van — naar 13 november 2026');
    expect(items[0]!.textContent).toContain('Identiteitsbewijs gecontroleerd: van — naar Ja');
    expect(items[1]!.textContent).toContain('Registratienummer: AS-2026-0042');
    // Ids and versions stay in the stored trail; the screen shows what a person recognises.
    expect(items[1]!.textContent).not.toMatch(/cremation_id|version|c1/);
    expect(calls.some((call) => call.url === '/api/ash-records/r1/history')).toBe(true);
    expect(screen.getByRole('button', { name: 'Geschiedenis verbergen' })).toBeTruthy();
  });

  it('says so when the record is not found (another organisation’s)', async () => {
    render(
      ['ash.*'],
      json(404, { message: 'Deze asregistratie bestaat niet of hoort niet bij deze organisatie.' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze asregistratie bestaat niet of hoort niet bij deze organisatie.',
    );
    expect(screen.getByRole('link', { name: 'Terug naar de asregistraties' }).getAttribute('href')).toBe(
      '/ash',
    );
  });
});
