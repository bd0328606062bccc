import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import {
  cremationRecord,
  missingChecklist,
  readyChecklist,
  wire,
  type Call,
} from '../lib/cremation-test-fixtures.ts';
import type { CremationData } from '../api/cremations-api.ts';
import { ApproveDialog } from './approve-dialog.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response = () => json(404, { message: 'Niet gevonden.' });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(record: CremationData, unsaved = false) {
  const onClose = vi.fn();
  const onApproved = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ApproveDialog open record={record} unsaved={unsaved} onClose={onClose} onApproved={onApproved} />
        ),
      },
    ],
    { path: '/', permissions: ['cremation_approvals.*'], roles: ['crematorium_staff'] },
  );
  return { onClose, onApproved };
}

const dialog = () => screen.getByRole('dialog', { name: 'Crematie vrijgeven' });
const approveButton = () => within(dialog()).getByRole('button', { name: 'Vrijgeven' }) as HTMLButtonElement;

describe('the "cremation approval" dialog', () => {
  it('lists every condition with its state and keeps "Vrijgeven" disabled while any fails', () => {
    renderDialog(cremationRecord({ checklist: missingChecklist }));
    const list = within(dialog()).getByRole('list', { name: 'Voorwaarden' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]?.textContent).toContain(
      'Verlof tot cremeren ontvangen en vergeleken met de aanvraag: in orde',
    );
    expect(items[3]?.textContent).toContain('Registratienummer op de kist vastgelegd: ontbreekt');
    expect(items[3]?.textContent).toContain('het registratienummer op de kist is niet vastgelegd');
    expect(items[4]?.textContent).toContain('niet vastgelegd wie de overledene heeft geïdentificeerd');
    expect(approveButton().disabled).toBe(true);
    expect(within(dialog()).getByTestId('approve-blocked').textContent).toMatch(/^Nog niet alle voorwaarden/);
    fireEvent.click(approveButton());
    expect(calls).toEqual([]);
  });

  it('approves with the version it read and then says who approved and when', async () => {
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/cremations/c1/approve'
        ? json(200, {
            data: wire(
              cremationRecord({
                status: 'approved',
                approvedBy: { id: 'u5', name: 'Ans de Groot' },
                approvedAt: '2026-11-20T14:05:00.000Z',
                version: 5,
              }),
            ),
          })
        : json(404, { message: 'Niet gevonden.' });
    const { onApproved } = renderDialog(cremationRecord());
    expect(approveButton().disabled).toBe(false);
    fireEvent.click(approveButton());
    expect(
      await within(dialog()).findByText('Vrijgegeven door Ans de Groot op 20 november 2026 15:05.'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('De crematie is vrijgegeven.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/cremations/c1/approve', body: { version: 4 } }]);
    expect(onApproved).toHaveBeenCalledWith(expect.objectContaining({ status: 'approved', version: 5 }));
  });

  it('shows the server’s refusal (409) and what it says is missing', async () => {
    const refusal =
      'Vrijgeven kan nog niet: de verklaring van geen bezwaar van de officier van justitie ontbreekt.';
    const missing = {
      key: 'noObjection',
      label: 'Verklaring van geen bezwaar van de officier van justitie (niet-natuurlijke dood)',
      ok: false,
      detail: 'de verklaring van geen bezwaar van de officier van justitie ontbreekt',
    };
    answer = (call) =>
      call.method === 'POST'
        ? json(409, { message: refusal, data: { missing: [missing] } })
        : json(200, { data: wire(cremationRecord()) });
    const { onApproved } = renderDialog(cremationRecord({ checklist: readyChecklist }));
    fireEvent.click(approveButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    const items = within(within(dialog()).getByRole('list', { name: 'Voorwaarden' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(7);
    expect(items[6]?.textContent).toContain('ontbreekt');
    await waitFor(() => expect(approveButton().disabled).toBe(true));
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('warns that unsaved changes of the form do not count', () => {
    renderDialog(cremationRecord(), true);
    expect(within(dialog()).getByRole('status').textContent).toMatch(/niet zijn opgeslagen/);
  });
});
