import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierDocumentationTab } from './dossier-documentation-tab.tsx';
import { FakeXhr } from '../../../lib/testing/fake-xhr.ts';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';

const stored = (id: string, name: string, size: number, documentType = 'other') => ({
  id,
  file_name: name,
  mime_type: 'application/pdf',
  document_type: documentType,
  size,
  uploaded_by: { id: 'u1', name: 'Ursula Verzorger' },
  created_at: '2026-11-21T13:05:00.000Z',
  download_url: `/api/dossiers/d1/documents/${id}/download`,
  generatable: null as null | { key: string; name: string; data_fingerprint: string },
});

/** The one document the tests can generate (GET /api/dossiers/d1/generatables, snake_case). */
const orderConfirmation = {
  key: 'order-confirmation',
  kind: 'builtin',
  name: 'Opdrachtbevestiging',
  description: 'De afspraken met de opdrachtgever.',
  format: 'pdf',
  template_id: null,
  applicable: true,
  not_applicable_reason: null,
  missing: [{ source: 'client', message: 'Het adres van de opdrachtgever ontbreekt.' }],
  last_generated: null,
};

let documents: ReturnType<typeof stored>[] = [];
let deletes: string[] = [];
let patches: { url: string; body: unknown }[] = [];
let requests: string[] = [];

/** The upload requests in flight; the test answers them (with progress first). */
class FakeRequest extends FakeXhr<FormData> {
  static open: FakeRequest[] = [];

  override send(body: FormData) {
    super.send(body);
    FakeRequest.open.push(this);
  }
}

beforeEach(() => {
  documents = [];
  deletes = [];
  patches = [];
  requests = [];
  FakeRequest.open = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/generatables')) {
        if (init?.method === 'POST') {
          const made = {
            ...stored('gen1', 'opdrachtbevestiging-2026-0012.pdf', 48_213),
            generatable: { key: 'order-confirmation', name: 'Opdrachtbevestiging', data_fingerprint: 'f1' },
          };
          documents = [made, ...documents];
          return json(201, { data: made });
        }
        return json(200, { data: [orderConfirmation] });
      }
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { document_type: string };
        patches.push({ url, body });
        if (body.document_type === 'no_objection') {
          return json(409, { message: 'Dit dossier is gearchiveerd en kan niet meer worden gewijzigd.' });
        }
        documents = documents.map((item) =>
          url.endsWith(`/${item.id}`) ? { ...item, document_type: body.document_type } : item,
        );
        return json(200, { data: documents.find((item) => url.endsWith(`/${item.id}`)) });
      }
      if (init?.method === 'DELETE') {
        deletes.push(url);
        documents = documents.filter((item) => !url.endsWith(`/${item.id}`));
        return new Response(null, { status: 204 });
      }
      return json(200, { data: documents });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(permissions = ['documents.*']) {
  renderRoutes([{ path: '/dossiers/:id/documentation', element: <DossierDocumentationTab /> }], {
    path: '/dossiers/d1/documentation',
    permissions,
  });
}

const drop = (...files: File[]) =>
  fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files, types: ['Files'] } });

