import type { AuthUser } from '@afscheid/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../features/auth/index.ts';
import { dashboardKeys } from '../../features/dashboard/index.ts';
import { apiQueryFromParams, dossierKeys, paramsFromUrl } from '../../features/dossiers/index.ts';
import { queryClient } from '../query-provider.tsx';
import { checkLinkedRecord } from './foreign-record.ts';
import { prefetchDashboard, prefetchDossier, prefetchDossierList, prefetchSection } from './page-prefetch.ts';

const eva: AuthUser = {
  id: 'u1',
  name: 'Eva de Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['owner'],
  permissions: ['dossiers.view', 'sections.view'],
  organizations: [{ id: 'o-linde', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' }],
  activeOrganizationId: 'o-linde',
};

let answers: Record<string, [number, unknown]> = {};
let requests: string[] = [];
beforeEach(() => {
  answers = {};
  requests = [];
  queryClient.clear();
  session.setUser(eva);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input));
      const [status, body] = answers[String(input)] ?? [500, { message: 'kapot' }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
});

describe("a page's data asked for by its loader", () => {
  it("puts the section under the section page's query key", async () => {
    answers['/api/dossiers/d1/sections/deceased'] = [
      200,
      { data: { key: 'deceased', version: 3, data: {} } },
    ];
    await prefetchSection('d1', 'deceased');
    expect(requests).toEqual(['/api/dossiers/d1/sections/deceased']);
    expect(queryClient.getQueryData(dossierKeys.section('d1', 'deceased'))).toEqual({
      key: 'deceased',
      version: 3,
      data: {},
    });
  });

  it('asks nothing again while the answer is fresh, like the page would', async () => {
    answers['/api/dossiers/d1/sections/deceased'] = [
      200,
      { data: { key: 'deceased', version: 3, data: {} } },
    ];
    await prefetchSection('d1', 'deceased');
    await prefetchSection('d1', 'deceased');
    expect(requests).toHaveLength(1);
  });

  it("puts the dashboard under the active organisation's key, and asks nothing without one", async () => {
    answers['/api/dashboard'] = [200, { data: { work: null } }];
    await prefetchDashboard();
    expect(queryClient.getQueryData(dashboardKeys.of('o-linde'))).toEqual({ work: null });

    queryClient.clear();
    requests = [];
    session.setUser({ ...eva, activeOrganizationId: null });
    await prefetchDashboard();
    expect(requests).toEqual([]);
  });

  it('puts the dossier list under the key the list page builds from the same URL', async () => {
    const list = { data: [], meta: { total: 0, lastPage: 1 } };
    answers['/api/dossiers?page=2&per_page=25&search=Jansen&sort=-created_at'] = [200, list];
    await prefetchDossierList(new URL('http://localhost/dossiers?search=Jansen&page=2'));
    expect(requests).toEqual(['/api/dossiers?page=2&per_page=25&search=Jansen&sort=-created_at']);
    const query = apiQueryFromParams(paramsFromUrl(new URLSearchParams('search=Jansen&page=2')));
    expect(queryClient.getQueryData(dossierKeys.list(query))).toEqual(list);
  });

  it("shares the dossier's request with the linked-record check instead of asking twice", async () => {
    answers['/api/dossiers/d1'] = [200, { data: { id: 'd1', number: '2026-0001' } }];
    const prefetch = prefetchDossier('d1');
    await checkLinkedRecord('dossier', 'd1');
    await prefetch;
    expect(requests).toEqual(['/api/dossiers/d1']);
    expect(queryClient.getQueryData(dossierKeys.detail('d1'))).toEqual({ id: 'd1', number: '2026-0001' });
  });

  it('swallows a failure: the page shows it (and the dossier is not asked for again and again)', async () => {
    answers['/api/dossiers/d1'] = [503, { message: 'Even niet' }];
    await expect(prefetchDossier('d1')).resolves.toBeUndefined();
    expect(requests).toEqual(['/api/dossiers/d1']);
  });
});
