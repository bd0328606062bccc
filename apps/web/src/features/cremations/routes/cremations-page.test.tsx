import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { cremationItem, wire } from '../lib/cremation-test-fixtures.ts';
import { CremationsPage } from './cremations-page.tsx';

let urls: string[] = [];

beforeEach(() => {
  urls = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/cremations')) {
        return json(200, {
          data: [
            wire(cremationItem()),
            wire(
              cremationItem({
                id: 'c2',
                number: '2026-0008',
                deceasedName: 'Gerrit Visser',
                oven: null,
                ready: false,
                missing: ['coffin', 'identification'],
              }),
            ),
            wire(
              cremationItem({ id: 'c3', number: '2026-0009', deceasedName: 'Ria Smit', status: 'approved' }),
            ),
          ],
          meta: { current_page: 1, per_page: 25, total: 3, last_page: 1 },
        });
      }
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (path: string) =>
  renderRoutes([{ path: '/cremations', element: <CremationsPage /> }], {
    path,
    permissions: ['cremation_approvals.*'],
    roles: ['crematorium_staff'],
  });

const listCalls = () => urls.filter((url) => url.startsWith('/api/cremations'));

describe('CremationsPage', () => {
  it('shows the records from today on by date, with status and readiness', async () => {
    render('/cremations');
    const table = await screen.findByTestId('cremation-table');
    expect(listCalls()[0]).toBe('/api/cremations?page=1&per_page=25&sort=date&from=2026-11-21');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '2026-0007',
        'Uitvaartzorg De Linde',
        '21 november 2026 10:30',
        'Oven 1',
        'Gepland',
        'Klaar voor vrijgave',
      ],
      [
        '2026-0008',
        'Uitvaartzorg De Linde',
        '21 november 2026 10:30',
        'Nog geen oven',
        'Gepland',
        '2 voorwaarden ontbreken',
      ],
      ['2026-0009', 'Uitvaartzorg De Linde', '21 november 2026 10:30', 'Oven 1', 'Vrijgegeven', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Gerrit Visser' }).getAttribute('href')).toBe(
      '/cremations/c2',
    );
    // The phone's cards hold the same records.
    expect(within(screen.getByTestId('cremation-cards')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 crematies')).toBeTruthy();
  });

  it('keeps filters and sort in the URL', async () => {
    const { router } = render('/cremations');
    await screen.findByTestId('cremation-table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    expect(router.state.location.search).toBe('?status=approved');
    fireEvent.click(
      within(screen.getByTestId('cremation-table')).getByRole('button', { name: /Crematienummer/ }),
    );
    expect(router.state.location.search).toBe('?status=approved&sort=number');
    await screen.findByTestId('cremation-table');
    expect(listCalls().at(-1)).toBe(
      '/api/cremations?page=1&per_page=25&sort=number&status=approved&from=2026-11-21',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('?sort=number');
  });

  it('reads an emptied "from" as every date, and the other filters from the URL', async () => {
    render('/cremations?from=&to=2026-12-31&status=performed&search=Visser&page=2');
    await screen.findByTestId('cremation-table');
    expect(listCalls()[0]).toBe(
      '/api/cremations?page=2&per_page=25&sort=date&status=performed&to=2026-12-31&search=Visser',
    );
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('Visser');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('performed');
  });
});