describe('DossierDocumentationTab', () => {
  it('uploads a dropped file with progress, then lists it with type, Dutch size and uploader', async () => {
    renderTab();
    await screen.findByText('Er zijn nog geen documenten bij dit dossier.');
    drop(new File([new Uint8Array(1_258_291)], 'akte.pdf', { type: 'application/pdf' }));

    const [request] = FakeRequest.open;
    expect(request?.url).toBe('/api/dossiers/d1/documents?document_type=other');
    expect((request?.body?.get('file') as File).name).toBe('akte.pdf');
    act(() => request?.progress(629_146, 1_258_291));
    const progress = screen.getByRole('progressbar', { name: 'Voortgang van “akte.pdf”' });
    expect(progress.getAttribute('value')).toBe('50');
    expect(screen.getByText('Bezig met uploaden: 50%')).toBeTruthy();

    documents = [stored('doc1', 'akte.pdf', 1_258_291)];
    await act(async () => request?.answer(201, { data: documents[0] }));
    expect(screen.getByText('“akte.pdf” is toegevoegd.')).toBeTruthy();
    const row = within(await screen.findByTestId('documents-table')).getByRole('row', { name: /akte\.pdf/ });
    expect(row.textContent).toContain('PDF-document');
    expect(row.textContent).toContain('1,2 MB');
    expect(row.textContent).toContain('Ursula Verzorger');
    expect(row.textContent).toContain('21 november 2026 14:05');
    const link = within(row).getByRole('link', { name: '“akte.pdf” downloaden' });
    expect(link.getAttribute('href')).toBe('/api/dossiers/d1/documents/doc1/download');
    // The name breaks at its dot, not anywhere inside a word (issue 11).
    const name = within(row).getByRole('rowheader');
    expect(name.innerHTML).toBe('akte.<wbr>pdf');
    expect(name.className.split(' ')).not.toContain('break-all');
  });

  it('refuses wrong files before sending and shows the server’s reason for the rest', async () => {
    renderTab();
    await screen.findByText('Er zijn nog geen documenten bij dit dossier.');
    drop(
      new File(['tekst'], 'notities.txt', { type: 'text/plain' }),
      new File([new Uint8Array(21 * 1024 * 1024)], 'video.pdf', { type: 'application/pdf' }),
      new File(['geen pdf'], 'nep.pdf', { type: 'application/pdf' }),
    );
    const uploads = screen.getByRole('list', { name: 'Toegevoegde bestanden' });
    expect(within(uploads).getByText(/“notities\.txt” is geen toegestaan soort bestand/)).toBeTruthy();
    expect(
      within(uploads).getByText(
        '“video.pdf” is groter dan 20 MB. Verklein het bestand of kies een ander bestand.',
      ),
    ).toBeTruthy();
    // Only the file that passed the check here was sent.
    expect(FakeRequest.open).toHaveLength(1);

    await act(async () =>
      FakeRequest.open[0]?.answer(422, {
        message: 'Dit soort bestand kan niet worden toegevoegd.',
        errors: { file: ['Dit soort bestand kan niet worden toegevoegd. Toegestaan zijn: PDF-document.'] },
      }),
    );
    const refused = within(uploads).getAllByRole('alert');
    expect(refused).toHaveLength(3);
    expect(refused.map((alert) => alert.textContent)).toContain(
      'Niet toegevoegd: Dit soort bestand kan niet worden toegevoegd. Toegestaan zijn: PDF-document.',
    );

    fireEvent.click(within(uploads).getByRole('button', { name: 'Melding over “notities.txt” verbergen' }));
    expect(within(uploads).queryByText(/notities\.txt/)).toBeNull();
  });

  it('opens the file picker from the "Bestand kiezen" button', async () => {
    renderTab();
    await screen.findByText('Er zijn nog geen documenten bij dit dossier.');
    const input = screen.getByTestId('document-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Bestand kiezen' }));
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'verlof.pdf', { type: 'application/pdf' })] },
    });
    expect((FakeRequest.open[0]?.body?.get('file') as File).name).toBe('verlof.pdf');
  });

  it('deletes a document after confirming', async () => {
    documents = [stored('doc1', 'akte.pdf', 2048)];
    renderTab();
    const row = within(await screen.findByTestId('documents-table')).getByRole('row', { name: /akte\.pdf/ });
    expect(row.textContent).toContain('2 KB');
    fireEvent.click(within(row).getByRole('button', { name: '“akte.pdf” verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Document verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('“akte.pdf” is verwijderd.');
    expect(deletes).toEqual(['/api/dossiers/d1/documents/doc1']);
    expect(screen.getByText('Er zijn nog geen documenten bij dit dossier.')).toBeTruthy();
  });

  it('uploads as the chosen document type and shows the type of each document', async () => {
    renderTab();
    await screen.findByText('Er zijn nog geen documenten bij dit dossier.');
    const type = screen.getByRole('combobox', { name: 'Soort document' }) as HTMLSelectElement;
    expect(type.value).toBe('other');
    expect([...type.options].map((option) => option.text)).toEqual([
      'A-verklaring (verklaring van overlijden)',
      'Verlof tot begraven of cremeren',
      'Ondertekend aanvraagformulier',
      'Verklaring implantaten',
      'Verklaring van geen bezwaar',
      'Akte van overlijden',
      'Overig',
    ]);
    fireEvent.change(type, { target: { value: 'permit' } });
    drop(new File(['%PDF-1.4'], 'verlof.pdf', { type: 'application/pdf' }));
    const [request] = FakeRequest.open;
    expect(request?.url).toBe('/api/dossiers/d1/documents?document_type=permit');

    documents = [stored('doc1', 'verlof.pdf', 2048, 'permit')];
    await act(async () => request?.answer(201, { data: documents[0] }));
    const table = await screen.findByTestId('documents-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Naam',
      'Soort document',
      'Bestandstype',
      'Grootte',
      'Toegevoegd door',
      'Datum',
      'Acties',
    ]);
    const select = within(table).getByRole('combobox', { name: 'Soort document van “verlof.pdf”' });
    expect((select as HTMLSelectElement).value).toBe('permit');
  });

  it('changes the type of a document in the table, and says so or why not', async () => {
    documents = [stored('doc1', 'scan.pdf', 2048)];
    renderTab();
    const table = await screen.findByTestId('documents-table');
    const select = within(table).getByRole('combobox', { name: 'Soort document van “scan.pdf”' });
    fireEvent.change(select, { target: { value: 'death_statement' } });
    await screen.findByText('“scan.pdf” is nu: A-verklaring (verklaring van overlijden).');
    expect(patches).toEqual([
      { url: '/api/dossiers/d1/documents/doc1', body: { document_type: 'death_statement' } },
    ]);
    expect((select as HTMLSelectElement).value).toBe('death_statement');

    fireEvent.change(select, { target: { value: 'no_objection' } });
    await screen.findByText(
      /^De soort van “scan\.pdf” kon niet worden gewijzigd\. Dit dossier is gearchiveerd/,
    );
    expect((select as HTMLSelectElement).value).toBe('death_statement');
  });

  it('shows the type as text to someone who may not change documents', async () => {
    documents = [stored('doc1', 'aanvraag.pdf', 2048, 'request_form')];
    renderTab(['documents.view']);
    const table = await screen.findByTestId('documents-table');
    const row = within(table).getByRole('row', { name: /aanvraag\.pdf/ });
    expect(row.textContent).toContain('Ondertekend aanvraagformulier');
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Soort document' })).toBeNull();
  });

  it('makes a document from the dossier: POST, the list refreshes, a notice with its download link', async () => {
    documents = [stored('doc1', 'akte.pdf', 2048)];
    renderTab();
    await screen.findByTestId('documents-table');
    const listCalls = () => requests.filter((request) => request === 'GET /api/dossiers/d1/documents').length;
    expect(listCalls()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Document maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    const option = await within(dialog).findByRole('radio', { name: 'Opdrachtbevestiging' });
    expect((option as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Het adres van de opdrachtgever ontbreekt.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maken' }));

    const notice = await screen.findByText(/“opdrachtbevestiging-2026-0012\.pdf” is gemaakt/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toContain('POST /api/dossiers/d1/generatables/order-confirmation');
    const download = within(notice).getByRole('link', {
      name: '“opdrachtbevestiging-2026-0012.pdf” downloaden',
    });
    expect(download.getAttribute('href')).toBe('/api/dossiers/d1/documents/gen1/download');

    // The list was asked again and shows the new document with what it was made from; the old one stays.
    const table = screen.getByTestId('documents-table');
    const row = await within(table).findByRole('row', { name: /opdrachtbevestiging/ });
    expect(listCalls()).toBe(2);
    expect(row.textContent).toContain('Gemaakt van: Opdrachtbevestiging');
    const old = within(table).getByRole('row', { name: /akte\.pdf/ });
    expect(old.textContent).not.toContain('Gemaakt van');
  });

  it('offers "Document maken" only to someone who may add documents', async () => {
    documents = [stored('doc1', 'akte.pdf', 2048)];
    renderTab(['documents.view']);
    await screen.findByTestId('documents-table');
    expect(screen.queryByRole('button', { name: 'Document maken' })).toBeNull();
  });
});
