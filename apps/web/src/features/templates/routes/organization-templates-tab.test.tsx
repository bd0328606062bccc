import type { AuthUser } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { OrganizationTemplatesTab } from './organization-templates-tab.tsx';

const owner: AuthUser = {
  id: 'u1',
  name: 'Olga Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['owner'],
  permissions: [],
  organizations: [
    { id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' },
    { id: 'o3', name: 'Uitvaartzorg Het Anker', type: 'funeral_company', role: 'owner' },
  ],
  activeOrganizationId: 'o1',
};

/** A template as the API sends it (snake_case). */
const wireTemplate = (extra: Record<string, unknown> = {}) => ({
  id: 't1',
  name: 'Brief aan de familie',
  file_name: 'brief-aan-de-familie.docx',
  size: 24_576,
  fields: ['overledene.voornamen', 'overledene.achternaam', 'begroting.regels'],
  generatable_key: 'template-t1',
  created_by: { id: 'u1', name: 'Olga Eigenaar' },
  created_at: '2026-11-21T13:05:00.000Z',
  download_url: '/api/templates/t1/download',
  ...extra,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let templates: ReturnType<typeof wireTemplate>[] = [];
let answerUpload: (body: FormData) => Response = () => json(500, { message: 'niet verwacht' });

beforeEach(() => {
  calls = [];
  templates = [wireTemplate()];
  answerUpload = () => json(500, { message: 'niet verwacht' });
  session.setUser(owner);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body });
      if (method === 'POST') return answerUpload(init?.body as FormData);
      if (method === 'DELETE') {
        templates = templates.filter((template) => !url.endsWith(`/${template.id}`));
        return new Response(null, { status: 204 });
      }
      return json(200, { data: templates });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function renderTab(permissions = ['templates.*'], path = '/organizations/o1/templates') {
  renderRoutes([{ path: '/organizations/:id/templates', element: <OrganizationTemplatesTab /> }], {
    path,
    permissions,
    roles: ['owner'],
  });
}

const fileInput = () => screen.getByLabelText('Word-document (.docx)') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const docx = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
/** The text of the messages tied to the file field. */
const fileDescription = () =>
  (fileInput().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('OrganizationTemplatesTab', () => {
  it('lists the templates with file, codes used, who added them, and the merge codes beside the upload', async () => {
    renderTab();
    const card = await screen.findByTestId('template-card');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/templates']);
    expect(within(card).getByRole('heading', { name: 'Brief aan de familie' })).toBeTruthy();
    expect(card.textContent).toContain('brief-aan-de-familie.docx');
    expect(card.textContent).toContain('24 KB');
    expect(card.textContent).toContain('3 codes gebruikt');
    expect(card.textContent).toContain('Olga Eigenaar, 21 november 2026 14:05');
    expect(Array.from(card.querySelectorAll('code')).map((code) => code.textContent)).toContain(
      '{overledene.voornamen}',
    );
    const download = within(card).getByRole('link', { name: 'Sjabloon “Brief aan de familie” downloaden' });
    expect(download.getAttribute('href')).toBe('/api/templates/t1/download');

    expect(screen.getByRole('region', { name: 'Sjabloon toevoegen' })).toBeTruthy();
    // The shared catalogue, with the loop syntax of the budget lines.
    const catalogue = screen.getByRole('complementary', { name: 'Samenvoegcodes' });
    expect(within(catalogue).getByRole('heading', { name: 'Overledene' })).toBeTruthy();
    const codes = Array.from(catalogue.querySelectorAll('code')).map((code) => code.textContent);
    expect(codes).toContain('{overledene.voornamen}');
    expect(codes).toContain('{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels}');
  });

  it('refuses a file that is not a Word document, a missing file and a too large one before sending', async () => {
    renderTab();
    await screen.findByTestId('template-card');
    const submit = screen.getByRole('button', { name: 'Sjabloon toevoegen' });

    fireEvent.click(submit);
    expect(fileDescription()).toContain('Kies een Word-document (.docx).');

    choose(new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }));
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(fileDescription()).toContain(
      '“brief.pdf” is geen Word-document (.docx). Sla het sjabloon in Word op als .docx.',
    );
    fireEvent.click(submit);
    expect(fileDescription()).toContain('“brief.pdf” is geen Word-document (.docx).');

    choose(docx('groot.docx', 5 * 1024 * 1024 + 1));
    expect(fileDescription()).toContain('“groot.docx” is groter dan 5 MB.');
    fireEvent.click(submit);

    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s message naming the tag next to the file field', async () => {
    answerUpload = () =>
      json(422, {
        message: 'De gegevens zijn ongeldig.',
        errors: {
          file: ['De samenvoegcode ‘{overledene.schoenmaat}’ bestaat niet. Kies een code uit de lijst.'],
        },
      });
    renderTab();
    await screen.findByTestId('template-card');
    choose(docx('brief.docx'));
    fireEvent.click(screen.getByRole('button', { name: 'Sjabloon toevoegen' }));

    await waitFor(() =>
      expect(fileDescription()).toContain(
        'De samenvoegcode ‘{overledene.schoenmaat}’ bestaat niet. Kies een code uit de lijst.',
      ),
    );
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Het sjabloon is niet toegevoegd.');
  });

  it('uploads the name and the file, then lists the new template', async () => {
    answerUpload = (body) => {
      const added = wireTemplate({
        id: 't2',
        name: String(body.get('name')),
        file_name: (body.get('file') as File).name,
        fields: ['overledene.voornamen'],
        download_url: '/api/templates/t2/download',
      });
      templates = [...templates, added];
      return json(201, { data: added });
    };
    renderTab();
    await screen.findByTestId('template-card');
    fireEvent.change(screen.getByLabelText('Naam (optioneel)'), { target: { value: 'Bedankkaart' } });
    choose(docx('bedankkaart.docx'));
    fireEvent.click(screen.getByRole('button', { name: 'Sjabloon toevoegen' }));

    await screen.findByText(
      'Het sjabloon “Bedankkaart” is toegevoegd. Je vindt het bij “Document maken” in elk dossier.',
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/templates');
    const body = post?.body as FormData;
    expect(body.get('name')).toBe('Bedankkaart');
    expect((body.get('file') as File).name).toBe('bedankkaart.docx');
    await waitFor(() => expect(screen.getAllByTestId('template-card')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Bedankkaart' })).toBeTruthy();
    expect((screen.getByLabelText('Naam (optioneel)') as HTMLInputElement).value).toBe('');
    expect(fileInput().files?.length ?? 0).toBe(0);
  });

  it('deletes a template after confirming', async () => {
    renderTab();
    const card = await screen.findByTestId('template-card');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Sjabloon “Brief aan de familie” verwijderen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sjabloon verwijderen?' });
    expect(dialog.textContent).toContain('Documenten die ermee gemaakt zijn, blijven in de dossiers staan.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Het sjabloon “Brief aan de familie” is verwijderd.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/templates/t1',
    ]);
    await screen.findByText('Er zijn nog geen sjablonen.');
  });

  it('shows a funeral director the templates and codes, without upload or delete', async () => {
    renderTab(['templates.view']);
    const card = await screen.findByTestId('template-card');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sjabloon toevoegen' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Samenvoegcodes' })).toBeTruthy();
  });

  it('says to switch for an organisation that is not the active one', async () => {
    renderTab(['templates.*'], '/organizations/o3/templates');
    await screen.findByText(/Je werkt nu in een andere organisatie/);
    expect(calls).toEqual([]);
  });
});
