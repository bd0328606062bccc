import type { AshDestinationData, AshRecordData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { destination, record, recordAnswer, stubFetch, type Call } from '../lib/ash-test-fixtures.ts';
import { ApproveDestinationDialog } from './approve-destination-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(theRecord: AshRecordData, theDestination: AshDestinationData, permissions = ['ash.*']) {
  const onApproved = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ApproveDestinationDialog
            open
            record={{ ...theRecord, destinations: [theDestination] }}
            destination={theDestination}
            onClose={vi.fn()}
            onApproved={onApproved}
          />
        ),
      },
    ],
    { path: '/', permissions, roles: ['crematorium_staff'] },
  );
  return { onApproved };
}

const dialog = () => screen.getByRole('dialog', { name: 'Asbestemming goedkeuren' });
const approveButton = () => within(dialog()).getByRole('button', { name: 'Goedkeuren' }) as HTMLButtonElement;
const checks = () =>
  within(within(dialog()).getByRole('list', { name: 'Voorwaarden' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the "ash destination approval" dialog', () => {
  it('shows what is approved and keeps the button disabled before the release date', () => {
    const calls = stubFetch(() => undefined);
    render(
      record({
        releaseOn: '2026-12-10',
        earliestReleaseOn: '2026-12-10',
        daysUntilRelease: 12,
        releasable: false,
      }),
      destination(),
    );
    expect(within(dialog()).getByText('Meegeven aan de opdrachtgever')).toBeTruthy();
    expect(within(dialog()).getByText('Piet Bakker')).toBeTruthy();
    expect(checks()[0]).toBe(
      '✗Vrijgavedatum verstreken of ontheffing: niet in ordeDe as mag pas vanaf 10 december 2026 worden vrijgegeven (nog 12 dagen), tenzij de officier van justitie ontheffing geeft.',
    );
    expect(approveButton().disabled).toBe(true);
    const reason = within(dialog()).getByTestId('ash-approve-blocked');
    expect(reason.textContent).toMatch(/^Goedkeuren kan nog niet\. De as mag pas vanaf 10 december 2026/);
    expect(approveButton().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(approveButton());
    expect(writes(calls)).toEqual([]);
  });

  it('counts an exemption’s earlier date as released', () => {
    stubFetch(() => undefined);
    render(
      record({
        releaseOn: '2026-11-15',
        earliestReleaseOn: '2026-12-10',
        daysUntilRelease: -6,
        exempted: true,
      }),
      destination(),
    );
    expect(checks()[0]).toContain('sinds 15 november 2026, door de ontheffing van de officier van justitie');
    expect(approveButton().disabled).toBe(false);
  });

  it('asks for the client’s signed form and uploads it right there', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'POST')
        return json(201, {
          data: {
            id: 'doc1',
            kind: 'decision_form',
            destination_id: 'd1',
            file_name: 'formulier.pdf',
            mime_type: 'application/pdf',
            size: 800,
            uploaded_by: null,
            created_at: '2026-11-21T10:00:00.000Z',
          },
        });
      return undefined;
    });
    render(record(), destination({ fromClient: false }));
    expect(checks()[1]).toContain('Beslissing van de opdrachtgever: niet in orde');
    expect(approveButton().disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Formulier toevoegen' }));
    expect(await within(dialog()).findByText('Kies een bestand.')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Getekend asbestemmingsformulier'), {
      target: { files: [new File(['%PDF'], 'formulier.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Formulier toevoegen' }));
    expect(await within(dialog()).findByText('Het formulier is toegevoegd.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-records/r1/documents?kind=decision_form&destination_id=d1',
        body: { kind: 'decision_form', destination_id: 'd1', file: 'file:formulier.pdf' },
      },
    ]);
  });

  it('refuses a hand-over under a block, but not a placement', () => {
    stubFetch(() => undefined);
    const blocked = record({
      blocked: true,
      block: { reference: 'OM-1', blockedOn: '2026-11-20', note: null },
    });
    render(blocked, destination({ kind: 'hand_over' }));
    expect(checks()[2]).toContain('Geen verbod van de officier van justitie: niet in orde');
    expect(approveButton().disabled).toBe(true);
    cleanup();
    render(blocked, destination({ kind: 'niche', outcome: 'placed' }));
    expect(checks()[2]).toContain('Er is een verbod, maar bijzetten blijft toegestaan.');
    expect(approveButton().disabled).toBe(false);
  });

  it('is disabled for a destination that is no longer requested', () => {
    stubFetch(() => undefined);
    render(record(), destination({ status: 'executed', executedOn: '2026-11-20' }));
    expect(checks()[0]).toContain('Deze asbestemming heeft de status "Uitgevoerd"');
    expect(approveButton().disabled).toBe(true);
  });

  it('approves with the version it read and says who approved', async () => {
    const approved = destination({
      status: 'approved',
      approvedBy: { id: 'u5', name: 'Ans de Groot' },
      approvedAt: '2026-11-21T14:05:00.000Z',
      version: 4,
    });
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? recordAnswer(record({ status: 'approved', destinations: [approved] }))
        : undefined,
    );
    const { onApproved } = render(record(), destination());
    fireEvent.click(approveButton());
    expect(
      await within(dialog()).findByText('Goedgekeurd door Ans de Groot op 21 november 2026 15:05.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/ash-destinations/d1/approve', body: { version: 3 } },
    ]);
    expect(onApproved).toHaveBeenCalledWith('De asbestemming is goedgekeurd.');
  });

  it('shows the server’s refusal (409)', async () => {
    const refusal =
      'De as mag pas vanaf 8 februari 2027 worden vrijgegeven (een maand na de crematie, art. 59 lid 1 Wlb), tenzij de officier van justitie ontheffing gaf.';
    stubFetch((call) => (call.method === 'POST' ? json(409, { message: refusal }) : undefined));
    const { onApproved } = render(record(), destination());
    fireEvent.click(approveButton());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(refusal);
    await waitFor(() => expect(approveButton().disabled).toBe(false));
    expect(onApproved).not.toHaveBeenCalled();
  });
});
