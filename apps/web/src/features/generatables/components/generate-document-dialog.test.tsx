import type { AuthUser, DocumentData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { GenerateDocumentDialog } from './generate-document-dialog.tsx';

const director: AuthUser = {
  id: 'u1',
  name: 'Ursula Verzorger',
  email: 'ursula@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['funeral_director'],
  permissions: [],
  organizations: [
    { id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'funeral_director' },
  ],
  activeOrganizationId: 'o1',
};

/** A generatable of GET /api/dossiers/d1/generatables as the API sends it (snake_case). */
const wireGeneratable = (extra: Record<string, unknown> = {}) => ({
  key: 'order-confirmation',
  kind: 'builtin',
  name: 'Opdrachtbevestiging',
  description: 'De afspraken met de opdrachtgever.',
  format: 'pdf',
  template_id: null,
  applicable: true,
  not_applicable_reason: null,
  missing: [],
  last_generated: null,
  ...extra,
});

const generatables = () => [
  wireGeneratable({
    missing: [
      { source: 'client', message: 'Het adres van de opdrachtgever ontbreekt.' },
      { source: 'budget', message: 'De begroting heeft nog geen regels.' },
      { source: 'organization', message: 'Het KvK-nummer van de organisatie ontbreekt.' },
      { source: 'elsewhere', message: 'Iets anders ontbreekt.' },
    ],
  }),
  wireGeneratable({
    key: 'cremation-request',
    name: 'Crematieaanvraag',
    description: 'Het aanvraagformulier voor het crematorium.',
    applicable: false,
    not_applicable_reason: 'Dit document hoort alleen bij een crematie; dit dossier is een begrafenis.',
  }),
  wireGeneratable({
    key: 'template-t1',
    kind: 'template',
    name: 'Brief aan de familie',
    description: 'Eigen sjabloon (Word).',
    format: 'docx',
    template_id: 't1',
    last_generated: {
      document_id: 'doc9',
      file_name: 'brief-aan-de-familie.docx',
      created_at: '2026-11-24T13:03:00.000Z',
      up_to_date: false,
    },
  }),
];

const generatedDocument = {
  id: 'doc10',
  file_name: 'opdrachtbevestiging-2026-0012.pdf',
  mime_type: 'application/pdf',
  document_type: 'other',
  size: 48_213,
  uploaded_by: { id: 'u1', name: 'Ursula Verzorger' },
  created_at: '2026-11-25T09:00:00.000Z',
  download_url: '/api/dossiers/d1/documents/doc10/download',
  generatable: { key: 'order-confirmation', name: 'Opdrachtbevestiging', data_fingerprint: 'abc' },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let answerPost: () => Response = () => json(201, { data: generatedDocument });

beforeEach(() => {
  calls = [];
  answerPost = () => json(201, { data: generatedDocument });
  session.setUser(director);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return answerPost();
      return json(200, { data: generatables() });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onClose = vi.fn();
  const onGenerated = vi.fn<(document: DocumentData) => void>();
  const rendered = renderRoutes(
    [
      {
        path: '/dossiers/:id/documentation',
        element: <GenerateDocumentDialog open dossierId="d1" onClose={onClose} onGenerated={onGenerated} />,
      },
      { path: '/dossiers/:id/client', element: <p>Opdrachtgever-pagina</p> },
    ],
    { path: '/dossiers/d1/documentation', permissions: ['documents.*'] },
  );
  return { onClose, onGenerated, ...rendered };
}

describe('GenerateDocumentDialog', () => {
  it('lists the documents with their format, shows what the chosen one lacks and why another does not apply', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    const group = await within(dialog).findByRole('group', { name: 'Kies een document' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/dossiers/d1/generatables']);

    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(3);
    const order = within(group).getByRole('radio', { name: 'Opdrachtbevestiging' }) as HTMLInputElement;
    // The first document that applies is chosen at once.
    expect(order.checked).toBe(true);
    expect(order.getAttribute('aria-describedby')).toBeTruthy();
    const cards = within(group).getAllByTestId('generatable-option');
    expect(cards[0]?.textContent).toContain('PDF');
    expect(cards[2]?.textContent).toContain('Word');
    expect(cards[0]?.textContent).toContain('De afspraken met de opdrachtgever.');

    // Not applicable: disabled, with the reason beside it.
    const cremation = within(group).getByRole('radio', { name: 'Crematieaanvraag' }) as HTMLInputElement;
    expect(cremation.disabled).toBe(true);
    expect(cards[1]?.textContent).toContain(
      'Niet van toepassing: Dit document hoort alleen bij een crematie; dit dossier is een begrafenis.',
    );

    // What the dossier lacks, each a link to where it is recorded.
    const missing = within(dialog).getByTestId('generatable-missing');
    expect(within(missing).getByText('Nog niet ingevuld in het dossier')).toBeTruthy();
    const address = within(missing).getByRole('link', { name: 'Het adres van de opdrachtgever ontbreekt.' });
    expect(address.getAttribute('href')).toBe('/dossiers/d1/client');
    expect(address.parentElement?.textContent).toContain('(Opdrachtgever)');
    expect(
      within(missing).getByRole('link', { name: 'De begroting heeft nog geen regels.' }).getAttribute('href'),
    ).toBe('/dossiers/d1/budget');
    expect(
      within(missing)
        .getByRole('link', { name: 'Het KvK-nummer van de organisatie ontbreekt.' })
        .getAttribute('href'),
    ).toBe('/organizations/o1');
    // A place the app does not know is plain text.
    expect(within(missing).getByText('Iets anders ontbreekt.').tagName).toBe('LI');
    expect(within(dialog).getByText('Nog niet eerder gemaakt.')).toBeTruthy();

    // Another document: when it was made last, and that the dossier changed since.
    fireEvent.click(within(group).getByRole('radio', { name: 'Brief aan de familie' }));
    expect(within(dialog).queryByTestId('generatable-missing')).toBeNull();
    expect(
      within(dialog).getByText('Alles wat dit document nodig heeft, staat in het dossier.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Laatst gemaakt op 24 november 2026 om 14:03')).toBeTruthy();
    expect(within(dialog).getByText('Het dossier is sindsdien gewijzigd.')).toBeTruthy();
  });

  it('follows a missing item to its section and closes', async () => {
    const { onClose, router } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    fireEvent.click(
      await within(dialog).findByRole('link', { name: 'Het adres van de opdrachtgever ontbreekt.' }),
    );
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers/d1/client'));
  });

  it('makes the chosen document with a POST and hands over the new document', async () => {
    const { onClose, onGenerated } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    await within(dialog).findByRole('radio', { name: 'Opdrachtbevestiging' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Brief aan de familie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Maken' }));

    await waitFor(() => expect(onGenerated).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/dossiers/d1/generatables/template-t1', body: {} },
    ]);
    expect(onGenerated.mock.calls[0]?.[0]).toMatchObject({
      id: 'doc10',
      fileName: 'opdrachtbevestiging-2026-0012.pdf',
      generatable: { key: 'order-confirmation', name: 'Opdrachtbevestiging' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s message when the document cannot be made, and asks again what applies', async () => {
    answerPost = () =>
      json(409, {
        message: 'Opdrachtbevestiging kan voor dit dossier niet worden gemaakt: dit dossier is geannuleerd.',
      });
    const { onClose, onGenerated } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    await within(dialog).findByRole('radio', { name: 'Opdrachtbevestiging' });
    fireEvent.click(screen.getByRole('button', { name: 'Maken' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Opdrachtbevestiging kan voor dit dossier niet worden gemaakt: dit dossier is geannuleerd.',
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(onGenerated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when there is nothing to make, and Maken stays disabled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: [] })),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Document maken' });
    await within(dialog).findByText('Er zijn geen documenten die je uit dit dossier kunt maken.');
    expect((screen.getByRole('button', { name: 'Maken' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
