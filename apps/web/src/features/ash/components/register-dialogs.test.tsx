import { requiredMessage } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { destination, record, recordAnswer, stubFetch, type Call } from '../lib/ash-test-fixtures.ts';
import { CloseDialog } from './close-dialog.tsx';
import { CorrectionDialog } from './correction-dialog.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(element: ReactElement) {
  renderRoutes([{ path: '/', element }], { path: '/', permissions: ['ash.*'], roles: ['crematorium_staff'] });
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

const executed = destination({
  status: 'executed',
  approvedAt: '2026-11-20T09:00:00.000Z',
  executedOn: '2026-11-21',
  handedToName: 'Piet Bakker',
  identityChecked: true,
  signed: true,
});
const closedEntry = destination({
  ...executed,
  status: 'closed',
  closedAt: '2026-11-22T10:00:00.000Z',
  closedBy: { id: 'u5', name: 'Ans de Groot' },
});

describe('the "ash destination close approval" dialog', () => {
  it('shows the register line as it will be final and warns that it can never change', () => {
    stubFetch(() => undefined);
    render(
      <CloseDialog
        open
        record={record({ destinations: [executed] })}
        destination={executed}
        onClose={vi.fn()}
      />,
    );
    const line = within(dialog('Registerregel afsluiten')).getByTestId('ash-register-line');
    const pairs = Array.from(line.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Naam', 'Johanna Bakker'],
      ['Voornamen', 'Johanna Maria'],
      ['Registratienummer', 'AS-2026-0042'],
      ['Crematiedatum', '9 oktober 2026'],
      ['Asbestemming', 'Meegeven aan de opdrachtgever'],
      ['Uitkomst (art. 59)', 'Meegeven'],
      ['Beslist door', 'Piet Bakker'],
      ['Adres beslisser', 'Lindelaan 4, 3581 AB Utrecht'],
      ['Plaats van bestemming', '—'],
      ['Overgedragen aan of geplaatst in', 'Piet Bakker'],
      ['Datum uitvoering', '21 november 2026'],
    ]);
    const warning = within(dialog('Registerregel afsluiten')).getByRole('status');
    expect(warning.textContent).toMatch(/^Dit is definitief/);
    expect(warning.textContent).toContain('nooit meer worden gewijzigd of verwijderd');
    expect(warning.textContent).toContain('correctie');
  });

  it('closes with the version it read; a refusal shows', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? json(409, { message: 'Alleen een uitgevoerde asbestemming wordt afgesloten.' })
        : undefined,
    );
    const onClose = vi.fn();
    render(
      <CloseDialog
        open
        record={record({ destinations: [executed] })}
        destination={executed}
        onClose={onClose}
      />,
    );
    fireEvent.click(
      within(dialog('Registerregel afsluiten')).getByRole('button', { name: 'Registerregel afsluiten' }),
    );
    expect((await within(dialog('Registerregel afsluiten')).findByRole('alert')).textContent).toBe(
      'Alleen een uitgevoerde asbestemming wordt afgesloten.',
    );
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/ash-destinations/d1/close', body: { version: 3 } },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes and reports it', async () => {
    stubFetch((call) => (call.method === 'POST' ? recordAnswer(record({ status: 'closed' })) : undefined));
    const onClose = vi.fn();
    const onClosed = vi.fn();
    render(
      <CloseDialog
        open
        record={record({ destinations: [executed] })}
        destination={executed}
        onClose={onClose}
        onClosed={onClosed}
      />,
    );
    fireEvent.click(
      within(dialog('Registerregel afsluiten')).getByRole('button', { name: 'Registerregel afsluiten' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onClosed).toHaveBeenCalledWith('De registerregel is afgesloten.');
  });
});

describe('the "Correctie vastleggen" dialog', () => {
  it('needs a reason and a change, and sends only what changed', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? recordAnswer(record()) : undefined));
    const onClose = vi.fn();
    render(
      <CorrectionDialog
        open
        record={record({ destinations: [closedEntry] })}
        destination={closedEntry}
        onClose={onClose}
      />,
    );
    const form = dialog('Correctie vastleggen');
    fireEvent.click(within(form).getByRole('button', { name: 'Correctie vastleggen' }));
    expect(await within(form).findByText(requiredMessage('Reden van de correctie'))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reden van de correctie'), {
      target: { value: 'Naam van de ontvanger verkeerd gespeld' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Correctie vastleggen' }));
    expect(await within(form).findByText('De correctie verandert niets aan de registerregel.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Overgedragen aan'), { target: { value: 'Pieter Bakker' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correctie vastleggen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-destinations/d1/corrections',
        body: { reason: 'Naam van de ontvanger verkeerd gespeld', handed_to_name: 'Pieter Bakker' },
      },
    ]);
  });
});

describe('the "Asbestemming intrekken" dialog', () => {
  it('needs the reason and sends it with the version', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? recordAnswer(record()) : undefined));
    const onWithdrawn = vi.fn();
    render(<WithdrawDialog open destination={destination()} onClose={vi.fn()} onWithdrawn={onWithdrawn} />);
    const form = dialog('Asbestemming intrekken');
    fireEvent.click(within(form).getByRole('button', { name: 'Intrekken' }));
    expect(await within(form).findByText(requiredMessage('Reden van intrekken'))).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Reden van intrekken'), {
      target: { value: 'De familie kiest voor de urnentuin.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Intrekken' }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledWith('De asbestemming is ingetrokken.'));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-destinations/d1/withdraw',
        body: { version: 3, reason: 'De familie kiest voor de urnentuin.' },
      },
    ]);
  });
});

describe('the "Document toevoegen" dialog', () => {
  it('needs a file, sends it with its kind and destination, and shows the server’s file message', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? json(422, {
            message: 'De gegevens zijn ongeldig.',
            errors: { file: ['Voeg een PDF, JPG of PNG toe.'] },
          })
        : undefined,
    );
    const onClose = vi.fn();
    render(
      <UploadDocumentDialog open record={record({ destinations: [destination()] })} onClose={onClose} />,
    );
    const form = dialog('Document toevoegen');
    fireEvent.click(within(form).getByRole('button', { name: 'Document toevoegen' }));
    expect(await within(form).findByText('Kies een bestand.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    const kinds = Array.from(
      (within(form).getByLabelText('Soort document') as HTMLSelectElement).options,
    ).map((option) => option.textContent);
    expect(kinds).not.toContain('Handtekening bij overdracht');
    fireEvent.change(within(form).getByLabelText('Soort document'), { target: { value: 'other' } });
    fireEvent.change(within(form).getByLabelText('Bij asbestemming'), { target: { value: 'd1' } });
    fireEvent.change(within(form).getByLabelText('Bestand'), {
      target: { files: [new File(['GIF89a'], 'foto.gif', { type: 'image/gif' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Document toevoegen' }));
    expect(await within(form).findByText('Voeg een PDF, JPG of PNG toe.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-records/r1/documents?kind=other&destination_id=d1',
        body: { kind: 'other', destination_id: 'd1', file: 'file:foto.gif' },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
