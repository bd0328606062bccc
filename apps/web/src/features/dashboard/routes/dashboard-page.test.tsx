import type { AuthUser } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { DASHBOARD_REFRESH_MS, DashboardPage } from './dashboard-page.tsx';

const NULL_PARTS = {
  dossiers: null,
  reservations: null,
  legal_deadlines: null,
  tasks: null,
  billable: null,
  crematorium_requests: null,
  request_events: null,
  ash_waiting_for_client: null,
  cremations_today: null,
  ash: null,
  suppliers: null,
  invoicing: null,
};

const DATES = { today: '2026-11-23', tomorrow: '2026-11-24', week_end: '2026-11-29' };

/** A funeral company owner sees every part of a funeral company, the owner's parts included. */
const funeralCompany = {
  ...DATES,
  ...NULL_PARTS,
  dossiers: {
    total: 12,
    by_status: [
      { status: 'open', count: 3 },
      { status: 'completed', count: 2 },
      { status: 'invoiced', count: 1 },
      { status: 'closed', count: 6 },
      { status: 'cancelled', count: 0 },
    ],
  },
  reservations: { today: 4, tomorrow: 1 },
  legal_deadlines: {
    count: 3,
    until: '2026-11-25',
    items: [
      { dossier_id: 'd1', number: '2026-0041', deceased_name: 'Johanna Bakker', latest_date: '2026-11-23' },
      { dossier_id: 'd2', number: '2026-0042', deceased_name: 'Gerrit Visser', latest_date: '2026-11-25' },
    ],
  },
  tasks: { open: 5, overdue: 2 },
  billable: { count: 4, total_excl: 123456, total_incl: 149382 },
  crematorium_requests: { submitted: 2, proposals: 1 },
  request_events: [
    {
      id: 'e1',
      request_id: 'r1',
      deceased_name: 'Wilhelmina Bakker',
      action: 'accepted',
      side: 'provider',
      organization_name: 'Crematorium Het Rozenveld',
      note: null,
      created_at: '2026-11-22T10:00:00.000Z',
    },
  ],
  ash_waiting_for_client: { count: 1 },
  suppliers: {
    by_status: [
      { status: 'active', count: 5 },
      { status: 'inactive', count: 1 },
    ],
  },
  invoicing: {
    state: 'attention',
    failed_invoices: 1,
    pending_invoices: 0,
    updated_at: '2026-11-20T09:15:00.000Z',
  },
};

/** A crematorium employee: requests, today's cremations and ashes, their tasks and reservations. */
const crematorium = {
  ...DATES,
  ...NULL_PARTS,
  reservations: { today: 3, tomorrow: 2 },
  tasks: { open: 1, overdue: 0 },
  crematorium_requests: { submitted: 3, proposals: 1 },
  request_events: [],
  cremations_today: {
    count: 3,
    items: [
      {
        id: 'c1',
        number: '2026-0101',
        deceased_name: 'Ria Smit',
        planned_at: '2026-11-23T08:30:00.000Z',
        oven_name: 'Oven 1',
        status: 'approved',
        ready: true,
        missing: [],
      },
      {
        id: 'c2',
        number: '2026-0102',
        deceased_name: 'Kees de Wit',
        planned_at: '2026-11-23T10:00:00.000Z',
        oven_name: 'Oven 2',
        status: 'planned',
        ready: false,
        missing: ['Verlof tot cremeren ontbreekt', 'Nog binnen 36 uur na overlijden'],
      },
      {
        id: 'c3',
        number: '2026-0103',
        deceased_name: 'Anna Jansen',
        planned_at: null,
        oven_name: null,
        status: 'planned',
        ready: true,
        missing: [],
      },
    ],
  },
  ash: { releasable_this_week: 4, over_term: 2, places_terms_ending: 1 },
};

let answer: { status: number; body: unknown } = { status: 200, body: { data: funeralCompany } };
let urls: string[] = [];

