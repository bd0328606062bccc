import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import {
  CREMATORIUM_PERMISSIONS,
  crematoriumUser,
  DIRECTOR_PERMISSIONS,
  directorUser,
  listPage,
  wireListItem,
} from '../lib/request-test-fixtures.ts';
import { CrematoriumRequestsPage } from './crematorium-requests-page.tsx';

let urls: string[] = [];
let items: unknown[] = [];

beforeEach(() => {
  urls = [];
  items = [
    wireListItem({
      id: 'req2',
      status: 'proposed',
      needs_action: true,
      deceased_name: 'Hendrik Bakker',
      planned_at: '2027-03-15T13:00:00.000Z',
      dossier: { id: 'd2', number: '2027-0051' },
    }),
    wireListItem(),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/crematorium-requests')) return json(200, listPage(items, { total: 2 }));
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function render(path: string, side: 'requester' | 'provider' = 'requester') {
  session.setUser(side === 'requester' ? directorUser : crematoriumUser);
  return renderRoutes([{ path: '/crematorium-requests', element: <CrematoriumRequestsPage /> }], {
    path,
    permissions: side === 'requester' ? DIRECTOR_PERMISSIONS : CREMATORIUM_PERMISSIONS,
  });
}

const lastApiUrl = () => urls.filter((url) => url.startsWith('/api/crematorium-requests')).at(-1);

describe('CrematoriumRequestsPage', () => {
  it('lists what the funeral company sent, the ones needing its action first with a badge', async () => {
    render('/crematorium-requests');
    const table = await screen.findByTestId('request-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Crematieaanvragen' })).toBeTruthy();
    expect(screen.getByText(/die je organisatie bij crematoria heeft gedaan/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Overledene', 'Datum', 'Status', 'Crematorium', 'Dossier']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Hendrik Bakker');
    expect(rows[0]?.textContent).toContain('15 maart 2027 om 14:00');
    expect(within(rows[0] as HTMLElement).getByText('Alternatief voorgesteld')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Actie nodig')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('2027-0051');
    expect(within(rows[1] as HTMLElement).queryByText('Actie nodig')).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Johanna de Vries' })
        .getAttribute('href'),
    ).toBe('/crematorium-requests/req1');
    // The phone's cards carry the same badge.
    expect(within(screen.getByTestId('request-cards')).getAllByText('Actie nodig')).toHaveLength(1);
    expect(screen.getByText('2 crematieaanvragen')).toBeTruthy();
    expect(lastApiUrl()).toBe('/api/crematorium-requests?page=1&per_page=25&sort=attention');
  });

  it('keeps the filters, the search and the order in the URL and asks the server for them', async () => {
    const { router } = render('/crematorium-requests?status=proposed&from=2027-03-01&page=2');
    await screen.findByTestId('request-table');
    expect(lastApiUrl()).toBe(
      '/api/crematorium-requests?page=2&per_page=25&sort=attention&status=proposed&from=2027-03-01',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('proposed');
    // The date fields load after the list (FilterDateField).
    const from = await screen.findByRole('group', { name: 'Datum vanaf' }, { timeout: 5000 });
    expect(from.textContent).toContain('01-03-2027');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'submitted' } });
    expect(router.state.location.search).toBe('?status=submitted&from=2027-03-01');
    fireEvent.change(screen.getByLabelText('Sorteren op'), { target: { value: '-date' } });
    expect(router.state.location.search).toBe('?status=submitted&from=2027-03-01&sort=-date');
    const search = screen.getByRole('searchbox', { name: 'Zoeken' });
    fireEvent.change(search, { target: { value: 'Bakker' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(router.state.location.search).toBe('?search=Bakker&status=submitted&from=2027-03-01&sort=-date');
    await waitFor(() =>
      expect(lastApiUrl()).toBe(
        '/api/crematorium-requests?page=1&per_page=25&sort=-date&search=Bakker&status=submitted&from=2027-03-01',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('?search=Bakker&sort=-date');
  });

  it('shows the dashboard’s "As wacht op bestemming" filter, asks the server for it, and clears it', async () => {
    const { router } = render('/crematorium-requests?ash=waiting');
    await screen.findByTestId('request-table');
    expect(lastApiUrl()).toBe('/api/crematorium-requests?page=1&per_page=25&sort=attention&ash=waiting');
    const box = screen.getByRole('checkbox', { name: 'As wacht op bestemming' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByRole('heading', { name: /Filters \(1 actief\)/ })).toBeTruthy();

    fireEvent.click(box);
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(lastApiUrl()).toBe('/api/crematorium-requests?page=1&per_page=25&sort=attention'),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'As wacht op bestemming' }));
    expect(router.state.location.search).toBe('?ash=waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers a crematorium no ash filter (it is the funeral company’s)', async () => {
    render('/crematorium-requests', 'provider');
    await screen.findByTestId('request-table');
    expect(screen.queryByRole('checkbox', { name: 'As wacht op bestemming' })).toBeNull();
  });

  it('tells a crematorium these are the requests it received, with the funeral company and no drafts', async () => {
    items = [
      wireListItem({
        side: 'provider',
        needs_action: true,
        dossier: null,
        counterpart: { id: 'o1', name: 'Uitvaartzorg De Linde' },
      }),
    ];
    render('/crematorium-requests', 'provider');
    const table = await screen.findByTestId('request-table');
    expect(screen.getByText(/die je crematorium van uitvaartondernemingen heeft ontvangen/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Overledene', 'Datum', 'Status', 'Uitvaartonderneming']);
    expect(within(table).getByText('Uitvaartzorg De Linde')).toBeTruthy();
    expect(within(table).getByText('Actie nodig')).toBeTruthy();
    const statuses = Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options).map(
      (option) => option.textContent,
    );
    expect(statuses).not.toContain('Concept');
    expect(statuses).toContain('Ingediend');
  });

  it('says when nothing matches', async () => {
    items = [];
    render('/crematorium-requests?search=Jansen');
    expect(
      await screen.findByText('Er zijn geen crematieaanvragen die aan je zoekopdracht of filters voldoen.'),
    ).toBeTruthy();
  });
});
