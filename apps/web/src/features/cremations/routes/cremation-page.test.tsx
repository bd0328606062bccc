import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import {
  cremationRecord,
  missingChecklist,
  wire,
  wireOven,
  type Call,
} from '../lib/cremation-test-fixtures.ts';
import type { CremationData } from '../api/cremations-api.ts';
import { CremationPage } from './cremation-page.tsx';

let calls: Call[] = [];
let record: CremationData = cremationRecord();
let answer: (call: Call) => Response | undefined = () => undefined;

beforeEach(() => {
  calls = [];
  record = cremationRecord();
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.url.startsWith('/api/places')) {
        return json(200, {
          data: [wireOven('oven1', 'Oven 1'), wireOven('oven2', 'Oven 2')],
          meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 },
        });
      }
      if (call.method === 'GET' && call.url === '/api/cremations/c1')
        return json(200, { data: wire(record) });
      return json(404, { message: 'Deze crematie bestaat niet.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL = ['cremation_approvals.*'];

const render = (permissions = ALL) =>
  renderRoutes([{ path: '/cremations/:id', element: <CremationPage /> }], {
    path: '/cremations/c1',
    permissions,
    roles: ['crematorium_staff'],
  });

const form = () => screen.getByRole('region', { name: 'Gegevens van het crematorium' });
const checklist = () => within(screen.getByRole('region', { name: 'Voorwaarden voor de vrijgave' }));
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('CremationPage', () => {
  it('shows the header, the checklist with what is missing, the snapshot and the request link', async () => {
    record = cremationRecord({
      checklist: missingChecklist,
      coffinRegistrationNumber: null,
      identifiedBy: null,
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Johanna Maria Bakker' })).toBeTruthy();
    expect(screen.getByText('2026-0007')).toBeTruthy();
    expect(screen.getByText('Gepland op', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '21 november 2026 10:30',
    );
    expect(screen.getByRole('link', { name: 'Aanvraag bekijken' }).getAttribute('href')).toBe(
      '/crematorium-requests/r1',
    );
    expect(checklist().getByText('Er ontbreken nog 2 voorwaarden.')).toBeTruthy();
    const items = checklist().getAllByRole('listitem');
    expect(items.filter((item) => item.textContent?.includes(': ontbreekt'))).toHaveLength(2);
    expect(checklist().getByText('het registratienummer op de kist is niet vastgelegd')).toBeTruthy();
    const snapshot = screen.getByRole('region', { name: 'Gegevens uit de aanvraag' });
    expect(within(snapshot).getByRole('heading', { name: 'Overledene' })).toBeTruthy();
    expect(within(snapshot).getByText('•••••6782')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vrijgeven' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crematie vastleggen' })).toBeNull();
  });

  it('saves only the changed fields with the version, and shows the new checklist', async () => {
    record = cremationRecord({ checklist: missingChecklist, coffinRegistrationNumber: null });
    answer = (call) =>
      call.method === 'PUT'
        ? json(200, { data: wire(cremationRecord({ coffinRegistrationNumber: 'K-77', version: 5 })) })
        : undefined;
    render();
    const field = await within(
      await screen.findByRole('region', { name: 'Gegevens van het crematorium' }),
    ).findByLabelText('Registratienummer op de kist');
    fireEvent.change(field, { target: { value: 'K-77' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText('De gegevens van de crematie zijn opgeslagen.')).toBeTruthy();
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/cremations/c1', body: { version: 4, coffin_registration_number: 'K-77' } },
    ]);
    expect(checklist().getByText('Aan alle voorwaarden is voldaan.')).toBeTruthy();
  });

  it('shows a 409 as the conflict with the current values, and saves mine on top of theirs', async () => {
    const theirs = cremationRecord({
      coffinRegistrationNumber: 'K-9999',
      notes: 'Familie komt om 10:00',
      version: 5,
    });
    answer = (call) => {
      if (call.method !== 'PUT') return undefined;
      const body = call.body as { version: number };
      return body.version === 4
        ? json(409, {
            message: 'Deze crematie is intussen door iemand anders gewijzigd.',
            data: wire(theirs),
          })
        : json(200, { data: wire({ ...theirs, coffinRegistrationNumber: 'K-1234', version: 6 }) });
    };
    render();
    const field = await within(
      await screen.findByRole('region', { name: 'Gegevens van het crematorium' }),
    ).findByLabelText('Registratienummer op de kist');
    fireEvent.change(field, { target: { value: 'K-1234' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Gegevens opslaan' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Iemand anders heeft deze crematie gewijzigd',
    });
    const row = within(within(conflict).getByTestId('conflict-table')).getByRole('row', {
      name: /Registratienummer op de kist/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['K-1234', 'K-9999']);
    expect(within(conflict).getByText(/Familie komt om 10:00/)).toBeTruthy();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Mijn versie opslaan' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual({ version: 5, coffin_registration_number: 'K-1234' });
    expect(await screen.findByText('De gegevens van de crematie zijn opgeslagen.')).toBeTruthy();
  });

  it('offers "Crematie vastleggen" once approved, and nothing to edit once performed', async () => {
    record = cremationRecord({
      status: 'performed',
      approvedAt: '2026-11-21T08:00:00.000Z',
      approvedBy: { id: 'u5', name: 'Ans de Groot' },
      performedAt: '2026-11-21T09:30:00.000Z',
      endedAt: '2026-11-21T11:00:00.000Z',
      ashRegistrationNumber: 'AS-0042',
      ashRecordId: 'ash1',
    });
    render();
    const outcome = await screen.findByTestId('cremation-outcome');
    expect(outcome.textContent).toContain('Vrijgegeven door Ans de Groot op 21 november 2026 09:00.');
    expect(outcome.textContent).toContain('Uitgevoerd op 21 november 2026 10:30, einde 12:00.');
    expect(outcome.textContent).toContain('Registratienummer op de asbus: AS-0042.');
    expect(within(form()).getByText(/kan niet meer worden gewijzigd/)).toBeTruthy();
    expect(within(form()).queryByRole('button', { name: 'Gegevens opslaan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vrijgeven' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crematie vastleggen' })).toBeNull();
  });

  it('shows the buttons by permission and state', async () => {
    record = cremationRecord({
      status: 'approved',
      approvedAt: '2026-11-21T08:00:00.000Z',
      approvedBy: null,
    });
    render();
    expect(await screen.findByRole('button', { name: 'Crematie vastleggen' })).toBeTruthy();
    expect(screen.getByTestId('cremation-outcome').textContent).toBe(
      'Vrijgegeven op 21 november 2026 09:00.',
    );
    cleanup();
    render(['cremation_approvals.view']);
    await screen.findByRole('heading', { level: 1, name: 'Johanna Maria Bakker' });
    expect(screen.queryByRole('button', { name: 'Crematie vastleggen' })).toBeNull();
    expect(within(form()).getByText(/niet wijzigen/)).toBeTruthy();
  });

  it('says so when the record is not there', async () => {
    render();
    record = cremationRecord();
    cleanup();
    answer = (call) =>
      call.url === '/api/cremations/c1' ? json(404, { message: 'Deze crematie bestaat niet.' }) : undefined;
    render();
    expect(await screen.findByText('Deze crematie bestaat niet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de crematies' })).toBeTruthy();
  });
});
