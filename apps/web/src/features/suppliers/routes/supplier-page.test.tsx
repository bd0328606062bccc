import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { SupplierPage } from './supplier-page.tsx';

const SUPPLIER = {
  id: 's1',
  name: 'Bloemsierkunst De Wilde Roos',
  kind: 'florist',
  contact_person: 'Anouk Verhoeven',
  street: 'Biltstraat',
  house_number: '112',
  house_number_addition: null,
  postcode: '3572 BK',
  city: 'Utrecht',
  country: 'NL',
  phone: '030 271 33 80',
  email: 'bestellingen@dewilderoos.test',
  kvk_number: '30194827',
  iban: 'NL45RABO0317462591',
  notes: null,
  status: 'inactive',
  article_count: 1,
  version: 2,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

const ARTICLE = {
  id: 'a1',
  code: 'BLOEM-01',
  name: 'Kistbloemstuk rozen',
  description: null,
  unit: 'stuk',
  unit_price: 12550,
  vat_rate: '9',
  category: { id: 'c1', name: 'Bloemen' },
  supplier: { id: 's1', name: SUPPLIER.name },
  purchase_price: 8000,
  active: true,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

let calls: { method: string; url: string }[] = [];
let deleteAnswer: Response;

beforeEach(() => {
  calls = [];
  deleteAnswer = new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url });
      if (method === 'DELETE') return deleteAnswer;
      if (url.includes('/articles')) {
        return json(200, { data: [ARTICLE], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } });
      }
      return json(200, { data: SUPPLIER });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ListStub() {
  const location = useLocation();
  return <p>Leverancierslijst: {(location.state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(permissions = ['suppliers.*', 'articles.*']) {
  renderRoutes(
    [
      { path: '/suppliers/:id', element: <SupplierPage /> },
      { path: '/suppliers', element: <ListStub /> },
    ],
    { path: '/suppliers/s1', permissions, roles: ['admin'] },
  );
}

describe('SupplierPage', () => {
  it('shows the details in Dutch with tel: and mailto: links and the IBAN in groups', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SUPPLIER.name })).toBeTruthy();
    expect(screen.getByText('Bloemist')).toBeTruthy();
    expect(screen.getByText('Inactief')).toBeTruthy();
    expect(screen.getByText('3572 BK Utrecht')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Bel ${SUPPLIER.name}` }).getAttribute('href')).toBe('tel:0302713380');
    expect(screen.getByRole('link', { name: `Mail ${SUPPLIER.name}` }).getAttribute('href')).toBe(
      'mailto:bestellingen@dewilderoos.test',
    );
    expect(screen.getByText('NL45 RABO 0317 4625 91')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bewerken' }).getAttribute('href')).toBe('/suppliers/s1/edit');
  });

  it("lists the supplier's articles with prices, VAT label and links, and offers to add one", async () => {
    renderPage();
    const table = await screen.findByTestId('supplier-article-table');
    const row = within(table).getByRole('row', { name: /Kistbloemstuk rozen/ });
    expect(within(row).getByText('BLOEM-01')).toBeTruthy();
    expect(within(row).getByText('€ 125,50')).toBeTruthy();
    expect(within(row).getByText('€ 80,00')).toBeTruthy();
    expect(within(row).getByText('9 % btw')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Kistbloemstuk rozen' }).getAttribute('href')).toBe('/articles/a1');
    expect(screen.getByRole('link', { name: 'Artikel toevoegen' }).getAttribute('href')).toBe(
      '/suppliers/s1/articles/create',
    );
    expect(calls.some((call) => call.url.includes('/api/suppliers/s1/articles?page=1&per_page=25'))).toBe(true);
  });

  it('reads only for a funeral director: no edit, delete or add-article buttons', async () => {
    renderPage(['suppliers.view', 'articles.view']);
    await screen.findByRole('heading', { level: 1, name: SUPPLIER.name });
    await screen.findByTestId('supplier-article-table');
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Artikel toevoegen' })).toBeNull();
  });

  it("shows the server's 409 when articles still name the supplier, and deletes otherwise", async () => {
    const refusal = 'Deze leverancier kan niet worden verwijderd: er hoort nog 1 artikel bij.';
    deleteAnswer = json(409, { message: refusal });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SUPPLIER.name });
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    deleteAnswer = new Response(null, { status: 204 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(`Leverancierslijst: Leverancier ${SUPPLIER.name} is verwijderd.`)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/suppliers/s1',
      '/api/suppliers/s1',
    ]);
  });
});
