import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierDocumentationTab } from './dossier-documentation-tab.tsx';
import { FakeXhr } from '../../../lib/testing/fake-xhr.ts';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';

const stored = (id: string, name: string, size: number) => ({
  id,
  file_name: name,
  mime_type: 'application/pdf',
  size,
  uploaded_by: { id: 'u1', name: 'Ursula Verzorger' },
  created_at: '2026-11-21T13:05:00.000Z',
  download_url: `/api/dossiers/d1/documents/${id}/download`,
});

let documents: ReturnType<typeof stored>[] = [];
let deletes: string[] = [];

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
  FakeRequest.open = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
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

function renderTab() {
  renderRoutes([{ path: '/dossiers/:id/documentation', element: <DossierDocumentationTab /> }], {
    path: '/dossiers/d1/documentation',
    permissions: ['documents.*'],
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
    expect(request?.url).toBe('/api/dossiers/d1/documents');
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
  });

  it('refuses wrong files before sending and shows the server’s reason for the rest', async () => {
    renderTab();
    await screen.findByText('Er zijn nog geen documenten bij dit dossier.');
    drop(
      new File(['tekst'], 'notities.txt', { type: 'text/plain' }),
      new File([new Uint8Array(21 * 1024 * 1024)], 'video.pdf', { type: 'application/pdf' }),
      new File(['geen pdf'], 'nep.pdf', { type: 'application/pdf' }),
    );
    const uploads = screen.getByRole('list', { name: 'Uploads' });
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
});
