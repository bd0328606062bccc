import type { AuthUser } from '@afscheid/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../features/auth/index.ts';
import { queryClient } from '../query-provider.tsx';
import { data } from 'react-router';
import { checkLinkedRecord, offerSwitchAfterRefusal } from './foreign-record.ts';

const eva: AuthUser = {
  id: 'u1',
  name: 'Eva de Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['owner'],
  permissions: ['dossiers.view', 'tasks.view'],
  organizations: [
    { id: 'o-linde', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' },
    { id: 'o-berk', name: 'Uitvaartzorg De Berk', type: 'funeral_company', role: 'owner' },
  ],
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

const notFound: [number, unknown] = [404, { message: 'Wat je zoekt, bestaat niet (meer).' }];
const caught = (promise: Promise<void>) => promise.then(() => null, (error: unknown) => error);

describe('a link to one record', () => {
  it('loads the record into the cache for the page, without asking anything else', async () => {
    answers['/api/dossiers/d1'] = [200, { data: { id: 'd1', number: '2026-0001' } }];
    await checkLinkedRecord('dossier', 'd1');
    expect(requests).toEqual(['/api/dossiers/d1']);
    expect(queryClient.getQueryData(['dossiers', 'detail', 'd1'])).toEqual({ id: 'd1', number: '2026-0001' });
  });

  it("offers to switch when another of the user's organisations holds it", async () => {
    answers['/api/tasks/t1'] = notFound;
    answers['/api/tasks/t1/organization'] = [200, { data: { id: 'o-berk', name: 'Uitvaartzorg De Berk', type: 'funeral_company' } }];
    const error = await caught(checkLinkedRecord('task', 't1'));
    // `data(…)` thrown by a loader: the router turns it into the route error the error page reads.
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { reason: 'foreign-organization', record: 'task', organization: { id: 'o-berk', name: 'Uitvaartzorg De Berk' } },
    });
  });

  it.each([
    ['article', 'articles', ['articles', 'detail', 'a1']],
    ['supplier', 'suppliers', ['suppliers', 'detail', 'a1']],
    ['debtor', 'debtors', ['debtors', 'detail', 'a1']],
  ] as const)('does the same for a linked %s: its own record into the cache, or the switch offer', async (kind, path, key) => {
    answers[`/api/${path}/a1`] = [200, { data: { id: 'a1', name: 'Rouwkaarten' } }];
    await checkLinkedRecord(kind, 'a1');
    expect(queryClient.getQueryData(key)).toEqual({ id: 'a1', name: 'Rouwkaarten' });

    answers[`/api/${path}/b2`] = notFound;
    answers[`/api/${path}/b2/organization`] = [200, { data: { id: 'o-berk', name: 'Uitvaartzorg De Berk', type: 'funeral_company' } }];
    expect(await caught(checkLinkedRecord(kind, 'b2'))).toMatchObject({
      init: { status: 404 },
      data: { reason: 'foreign-organization', record: kind, organization: { id: 'o-berk', name: 'Uitvaartzorg De Berk' } },
    });
    expect(requests).toEqual([`/api/${path}/a1`, `/api/${path}/b2`, `/api/${path}/b2/organization`]);
  });

  it("leaves every other failure to the page: nobody's record, the active organisation's, a server error", async () => {
    answers['/api/dossiers/weg'] = notFound;
    answers['/api/dossiers/weg/organization'] = notFound;
    expect(await caught(checkLinkedRecord('dossier', 'weg'))).toBeNull();

    answers['/api/dossiers/hier'] = notFound;
    answers['/api/dossiers/hier/organization'] = [200, { data: { id: 'o-linde', name: 'Uitvaartzorg De Linde', type: 'funeral_company' } }];
    expect(await caught(checkLinkedRecord('dossier', 'hier'))).toBeNull();

    expect(await caught(checkLinkedRecord('dossier', 'stuk'))).toBeNull();
    expect(requests).not.toContain('/api/dossiers/stuk/organization');
  });

  it("offers the switch instead of a page the organisation's type lacks, and leaves other refusals alone", async () => {
    answers['/api/dossiers/d9/organization'] = [200, { data: { id: 'o-berk', name: 'Uitvaartzorg De Berk', type: 'funeral_company' } }];
    const notForType = data({ message: 'Niet beschikbaar voor deze organisatie', reason: 'not-for-organization' }, { status: 403 });
    expect(await caught(offerSwitchAfterRefusal(notForType, 'dossier', 'd9'))).toMatchObject({
      data: { reason: 'foreign-organization', organization: { id: 'o-berk' } },
    });
    const forbidden = data({ message: 'Je hebt geen toegang tot deze pagina' }, { status: 403 });
    expect(await caught(offerSwitchAfterRefusal(forbidden, 'dossier', 'd9'))).toBeNull();
    expect(requests).toEqual(['/api/dossiers/d9/organization']);
  });
});
