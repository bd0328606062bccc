import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { SuppliersPage } from './suppliers-page.tsx';

const supplier = (id: string, name: string, kind: string, status = 'active') => ({
  id,
  name,
  kind,
  contact_person: null,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: 'Utrecht',
  country: 'NL',
  phone: '030 288 14 50',
  email: null,
  kvk_number: null,
  iban: null,
  notes: null,
  status,
  article_count: 2,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

let calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url: String(input), body });
      if (method === 'POST') return json(201, { data: { ...supplier('s9', body.name, body.kind), city: null } });
      return json(200, {
        data: [supplier('s1', 'Drukkerij Domstad', 'printer'), supplier('s2', 'Stichtse Courant', 'newspaper', 'inactive')],
        meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function DetailStub() {
  const location = useLocation();
  return <p>Leverancierpagina {location.pathname}: {(location.state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(path = '/suppliers', permissions = ['suppliers.*']) {
  return renderRoutes(
    [
      { path: '/suppliers', element: <SuppliersPage /> },
      { path: '/suppliers/:id', element: <DetailStub /> },
    ],
    { path, permissions, roles: ['admin'] },
  );
}

describe('SuppliersPage', () => {
  it('shows the suppliers in a table with Dutch kinds and status badges, and asks the API with the URL state', async () => {
    renderPage('/suppliers?kind=printer&sort=-city&search=dom');
    const table = await screen.findByTestId('supplier-table');
    const row = within(table).getByRole('row', { name: /Drukkerij Domstad/ });
    expect(within(row).getByText('Drukkerij')).toBeTruthy();
    expect(within(row).getByText('Actief')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Stichtse Courant/ })).getByText('Inactief')).toBeTruthy();
    expect(screen.getByTestId('supplier-cards')).toBeTruthy();
    expect(screen.getByText('2 leveranciers')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/suppliers?page=1&per_page=25&search=dom&sort=-city&filter%5Bkind%5D=printer');
  });

  it('sorts by a column header and filters through the URL', async () => {
    const { router } = renderPage();
    const table = await screen.findByTestId('supplier-table');
    fireEvent.click(within(table).getByRole('button', { name: /Soort/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=kind'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive&sort=kind'));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('filter%5Bstatus%5D=inactive'));
  });

  it('adds a supplier in the dialog: Dutch messages first, then the new supplier page', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Leverancier toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leverancier toevoegen' }));
    expect(await within(dialog).findByText('Vul de naam in.')).toBeTruthy();
    expect(within(dialog).getByText('Kies het soort leverancier.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Naam'), { target: { value: 'Catering De Vriendschap' } });
    fireEvent.change(within(dialog).getByLabelText('Soort leverancier'), { target: { value: 'caterer' } });
    fireEvent.change(within(dialog).getByLabelText(/^Postcode/), { target: { value: '3551ce' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leverancier toevoegen' }));
    expect(
      await screen.findByText('Leverancierpagina /suppliers/s9: Leverancier Catering De Vriendschap is toegevoegd.'),
    ).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/suppliers');
    expect(post.body).toMatchObject({
      name: 'Catering De Vriendschap',
      kind: 'caterer',
      postcode: '3551ce',
      country: 'NL',
      status: 'active',
    });
  });

  it('offers no add button without suppliers.create', async () => {
    renderPage('/suppliers', ['suppliers.view']);
    await screen.findByTestId('supplier-table');
    expect(screen.queryByRole('button', { name: 'Leverancier toevoegen' })).toBeNull();
  });
});