beforeEach(() => {
  urls = [];
  answer = { status: 200, body: { data: funeralCompany } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url === '/api/dashboard') return json(answer.status, answer.body);
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = (
  type: 'funeral_company' | 'crematorium',
  role: AuthUser['organizations'][number]['role'],
): AuthUser => ({
  id: 'u1',
  name: 'Ans de Groot',
  email: 'ans@afscheid.test',
  isSuper: false,
  scope: [],
  roles: [role],
  permissions: [],
  organizations: [
    { id: 'o1', name: type === 'crematorium' ? 'Crematorium Zuylen' : 'Uitvaartzorg De Linde', type, role },
  ],
  activeOrganizationId: 'o1',
});

function renderDashboard(
  who: AuthUser = user('funeral_company', 'owner'),
  permissions = [
    'dossiers.view',
    'tasks.view',
    'budget.view',
    'invoicing.invoice',
    'crematorium_requests.view',
  ],
) {
  session.setUser(who);
  return renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], {
    path: '/dashboard',
    permissions,
    roles: who.roles,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');
const regionNames = () =>
  within(screen.getByTestId('dashboard-cards'))
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);

describe('the dashboard of a funeral company', () => {
  it('asks for every count in one request and shows the funeral company’s cards, urgent ones first', async () => {
    renderDashboard();
    await screen.findByTestId('dashboard-cards');
    expect(urls).toEqual(['/api/dashboard']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/, Ans de Groot$/);
    expect(screen.getByText('Je werkt nu in Uitvaartzorg De Linde (uitvaartonderneming).')).toBeTruthy();
    expect(regionNames()).toEqual([
      'Wettelijke termijnen',
      'Mijn taken',
      'Crematieaanvragen',
      'Recente gebeurtenissen',
      'Dossiers',
      'Planning',
      'Asbestemmingen',
      'Te factureren',
      'Leveranciers',
      'Facturatiekoppeling',
      'Je organisaties',
    ]);
    // A crematorium's parts are null: no card.
    expect(screen.queryByRole('region', { name: 'Crematies vandaag' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Asbeheer' })).toBeNull();
  });

  it('counts the dossiers per status with the dossier status labels, each linking to the list with that status', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Dossiers' });
    expect(hrefOf(card, '3 lopend')).toBe('/dossiers?status=open');
    expect(hrefOf(card, '2 uitgevoerd')).toBe('/dossiers?status=completed');
    expect(hrefOf(card, '1 gefactureerd')).toBe('/dossiers?status=invoiced');
    expect(hrefOf(card, '6 gearchiveerd')).toBe('/dossiers?status=closed');
    expect(hrefOf(card, '0 geannuleerd')).toBe('/dossiers?status=cancelled');
    expect(hrefOf(card, 'Alle 12 dossiers')).toBe('/dossiers');
  });

  it('marks the close legal deadlines as urgent and links to them and to each dossier', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Wettelijke termijnen' });
    expect(card.getAttribute('data-urgent')).toBe('true');
    // The most pressing one is today.
    expect(within(card).getAllByText('Vandaag')).toHaveLength(2);
    const count = within(card).getByRole('link', { name: '3 dossiers' });
    expect(count.getAttribute('href')).toBe('/dossiers?deadline=soon');
    expect(count.getAttribute('data-urgent')).toBe('true');
    const rows = within(
      within(card).getByRole('list', { name: 'Dossiers met een termijn die afloopt' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-0041Johanna Bakkeruiterlijk 23 november 2026Vandaag',
      '2026-0042Gerrit Visseruiterlijk 25 november 2026',
    ]);
    expect(hrefOf(rows[1]!, 'Gerrit Visser')).toBe('/dossiers/d2');
    expect(hrefOf(card, 'En nog 1 andere')).toBe('/dossiers?deadline=soon');
  });

  it('shows my open and overdue tasks, the overdue ones marked "Te laat"', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Mijn taken' });
    expect(card.getAttribute('data-urgent')).toBe('true');
    expect(within(card).getByText('Te laat')).toBeTruthy();
    const overdue = within(card).getByRole('link', { name: '2 te laat' });
    expect(overdue.getAttribute('href')).toBe('/tasks?scope=mine&status=open&overdue=true');
    expect(overdue.getAttribute('data-urgent')).toBe('true');
    expect(hrefOf(card, '5 open taken')).toBe('/tasks?scope=mine&status=open');
  });

  it('links today’s and tomorrow’s reservations to those days in the planner', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Planning' });
    expect(hrefOf(card, '4 vandaag')).toBe('/planner?view=day&date=2026-11-23');
    expect(hrefOf(card, '1 morgen')).toBe('/planner?view=day&date=2026-11-24');
  });

  it('shows the requests waiting for the crematorium and the proposals to answer, and the ashes waiting for the client', async () => {
    renderDashboard();
    const requests = await screen.findByRole('region', { name: 'Crematieaanvragen' });
    expect(hrefOf(requests, '2 wachten op het crematorium')).toBe('/crematorium-requests?status=submitted');
    expect(hrefOf(requests, '1 voorstel om te beantwoorden')).toBe('/crematorium-requests?status=proposed');
    expect(within(requests).queryByText('Alles op orde')).toBeNull();
    const ash = region('Asbestemmingen');
    expect(hrefOf(ash, '1 wacht op de keuze van de opdrachtgever')).toBe('/crematorium-requests?ash=waiting');
  });

  it('shows what the crematorium did lately, each event linking to its request', async () => {
    renderDashboard();
    await screen.findByTestId('dashboard-cards');
    const card = region('Recente gebeurtenissen');
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Wilhelmina Bakker' })).toBeTruthy());
    expect(hrefOf(card, 'Wilhelmina Bakker')).toBe('/crematorium-requests/r1');
    expect(within(card).getByText(/Crematorium Het Rozenveld/)).toBeTruthy();
  });

  it('shows the billable dossiers with their total in euros, and opens the "Te factureren dossiers" dialog', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Te factureren' });
    expect(within(card).getByText('Totaal € 1.493,82 incl. btw')).toBeTruthy();
    expect(within(card).getByText('€ 1.234,56 excl. btw')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '4 dossiers' }));
    expect(await screen.findByRole('dialog', { name: 'Te factureren dossiers' })).toBeTruthy();
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/invoicing/billable-dossiers'))).toBe(true),
    );
  });

  it('shows the owner the suppliers by status and the invoicing link’s state', async () => {
    renderDashboard();
    const suppliers = await screen.findByRole('region', { name: 'Leveranciers' });
    expect(hrefOf(suppliers, '5 actief')).toBe('/suppliers?status=active');
    expect(hrefOf(suppliers, '1 inactief')).toBe('/suppliers?status=inactive');
    const invoicing = region('Facturatiekoppeling');
    expect(within(invoicing).getByText('Aandacht nodig')).toBeTruthy();
    const failed = within(invoicing).getByRole('link', { name: '1 factuur mislukt' });
    expect(failed.getAttribute('href')).toBe('/organizations/o1/wefact-api');
    expect(failed.getAttribute('data-urgent')).toBe('true');
    expect(within(invoicing).getByText('Instellingen bijgewerkt op 20 november 2026 10:15')).toBeTruthy();
    expect(hrefOf(invoicing, 'Koppeling bekijken')).toBe('/organizations/o1/wefact-api');
  });

  it('leaves out the parts the member may not see, and says "Alles op orde" where nothing is urgent', async () => {
    answer = {
      status: 200,
      body: {
        data: {
          ...DATES,
          ...NULL_PARTS,
          dossiers: funeralCompany.dossiers,
          legal_deadlines: { count: 0, until: '2026-11-25', items: [] },
          tasks: { open: 2, overdue: 0 },
        },
      },
    };
    renderDashboard(user('funeral_company', 'employee'), ['dossiers.view', 'tasks.view']);
    await screen.findByTestId('dashboard-cards');
    expect(regionNames()).toEqual(['Wettelijke termijnen', 'Mijn taken', 'Dossiers', 'Je organisaties']);
    for (const name of ['Wettelijke termijnen', 'Mijn taken']) {
      const card = region(name);
      expect(within(card).getByText('Alles op orde')).toBeTruthy();
      expect(card.getAttribute('data-urgent')).toBeNull();
    }
    expect(
      within(region('Mijn taken')).getByRole('link', { name: '0 te laat' }).getAttribute('data-urgent'),
    ).toBeNull();
    for (const name of [
      'Te factureren',
      'Leveranciers',
      'Facturatiekoppeling',
      'Crematieaanvragen',
      'Planning',
    ]) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });
});

