import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { ArticlesPage } from './articles-page.tsx';

let urls: string[] = [];
const article = (id: string, name: string, category: { id: string; name: string } | null, extra = {}) => ({
  id,
  code: id.toUpperCase(),
  name,
  description: null,
  unit: 'stuk',
  unit_price: 10000,
  vat_rate: '21',
  category,
  supplier: null,
  purchase_price: null,
  active: true,
  version: 1,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/articles')) {
        const care = { id: 'c1', name: 'Verzorging' };
        return json(200, {
          data: [
            article('a1', 'Verzorging van de overledene', care, { vat_rate: 'exempt' }),
            article('a2', 'Opbaring per dag', care, { unit: 'dag', active: false }),
            article('a3', 'Sierurn', null),
          ],
          meta: { current_page: 1, per_page: 50, total: 3, last_page: 1 },
        });
      }
      return json(200, { data: [] });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (path: string, permissions: string[]) =>
  renderRoutes([{ path: '/articles', element: <ArticlesPage /> }], { path, permissions });

describe('ArticlesPage', () => {
  it('groups the price list under its categories, with prices excl. and incl. VAT', async () => {
    render('/articles?active=true', ['articles.*']);
    const table = await screen.findByTestId('article-table');
    const headings = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Verzorging', 'Zonder categorie']));
    expect(within(table).getAllByText('€ 121,00')).toHaveLength(2);
    expect(within(table).getByText('Vrijgesteld van btw')).toBeTruthy();
    expect(within(table).getByText('Inactief')).toBeTruthy();
    expect(urls[urls.findIndex((url) => url.startsWith('/api/articles'))]).toBe(
      '/api/articles?page=1&per_page=50&sort=category&filter%5Bactive%5D=true',
    );
    expect(screen.getByRole('button', { name: 'Artikel toevoegen' })).toBeTruthy();
  });

  it('sorts through the column header and keeps it in the URL; no add button without the permission', async () => {
    const { router } = render('/articles', ['articles.view']);
    const table = await screen.findByTestId('article-table');
    fireEvent.click(within(table).getByRole('button', { name: /Prijs excl\. btw/ }));
    expect(router.state.location.search).toBe('?sort=unit_price');
    expect(screen.queryByRole('button', { name: 'Artikel toevoegen' })).toBeNull();
  });
});
