import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { ownerUser, placePage, wirePlace } from '../lib/place-test-fixtures.ts';
import { OrganizationPlacesTab } from './organization-places-tab.tsx';

let urls: string[] = [];

beforeEach(() => {
  urls = [];
  session.setUser(ownerUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return json(
        200,
        placePage([
          wirePlace({ id: 'p1', name: 'Aula', capacity: 120, preparation_minutes: 30, cleanup_minutes: 15 }),
          wirePlace({
            id: 'p2',
            name: 'Koffiekamer',
            kind: 'coffee_room',
            capacity: 80,
            color: '#8a6d1d',
            preparation_minutes: 0,
            cleanup_minutes: 30,
            broadcasting: false,
          }),
          wirePlace({
            id: 'p3',
            name: 'Oven 1',
            kind: 'cremation_oven',
            location_name: null,
            capacity: null,
            broadcasting: false,
            active: false,
          }),
          wirePlace({ id: 'p4', name: 'Aula', location_name: 'Crematorium Zuylen', color: '#1f5f8b' }),
        ]),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function renderTab(path: string, permissions = ['places.*']) {
  renderRoutes([{ path: '/organizations/:id/places', element: <OrganizationPlacesTab /> }], {
    path,
    permissions,
    roles: ['owner'],
  });
}

const headingsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('OrganizationPlacesTab', () => {
  it("groups the active organisation's places by location, each with its details and link", async () => {
    renderTab('/organizations/o1/places');
    await screen.findByRole('heading', { level: 3, name: 'Crematorium Zuylen' });
    const groups = screen.getByTestId('places-by-location');
    expect(headingsOf(groups)).toEqual(['Crematorium Zuylen', 'Uitvaartcentrum De Linde', 'Zonder locatie']);
    expect(urls).toEqual(['/api/places?page=1&per_page=100&sort=location']);
    expect(screen.getByText('4 plaatsen')).toBeTruthy();

    const linde = within(groups).getByRole('region', { name: 'Uitvaartcentrum De Linde' });
    const cards = within(linde).getAllByTestId('place-card');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Aula', 'Koffiekamer']);
    const [aula, coffee] = cards as [HTMLElement, HTMLElement];
    expect(within(aula).getByRole('link', { name: 'Aula' }).getAttribute('href')).toBe('/places/p1');
    expect(within(aula).getByText('Aula', { selector: 'p' })).toBeTruthy();
    expect(within(aula).getByText('120 personen')).toBeTruthy();
    expect(within(aula).getByText('30 / 15 min')).toBeTruthy();
    expect(within(aula).getByText('Kleur: Groen')).toBeTruthy();
    expect(within(aula).getByText('Uitzenden')).toBeTruthy();
    expect(within(coffee).getByText('Koffiekamer', { selector: 'p' })).toBeTruthy();
    expect(within(coffee).getByText('Kleur: Oker')).toBeTruthy();
    expect(within(coffee).queryByText('Uitzenden')).toBeNull();

    const without = within(groups).getByRole('region', { name: 'Zonder locatie' });
    expect(within(without).getByText('Crematieoven')).toBeTruthy();
    expect(within(without).getByText('Inactief')).toBeTruthy();
    expect(within(without).getByText('—')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Plaats toevoegen' }).getAttribute('href')).toBe(
      '/places/create',
    );
  });

  it('offers "Plaats toevoegen" only with places.create', async () => {
    renderTab('/organizations/o1/places', ['places.view']);
    await screen.findByRole('heading', { level: 3, name: 'Crematorium Zuylen' });
    expect(screen.queryByRole('link', { name: 'Plaats toevoegen' })).toBeNull();
  });

  it('for an organisation other than the active one, says to switch and asks nothing', async () => {
    renderTab('/organizations/o2/places');
    expect(
      await screen.findByText(
        'Je werkt nu in een andere organisatie. Wissel van organisatie om de plaatsen van deze organisatie te zien en te beheren.',
      ),
    ).toBeTruthy();
    expect(urls).toEqual([]);
  });
});
