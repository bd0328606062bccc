import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { ArticleCreateDialog } from './article-create-dialog.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let postAnswers: Response[] = [];

const wireArticle = (extra: Record<string, unknown> = {}) => ({
  id: 'a9',
  code: 'BLOEM-09',
  name: 'Rouwboeket',
  description: null,
  unit: 'stuk',
  unit_price: 123456,
  vat_rate: '9',
  category: null,
  supplier: null,
  purchase_price: null,
  active: true,
  version: 1,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  calls = [];
  postAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST') return postAnswers.shift() ?? json(500, {});
      if (url.startsWith('/api/categories')) return json(200, { data: [{ id: 'c1', name: 'Bloemen', position: 0, article_count: 0, version: 1 }] });
      if (url.startsWith('/api/suppliers')) return json(200, { data: [{ id: 's1', name: 'Bloemsierkunst De Wilde Roos' }] });
      return json(404, { message: 'Niet gevonden' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ supplier }: { supplier?: { id: string; name: string } }) {
  const [created, setCreated] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <ArticleCreateDialog open={open} onClose={() => setOpen(false)} supplier={supplier} onCreated={(a) => setCreated(a.name)} />
      {created && <p>Gemaakt: {created}</p>}
    </>
  );
}

function renderDialog(supplier?: { id: string; name: string }) {
  return renderRoutes([{ path: '/articles', element: <Harness supplier={supplier} /> }], {
    path: '/articles',
    permissions: ['articles.*', 'suppliers.view'],
  });
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('ArticleCreateDialog', () => {
  it('reads a Dutch amount into cents, shows the price incl. VAT and sends the article', async () => {
    renderDialog();
    await screen.findByRole('option', { name: 'Bloemen' });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'BLOEM-09' } });
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Rouwboeket' } });
    fireEvent.change(screen.getByLabelText('Btw-tarief'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Prijs excl. btw'), { target: { value: '1.234,56' } });
    expect(screen.getByText('Incl. btw: € 1.345,67')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Categorie (optioneel)'), { target: { value: 'c1' } });
    fireEvent.change(screen.getByLabelText('Inkoopprijs (optioneel)'), { target: { value: '800' } });
    postAnswers.push(json(201, { data: wireArticle() }));
    fireEvent.click(screen.getByRole('button', { name: 'Artikel toevoegen' }));
    await screen.findByText('Gemaakt: Rouwboeket');
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/articles',
        body: {
          code: 'BLOEM-09',
          name: 'Rouwboeket',
          description: null,
          unit: 'stuk',
          unit_price: 123456,
          vat_rate: '9',
          category_id: 'c1',
          supplier_id: null,
          purchase_price: 80000,
          active: true,
        },
      },
    ]);
  });

  it('refuses a text that is no amount and missing fields before sending, in Dutch', async () => {
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Prijs excl. btw'), { target: { value: '12,345' } });
    expect(screen.getByText('Vul een bedrag in, bijvoorbeeld 1.234,56.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Artikel toevoegen' }));
    await screen.findByText('Vul de code in.');
    expect(screen.getByText('Kies een btw-tarief.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it("shows the server's message on the code, and makes a supplier's article under that supplier", async () => {
    renderDialog({ id: 's1', name: 'Bloemsierkunst De Wilde Roos' });
    expect(await screen.findByText('Bloemsierkunst De Wilde Roos')).toBeTruthy();
    expect(screen.queryByLabelText('Leverancier (optioneel)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'BLOEM-01' } });
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Kistbloemstuk' } });
    fireEvent.change(screen.getByLabelText('Btw-tarief'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Prijs excl. btw'), { target: { value: '175' } });
    postAnswers.push(
      json(422, {
        message: 'De ingevoerde gegevens zijn niet geldig.',
        errors: { code: ['Er is al een artikel met de code BLOEM-01. Kies een andere code.'] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Artikel toevoegen' }));
    await screen.findByText('Er is al een artikel met de code BLOEM-01. Kies een andere code.');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/api/suppliers/s1/articles',
      body: { code: 'BLOEM-01', unit_price: 17500, vat_rate: '9', supplier_id: 's1' },
    });
  });
});
