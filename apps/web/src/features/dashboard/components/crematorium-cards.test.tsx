import type { AuthUser } from '@afscheid/shared';
import type { ReactNode } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { DashboardPage } from '../routes/dashboard-page.tsx';
import { CrematoriumRequestsCard, eventLabel, waitingText } from './crematorium-requests-card.tsx';
import { CremationsTodayCard } from './cremations-today-card.tsx';

let urls: string[] = [];

const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  number: `2026-00${id}`,
  status: 'planned',
  deceased_name: name,
  funeral_company_name: 'Uitvaartzorg De Linde',
  planned_at: '2026-11-21T09:30:00.000Z',
  oven: { id: 'oven1', name: 'Oven 1' },
  ready: true,
  missing: [],
  performed_at: null,
  ...extra,
});

beforeEach(() => {
  urls = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T07:00:00.000Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url === '/api/crematorium-requests/updates') {
        return json(200, {
          data: {
            waiting: 2,
            events: [
              {
                id: 'e1',
                request_id: 'r1',
                side: 'provider',
                deceased_name: 'Johanna Bakker',
                action: 'proposed',
                organization_name: 'Crematorium Zuylen',
                note: 'Om 14:00 is de aula vrij.',
                created_at: '2026-11-20T15:00:00.000Z',
              },
              {
                id: 'e2',
                request_id: 'r2',
                side: 'provider',
                deceased_name: 'Gerrit Visser',
                action: 'revised',
                organization_name: 'Crematorium Zuylen',
                note: '3',
                created_at: '2026-11-20T12:00:00.000Z',
              },
            ],
          },
        });
      }
      if (url.startsWith('/api/cremations')) {
        return json(200, {
          data: [
            item('1', 'Johanna Bakker', { status: 'approved' }),
            item('2', 'Gerrit Visser', { ready: false, missing: ['permit', 'coffin', 'identification'] }),
            item('3', 'Ria Smit', { oven: null }),
          ],
          meta: { current_page: 1, per_page: 25, total: 3, last_page: 1 },
        });
      }
      if (url.startsWith('/api/tasks') || url.startsWith('/api/dossiers')) {
        return json(200, { data: [], meta: { current_page: 1, per_page: 5, total: 0, last_page: 1 } });
      }
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

const renderAt = (element: ReactNode, permissions: string[], roles = ['crematorium_staff']) =>
  renderRoutes([{ path: '/', element }], { path: '/', permissions, roles });

describe('the "Crematieaanvragen" card', () => {
  it('shows how many wait and the other side’s events, each linking to its request', async () => {
    renderAt(<CrematoriumRequestsCard />, ['crematorium_requests.view']);
    expect((await screen.findByTestId('requests-waiting')).textContent).toBe(
      '2 aanvragen wachten op jullie.',
    );
    const events = within(screen.getByRole('list', { name: 'Recente gebeurtenissen' })).getAllByRole(
      'listitem',
    );
    expect(events[0]?.textContent).toContain('Johanna Bakker: Ander tijdstip voorgesteld');
    expect(events[0]?.textContent).toContain('Crematorium Zuylen · 20 november 2026 16:00');
    expect(events[0]?.textContent).toContain('Om 14:00 is de aula vrij.');
    expect(events[1]?.textContent).toBe(
      'Gerrit Visser: Gewijzigde gegevens verstuurd (versie 3)Crematorium Zuylen · 20 november 2026 13:00',
    );
    expect(within(events[0]!).getByRole('link', { name: 'Johanna Bakker' }).getAttribute('href')).toBe(
      '/crematorium-requests/r1',
    );
    expect(screen.getByRole('link', { name: 'Alle crematieaanvragen' }).getAttribute('href')).toBe(
      '/crematorium-requests',
    );
  });

  it('words the count and the events', () => {
    expect(waitingText(0)).toBe('Er wacht geen aanvraag op jullie.');
    expect(waitingText(1)).toBe('1 aanvraag wacht op jullie.');
    expect(eventLabel({ action: 'approved', note: null })).toBe('Crematie vrijgegeven');
  });
});

describe('the "Crematies vandaag" card', () => {
  it('asks for today’s cremations and shows their approval state', async () => {
    renderAt(<CremationsTodayCard />, ['cremation_approvals.view']);
    const list = await screen.findByTestId('dashboard-cremations');
    expect(urls).toContain('/api/cremations?from=2026-11-21&to=2026-11-21&sort=date&page=1&per_page=25');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '10:30Johanna Bakker · Oven 1Vrijgegeven',
      '10:30Gerrit Visser · Oven 13 voorwaarden ontbreken',
      '10:30Ria SmitKlaar voor vrijgave',
    ]);
    expect(within(list).getByRole('link', { name: 'Gerrit Visser' }).getAttribute('href')).toBe(
      '/cremations/2',
    );
  });
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
  organizations: [{ id: 'o1', name: 'Organisatie', type, role }],
  activeOrganizationId: 'o1',
});

describe('the dashboard', () => {
  it('shows a crematorium both cards', async () => {
    session.setUser(user('crematorium', 'crematorium_staff'));
    renderAt(<DashboardPage />, ['tasks.view', 'crematorium_requests.view', 'cremation_approvals.view']);
    expect(await screen.findByRole('region', { name: 'Crematies vandaag' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Crematieaanvragen' })).toBeTruthy();
  });

  it('shows a funeral company the requests card only', async () => {
    session.setUser(user('funeral_company', 'funeral_director'));
    renderAt(
      <DashboardPage />,
      ['dossiers.view', 'tasks.view', 'crematorium_requests.view'],
      ['funeral_director'],
    );
    expect(await screen.findByRole('region', { name: 'Crematieaanvragen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Crematies vandaag' })).toBeNull();
    expect(urls.some((url) => url.startsWith('/api/cremations'))).toBe(false);
  });
});