describe('the dashboard of a crematorium', () => {
  beforeEach(() => {
    answer = { status: 200, body: { data: crematorium } };
  });

  const renderCrematorium = () =>
    renderDashboard(user('crematorium', 'crematorium_staff'), [
      'tasks.view',
      'crematorium_requests.view',
      'cremation_approvals.view',
      'ash.view',
    ]);

  it('shows the crematorium’s cards, today’s cremations first when one is not ready', async () => {
    renderCrematorium();
    await screen.findByTestId('dashboard-cards');
    expect(regionNames()).toEqual([
      'Crematies vandaag',
      'Mijn taken',
      'Crematieaanvragen',
      'Recente gebeurtenissen',
      'Planning',
      'Asbeheer',
      'Je organisaties',
    ]);
    expect(screen.queryByRole('region', { name: 'Dossiers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Wettelijke termijnen' })).toBeNull();
  });

  it('lists today’s cremations with their approval state and what still stops them', async () => {
    renderCrematorium();
    const card = await screen.findByRole('region', { name: 'Crematies vandaag' });
    expect(card.getAttribute('data-urgent')).toBe('true');
    expect(within(card).getByText('Vandaag')).toBeTruthy();
    expect(hrefOf(card, '3 crematies')).toBe('/cremations?from=2026-11-23&to=2026-11-23');
    const blocked = within(card).getByRole('link', { name: '1 niet klaar voor vrijgave' });
    expect(blocked.getAttribute('href')).toBe('/cremations?from=2026-11-23&to=2026-11-23');
    expect(blocked.getAttribute('data-urgent')).toBe('true');
    const rows = Array.from(screen.getByTestId('dashboard-cremations').children) as HTMLElement[];
    expect(rows.map((row) => row.textContent)).toEqual([
      '09:30Ria Smit · 2026-0101 · Oven 1Vrijgegeven',
      '11:00Kees de Wit · 2026-0102 · Oven 22 voorwaarden ontbrekenVerlof tot cremeren ontbreektNog binnen 36 uur na overlijden',
      'Geen tijdAnna Jansen · 2026-0103Klaar voor vrijgave',
    ]);
    expect(hrefOf(rows[1]!, 'Kees de Wit')).toBe('/cremations/c2');
    expect(
      within(within(rows[1]!).getByRole('list', { name: 'Ontbreekt: Kees de Wit' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('shows the requests to answer and the proposals waiting for the funeral company', async () => {
    renderCrematorium();
    const card = await screen.findByRole('region', { name: 'Crematieaanvragen' });
    expect(hrefOf(card, '3 aanvragen om te beantwoorden')).toBe('/crematorium-requests?status=submitted');
    expect(hrefOf(card, '1 voorstel wacht op de uitvaartonderneming')).toBe(
      '/crematorium-requests?status=proposed',
    );
  });

  it('shows the ashes releasable this week, over the term (with the ash status label) and the places whose term ends', async () => {
    renderCrematorium();
    const card = await screen.findByRole('region', { name: 'Asbeheer' });
    expect(within(card).getByText('Te laat')).toBeTruthy();
    const overTerm = within(card).getByRole('link', { name: '2 in bewaring, langer dan de bewaartermijn' });
    expect(overTerm.getAttribute('href')).toBe('/ash?over_term=true');
    expect(overTerm.getAttribute('data-urgent')).toBe('true');
    expect(hrefOf(card, '4 deze week vrij te geven')).toBe('/ash?releasable_by=2026-11-29');
    expect(hrefOf(card, '1 asplaats met een termijn die afloopt')).toBe('/ash/places?terms_ending=true');
  });
});

describe('loading, failing and refreshing', () => {
  it('shows skeleton cards while loading', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json(200, { data: funeralCompany }));
          }),
      ),
    );
    renderDashboard();
    expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('dashboard-skeleton')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Het dashboard wordt geladen…');
    release();
    await screen.findByTestId('dashboard-cards');
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
  });

  it('shows the Dutch error with a retry button, and the cards once the retry succeeds', async () => {
    answer = { status: 500, body: { message: 'Er ging iets mis op de server.' } };
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Het dashboard kon niet worden geladen. Er ging iets mis op de server.',
    );
    // The organisations stay in view.
    expect(screen.getByTestId('organization-list')).toBeTruthy();
    answer = { status: 200, body: { data: funeralCompany } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByTestId('dashboard-cards');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(urls).toEqual(['/api/dashboard', '/api/dashboard']);
  });

  it('refreshes the counts every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    renderDashboard();
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-cards')).toBeTruthy());
    expect(urls).toHaveLength(1);
    answer = { status: 200, body: { data: { ...funeralCompany, tasks: { open: 6, overdue: 3 } } } };
    await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS);
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getByRole('link', { name: '3 te laat' })).toBeTruthy());
  });

  it('asks nothing without an active organisation (a platform administrator), and shows the organisations', async () => {
    session.setUser({
      ...user('funeral_company', 'owner'),
      isSuper: true,
      organizations: [],
      activeOrganizationId: null,
    });
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], {
      path: '/dashboard',
      permissions: [],
    });
    expect(await screen.findByText(/Je bent platformbeheerder/)).toBeTruthy();
    expect(urls).toEqual([]);
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();
  });
});
