import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { ArticleEditPage } from './article-edit-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let putAnswers: Response[] = [];

const wireArticle = (extra: Record<string, unknown> = {}) => ({
  id: 'a1',
  code: 'VERV-02',
  name: 'Rouwauto',
  description: null,
  unit: 'keer',
  unit_price: 42500,
  vat_rate: 'exempt',
  category: { id: 'c1', name: 'Vervoer' },
  supplier: null,
  purchase_price: null,
  active: true,
  version: 3,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  calls = [];
  putAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') return putAnswers.shift() ?? json(500, {});
      if (url.startsWith('/api/categories')) return json(200, { data: [{ id: 'c1', name: 'Vervoer', position: 0, article_count: 1, version: 1 }] });
      if (url.startsWith('/api/suppliers')) return json(200, { data: [{ id: 's1', name: 'Vervoer Van Dam' }] });
      return json(200, { data: wireArticle() });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ArticlePageStub() {
  const location = useLocation();
  return <p>Artikelpagina: {(location.state as { notice?: string } | null)?.notice ?? ''}</p>;
}

const render = (permissions = ['articles.*', 'suppliers.view']) =>
  renderRoutes(
    [
      { path: '/articles/:article/edit', element: <ArticleEditPage /> },
      { path: '/articles/:id', element: <ArticlePageStub /> },
    ],
    { path: '/articles/a1/edit', permissions },
  );

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('ArticleEditPage', () => {
  it('sends only the changed fields with the version, amounts in cents', async () => {
    const { router } = render();
    const price = (await screen.findByLabelText('Prijs excl. btw')) as HTMLInputElement;
    expect(price.value).toBe('425,00');
    await screen.findByRole('option', { name: 'Vervoer Van Dam' });
    fireEvent.change(price, { target: { value: '449,50' } });
    fireEvent.change(screen.getByLabelText('Leverancier (optioneel)'), { target: { value: 's1' } });
    fireEvent.change(screen.getByLabelText('Inkoopprijs (optioneel)'), { target: { value: '300' } });
    putAnswers.push(json(200, { data: wireArticle({ unit_price: 44950, version: 4 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Artikelpagina: Het artikel is opgeslagen.');
    expect(router.state.location.pathname).toBe('/articles/a1');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/articles/a1',
        body: { version: 3, unit_price: 44950, supplier_id: 's1', purchase_price: 30000 },
      },
    ]);
  });

  it('on a 409 shows both prices the Dutch way', async () => {
    render();
    const price = await screen.findByLabelText('Prijs excl. btw');
    fireEvent.change(price, { target: { value: '450' } });
    putAnswers.push(
      json(409, {
        message: 'Dit artikel is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
        data: wireArticle({ unit_price: 43000, version: 4 }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Iemand anders heeft dit artikel gewijzigd');
    expect(screen.getByText('€ 450,00')).toBeTruthy();
    expect(screen.getByText('€ 430,00')).toBeTruthy();
  });

  it('says so to someone without the permission', async () => {
    render(['articles.view']);
    expect(await screen.findByText('Je hebt geen toestemming om artikelen te wijzigen.')).toBeTruthy();
  });
});
