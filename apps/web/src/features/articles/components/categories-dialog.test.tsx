import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { CategoriesDialog, moved } from './categories-dialog.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let categories = [
  { id: 'c1', name: 'Verzorging', position: 0, article_count: 3, version: 1 },
  { id: 'c2', name: 'Vervoer', position: 1, article_count: 0, version: 1 },
  { id: 'c3', name: 'Bloemen', position: 2, article_count: 1, version: 1 },
];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as { ids?: string[] }) : null;
      calls.push({ method, url, body });
      if (method === 'PUT' && url === '/api/categories/order') {
        categories = body!.ids!.map((id, position) => ({ ...categories.find((c) => c.id === id)!, position }));
        return json(200, { data: categories });
      }
      return json(200, { data: categories });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (permissions: string[]) =>
  renderRoutes([{ path: '/articles', element: <CategoriesDialog open onClose={() => undefined} /> }], {
    path: '/articles',
    permissions,
  });

describe('CategoriesDialog', () => {
  it('moves a category with the buttons and sends every id once in the new order', async () => {
    render(['articles.*']);
    const list = await screen.findByRole('list', { name: 'Categorieën in volgorde' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.split(' (')[0])).toEqual([
      'Verzorging',
      'Vervoer',
      'Bloemen',
    ]);
    expect((screen.getByRole('button', { name: 'Verzorging omhoog' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Verzorging omlaag' }));
    await screen.findByText('Verzorging staat nu op plaats 2 van 3.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/categories/order', body: { ids: ['c2', 'c1', 'c3'] } },
    ]);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Vervoer'),
    );
    // Only an empty category can be deleted.
    expect(screen.getByRole('button', { name: 'Vervoer verwijderen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verzorging verwijderen' })).toBeNull();
  });

  it('only shows the list to someone who may not change it', async () => {
    render(['articles.view']);
    await screen.findByRole('list', { name: 'Categorieën in volgorde' });
    expect(screen.queryByRole('button', { name: /omhoog|omlaag|verwijderen/ })).toBeNull();
    expect(screen.queryByLabelText('Nieuwe categorie')).toBeNull();
  });

  it('moves ids one place and never past the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
