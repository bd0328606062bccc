import { requiredMessage, type AshRecordData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { record, recordAnswer, stubFetch, wire, type Call } from '../lib/ash-test-fixtures.ts';
import { BlockDialog, LiftBlockDialog } from './block-dialog.tsx';
import { ExemptionDialog } from './exemption-dialog.tsx';
import { RecordEditDialog } from './record-edit-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(element: ReactElement) {
  renderRoutes([{ path: '/', element }], { path: '/', permissions: ['ash.*'], roles: ['crematorium_staff'] });
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the "Gegevens wijzigen" dialog', () => {
  it('requires the name and sends the changed record with the version it read', async () => {
    const saved = record({ storageLocation: 'Kast C', version: 8 });
    const calls = stubFetch((call) => (call.method === 'PUT' ? recordAnswer(saved) : undefined));
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(<RecordEditDialog open record={record()} onClose={onClose} onSaved={onSaved} />);
    const form = dialog('Gegevens wijzigen');
    fireEvent.change(within(form).getByLabelText('Naam overledene'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await within(form).findByText(requiredMessage('Naam overledene'))).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Naam overledene'), {
      target: { value: 'Johanna Bakker-de Wit' },
    });
    fireEvent.change(within(form).getByLabelText('Bewaarplaats (optioneel)'), {
      target: { value: 'Kast C' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Gegevens opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/ash-records/r1',
        body: {
          deceased_name: 'Johanna Bakker-de Wit',
          first_names: 'Johanna Maria',
          initials: 'J.M.',
          urns: 1,
          storage_location: 'Kast C',
          notes: null,
          version: 7,
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith('De asregistratie is opgeslagen.');
  });

  it('shows the conflict when someone else saved first (409 with the current record)', async () => {
    const theirs = record({ storageLocation: 'Kelder', version: 9 });
    stubFetch((call) =>
      call.method === 'PUT' ? json(409, { message: 'Iemand anders…', data: wire(theirs) }) : undefined,
    );
    const onClose = vi.fn();
    render(<RecordEditDialog open record={record()} onClose={onClose} />);
    const form = dialog('Gegevens wijzigen');
    fireEvent.change(within(form).getByLabelText('Bewaarplaats (optioneel)'), {
      target: { value: 'Kast C' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Gegevens opslaan' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Iemand anders heeft deze asregistratie gewijzigd',
    });
    const row = within(within(conflict).getByTestId('conflict-table')).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('BewaarplaatsKast CKelder');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the "Ontheffing vastleggen" dialog', () => {
  const waiting = record({
    crematedOn: '2026-11-09',
    earliestReleaseOn: '2026-12-10',
    releaseOn: '2026-12-10',
    daysUntilRelease: 12,
    releasable: false,
  });

  it('needs the document, the reference, both dates, and a release date before the legal one', async () => {
    const calls = stubFetch(() => undefined);
    render(<ExemptionDialog open record={waiting} onClose={vi.fn()} />);
    const form = dialog('Ontheffing vastleggen');
    fireEvent.click(within(form).getByRole('button', { name: 'Ontheffing opslaan' }));
    expect(await within(form).findByText('Voeg het document van de ontheffing toe.')).toBeTruthy();
    expect(within(form).getByText(requiredMessage('Kenmerk ontheffing'))).toBeTruthy();
    expect(within(form).getByText(requiredMessage('Datum ontheffing'))).toBeTruthy();
    expect(within(form).getByText(requiredMessage('Vrij te geven vanaf (ontheffing)'))).toBeTruthy();

    typeIntoDateField(
      within(form).getByRole('group', { name: 'Vrij te geven vanaf (ontheffing)' }),
      '10122026',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Ontheffing opslaan' }));
    expect(
      await within(form).findByText(
        'Een ontheffing maakt de vrijgave alleen eerder mogelijk dan 10 december 2026.',
      ),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('uploads the document first, then saves the exemption on the record’s current version', async () => {
    const afterUpload = { ...waiting, version: 8, documents: [] };
    const saved = record({ ...waiting, version: 9, exempted: true });
    const calls = stubFetch((call) => {
      if (call.method === 'POST' && call.url.startsWith('/api/ash-records/r1/documents'))
        return json(201, {
          data: {
            id: 'doc1',
            kind: 'exemption',
            destination_id: null,
            file_name: 'ontheffing.pdf',
            mime_type: 'application/pdf',
            size: 1200,
            uploaded_by: null,
            created_at: '2026-11-28T10:00:00.000Z',
          },
        });
      if (call.method === 'GET' && call.url === '/api/ash-records/r1')
        return recordAnswer(afterUpload as AshRecordData);
      if (call.method === 'PUT') return recordAnswer(saved);
      return undefined;
    });
    const onClose = vi.fn();
    render(<ExemptionDialog open record={waiting} onClose={onClose} />);
    const form = dialog('Ontheffing vastleggen');
    fireEvent.change(within(form).getByLabelText('Document van de ontheffing'), {
      target: { files: [new File(['%PDF-1.7'], 'ontheffing.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(within(form).getByLabelText('Kenmerk ontheffing'), { target: { value: 'OM-2026-118' } });
    typeIntoDateField(within(form).getByRole('group', { name: 'Datum ontheffing' }), '27112026');
    typeIntoDateField(
      within(form).getByRole('group', { name: 'Vrij te geven vanaf (ontheffing)' }),
      '28112026',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Ontheffing opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/ash-records/r1/documents?kind=exemption',
      'GET /api/ash-records/r1',
      'PUT /api/ash-records/r1',
    ]);
    expect(calls[0]?.body).toEqual({ kind: 'exemption', file: 'file:ontheffing.pdf' });
    expect(calls[2]?.body).toEqual({
      exemption_reference: 'OM-2026-118',
      exemption_granted_on: '2026-11-27',
      exemption_release_on: '2026-11-28',
      version: 8,
    });
  });
});

describe('the block of the officier van justitie', () => {
  it('needs the reference and the date, then saves them with the version', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? recordAnswer(record({ blocked: true, version: 8 })) : undefined,
    );
    const onClose = vi.fn();
    render(<BlockDialog open record={record()} onClose={onClose} />);
    const form = dialog('Verbod vastleggen');
    expect(
      within(form).getByText(
        /verstrooien, meegeven en overbrengen naar het buitenland niet worden goedgekeurd/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Verbod opslaan' }));
    expect(await within(form).findByText(requiredMessage('Kenmerk verbod'))).toBeTruthy();
    expect(within(form).getByText(requiredMessage('Datum verbod'))).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Kenmerk verbod'), { target: { value: 'OM-76-4' } });
    typeIntoDateField(within(form).getByRole('group', { name: 'Datum verbod' }), '20112026');
    fireEvent.change(within(form).getByLabelText('Toelichting verbod (optioneel)'), {
      target: { value: 'Onderzoek loopt' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Verbod opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/ash-records/r1',
        body: {
          block_reference: 'OM-76-4',
          blocked_on: '2026-11-20',
          block_note: 'Onderzoek loopt',
          version: 7,
        },
      },
    ]);
  });

  it('lifts the block by clearing its fields', async () => {
    const blocked = record({
      blocked: true,
      block: { reference: 'OM-76-4', blockedOn: '2026-11-20', note: null },
    });
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? recordAnswer(record({ version: 8 })) : undefined,
    );
    const onSaved = vi.fn();
    render(<LiftBlockDialog open record={blocked} onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(within(dialog('Verbod opheffen')).getByRole('button', { name: 'Verbod opheffen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Het verbod is opgeheven.'));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/ash-records/r1',
        body: { version: 7, block_reference: null, blocked_on: null, block_note: null },
      },
    ]);
  });
});
