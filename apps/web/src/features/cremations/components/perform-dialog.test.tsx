import { requiredMessage } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { cremationRecord, wire, wireOven, type Call } from '../lib/cremation-test-fixtures.ts';
import { PerformDialog } from './perform-dialog.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response | undefined = () => undefined;

beforeEach(() => {
  calls = [];
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
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const approved = cremationRecord({
  status: 'approved',
  approvedAt: '2026-11-21T08:00:00.000Z',
  approvedBy: { id: 'u5', name: 'Ans de Groot' },
});

function renderDialog() {
  const onClose = vi.fn();
  const onPerformed = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <PerformDialog
            open
            record={approved}
            onClose={onClose}
            onPerformed={onPerformed}
            now={() => new Date('2026-11-21T13:00:00.000Z')}
          />
        ),
      },
    ],
    { path: '/', permissions: ['cremation_approvals.*'], roles: ['crematorium_staff'] },
  );
  return { onClose, onPerformed };
}

const dialog = () => screen.getByRole('dialog', { name: 'Crematie vastleggen' });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Crematie vastleggen' }));
const posts = () => calls.filter((call) => call.method === 'POST');

describe('the "Crematie vastleggen" dialog', () => {
  it('requires the registration number on the asbus', async () => {
    renderDialog();
    submit();
    const field = within(dialog()).getByLabelText(/Registratienummer op de asbus/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText(requiredMessage('Registratienummer op de asbus'))).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends the Amsterdam date and times as instants, with the oven and the asbus number', async () => {
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/cremations/c1/perform'
        ? json(200, {
            data: wire({
              ...approved,
              status: 'performed',
              performedAt: '2026-11-21T09:30:00.000Z',
              ashRegistrationNumber: 'AS-0042',
              ashRecordId: 'ash1',
              version: 6,
            }),
          })
        : undefined;
    const { onClose, onPerformed } = renderDialog();
    await within(dialog()).findByRole('option', { name: 'Oven 2' });
    fireEvent.change(within(dialog()).getByLabelText('Crematieoven'), { target: { value: 'oven2' } });
    typeIntoDateField(within(dialog()).getByRole('group', { name: 'Eindtijd (optioneel)' }), '1145');
    fireEvent.change(within(dialog()).getByLabelText(/Registratienummer op de asbus/), {
      target: { value: 'AS-0042' },
    });
    submit();
    await waitFor(() => expect(onPerformed).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/cremations/c1/perform',
        body: {
          version: 4,
          performed_at: '2026-11-21T09:30:00.000Z',
          ended_at: '2026-11-21T10:45:00.000Z',
          oven_place_id: 'oven2',
          ash_registration_number: 'AS-0042',
        },
      },
    ]);
    expect(onPerformed).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'performed', ashRecordId: 'ash1' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s field message on the start time and stays open', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(422, {
            message: 'De gegevens zijn ongeldig.',
            errors: { performed_at: ['Het moment van uitvoeren ligt vóór de vrijgave.'] },
          })
        : undefined;
    const { onClose } = renderDialog();
    fireEvent.change(within(dialog()).getByLabelText(/Registratienummer op de asbus/), {
      target: { value: 'AS-0042' },
    });
    submit();
    expect(await within(dialog()).findByText('Het moment van uitvoeren ligt vóór de vrijgave.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
