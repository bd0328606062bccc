import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { listItem, stubFetch, wire, type Call } from '../lib/ash-test-fixtures.ts';
import { AshRecordsPage } from './ash-records-page.tsx';

let calls: Call[] = [];
let items = [
  listItem(),
  listItem({
    id: 'r2',
    registrationNumber: 'AS-2026-0007',
    deceasedName: 'Gerrit Visser',
    deceasedInitials: null,
    status: 'approved',
    crematedOn: '2026-04-02',
    releaseOn: '2026-05-03',
    daysUntilRelease: -200,
    releasable: true,
    overTerm: true,
    blocked: true,
    storageLocation: null,
    destinationKinds: ['niche', 'hand_over', 'niche'],
  }),
];

beforeEach(() => {
  calls = stubFetch((call) =>
    call.url.startsWith('/api/ash-records')
      ? json(200, {
          data: items.map(wire),
          meta: { current_page: 1, per_page: 25, total: items.length, last_page: 1 },
        })
      : undefined,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (path: string, permissions = ['ash.*']) =>
  renderRoutes([{ path: '/ash', element: <AshRecordsPage /> }], {
    path,
    permissions,
    roles: ['crematorium_staff'],
  });

const listCalls = () =>
  calls.filter((call) => call.url.startsWith('/api/ash-records')).map((call) => call.url);

describe('AshRecordsPage', () => {
  it('shows the records with status, release, destinations, flags and storage', async () => {
    render('/ash');
    const table = await screen.findByTestId('ash-table');
    expect(listCalls()[0]).toBe('/api/ash-records?page=1&per_page=25&sort=-cremated_on');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'AS-2026-0042',
        '9 november 2026',
        'In bewaring',
        'Vrij te geven over 12 dagenvanaf 10 december 2026',
        'Nog geen bestemming',
      ],
      [
        'AS-2026-0007',
        '2 april 2026',
        'GoedgekeurdLanger dan 6 maanden in bewaringVerbod officier van justitie',
        'Vrij te geven',
        'Bijzetting in een nis (columbarium), Meegeven aan de opdrachtgever',
      ],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(
      'Johanna Bakker (J.M.)Bewaarplaats: Kast B, plank 2',
    );
    expect(within(table).getByRole('link', { name: 'Gerrit Visser' }).getAttribute('href')).toBe('/ash/r2');
    // The phone's cards hold the same records.
    const cards = screen.getByTestId('ash-cards');
    expect(cards.children).toHaveLength(2);
    expect(
      within(cards.children[1] as HTMLElement).getByRole('list', { name: 'Aandachtspunten' }).textContent,
    ).toBe('Langer dan 6 maanden in bewaringVerbod officier van justitie');
    expect(screen.getByText('2 asregistraties')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Asregistratie toevoegen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asregistraties' }).getAttribute('href')).toBe('/ash');
  });

  it('keeps filters and sort in the URL and sends them to the API', async () => {
    const { router } = render('/ash');
    await screen.findByTestId('ash-table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Goedgekeurd' }));
    expect(router.state.location.search).toBe('?status=approved');
    fireEvent.click(screen.getByRole('checkbox', { name: 'In bewaring' }));
    expect(router.state.location.search).toBe('?status=in_storage%2Capproved');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alleen vrij te geven' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alleen langer dan de bewaartermijn in bewaring' }));
    fireEvent.click(within(screen.getByTestId('ash-table')).getByRole('button', { name: /Vrijgave/ }));
    expect(router.state.location.search).toBe(
      '?status=in_storage%2Capproved&releasable=1&over_term=1&sort=release',
    );
    await screen.findByTestId('ash-table');
    expect(listCalls().at(-1)).toBe(
      '/api/ash-records?page=1&per_page=25&sort=release&status=in_storage%2Capproved&releasable=true&over_term=true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('?sort=release');
  });

  it('shows the dashboard’s "vrij te geven tot en met" filter, sends it to the API, and clears it', async () => {
    const { router } = render('/ash?releasable_by=2026-11-29');
    await screen.findByTestId('ash-table');
    expect(listCalls().at(-1)).toBe(
      '/api/ash-records?page=1&per_page=25&sort=-cremated_on&releasable_by=2026-11-29',
    );
    const box = screen.getByRole('checkbox', {
      name: 'Vrij te geven tot en met 29 november 2026',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(router.state.location.search).toBe('');
    // Still on offer, unticked, to tick again.
    const again = screen.getByRole('checkbox', { name: 'Vrij te geven tot en met 29 november 2026' });
    expect((again as HTMLInputElement).checked).toBe(false);
    fireEvent.click(again);
    expect(router.state.location.search).toBe('?releasable_by=2026-11-29');
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('');
  });

  it('ticks "langer dan de bewaartermijn" for the dashboard’s over_term=true link', async () => {
    render('/ash?over_term=true');
    await screen.findByTestId('ash-table');
    const box = screen.getByRole('checkbox', { name: 'Alleen langer dan de bewaartermijn in bewaring' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(listCalls().at(-1)).toBe('/api/ash-records?page=1&per_page=25&sort=-cremated_on&over_term=true');
  });

  it('says when there are no records, and when none match', async () => {
    items = [];
    render('/ash', ['ash.view']);
    expect((await screen.findByTestId('ash-empty')).textContent).toBe('Er zijn nog geen asregistraties.');
    expect(screen.queryByRole('button', { name: 'Asregistratie toevoegen' })).toBeNull();
    cleanup();
    render('/ash?search=Zwart&blocked=1');
    expect((await screen.findByTestId('ash-empty')).textContent).toBe(
      'Geen asregistraties gevonden met deze zoekopdracht of filters.',
    );
    expect(listCalls().at(-1)).toBe(
      '/api/ash-records?page=1&per_page=25&sort=-cremated_on&blocked=true&search=Zwart',
    );
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('Zwart');
  });
});
