import { createGate } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { memoryStorage } from '../../../lib/browser/storage.ts';
import { createGateStore } from '../../../lib/gate/gate-store.ts';
import {
  createOrganizationProblemStore,
  organizationAllows,
  organizationHeaders,
  problemOf,
} from './organization-context.ts';
import { installSessionHooks } from './session.ts';
import { createSessionStore } from './session-store.ts';
import { createTokenLifecycle } from './token-lifecycle.ts';

const changed = (organization: string) =>
  new Headers({ 'X-Organization-Error': 'changed', 'X-Organization-Id': organization });

describe('organization context', () => {
  it('names the active organisation in a header, and nothing without one', () => {
    expect(organizationHeaders({ activeOrganizationId: 'o1' })).toEqual({ 'X-Organization-Id': 'o1' });
    expect(organizationHeaders({ activeOrganizationId: null })).toBeUndefined();
    expect(organizationHeaders(null)).toBeUndefined();
  });

  it('recognises the 409s about the organisation, not a version conflict', () => {
    const error = new ApiError(409, 'Ander tabblad');
    expect(problemOf(error, changed('o2'), 'o1')).toEqual({ kind: 'changed', message: 'Ander tabblad' });
    expect(problemOf(error, new Headers({ 'X-Organization-Error': 'required' }), null)).toEqual({
      kind: 'required',
      message: 'Ander tabblad',
    });
    expect(problemOf(error, new Headers(), 'o1')).toBeNull();
    expect(problemOf(new ApiError(404, 'Weg'), changed('o2'), 'o1')).toBeNull();
  });

  it('ignores a late answer when this tab itself already switched to that organisation', () => {
    expect(problemOf(new ApiError(409, 'Ander tabblad'), changed('o2'), 'o2')).toBeNull();
  });

  it('keeps the first problem until it is cleared', () => {
    const store = createOrganizationProblemStore();
    let notified = 0;
    store.subscribe(() => void notified++);
    store.report({ kind: 'changed', message: 'een' });
    store.report({ kind: 'required', message: 'twee' });
    expect(store.getState()).toEqual({ kind: 'changed', message: 'een' });
    store.clear();
    expect(store.getState()).toBeNull();
    expect(notified).toBe(2);
  });

  it("follows the organisation's type for the platform administrator, whose gate passes everything", () => {
    const superInCrematorium = createGate({ roles: ['super'], permissions: ['tasks.view', 'ash.view'] });
    expect(superInCrematorium.can('dossiers.view')).toBe(true);
    expect(organizationAllows(superInCrematorium, 'dossiers.view')).toBe(false);
    expect(organizationAllows(superInCrematorium, 'dossiers.view|tasks.view')).toBe(true);
  });
});

describe('the session hooks', () => {
  function setup() {
    const sent: (string | null)[] = [];
    const answers: Response[] = [];
    const api = createApiClient({
      progress: { start() {}, finish() {}, fail() {} },
      readCookie: () => 'xsrf',
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers).get('X-Organization-Id'));
        return answers.shift()!;
      }) as typeof fetch,
    });
    const expiry = { value: null as number | null };
    const token = createTokenLifecycle({
      store: { read: () => expiry.value, write: (v) => void (expiry.value = v), clear: () => void (expiry.value = null) },
    });
    const session = createSessionStore({
      api,
      token,
      storage: memoryStorage(),
      hasSessionCookie: () => true,
      currentPath: () => '/dossiers',
    });
    const problems = createOrganizationProblemStore();
    installSessionHooks(api, session, token, createGateStore(memoryStorage()), problems);
    return { api, session, problems, sent, answers };
  }

  const user = {
    id: 'u1',
    name: 'Eva',
    email: 'eigenaar@afscheid.test',
    isSuper: false,
    scope: [],
    roles: ['owner'],
    permissions: ['dossiers.view'],
    organizations: [{ id: 'o1', name: 'De Linde', type: 'funeral_company' as const, role: 'owner' as const }],
    activeOrganizationId: 'o1',
  };
  const conflict = (organization: string) =>
    new Response(JSON.stringify({ message: 'Je werkt in een ander tabblad…' }), {
      status: 409,
      headers: { 'Content-Type': 'application/json', 'X-Organization-Error': 'changed', 'X-Organization-Id': organization },
    });

  it("sends the tab's organisation and reports the server's refusal to the app shell", async () => {
    const { api, session, problems, sent, answers } = setup();
    session.setUser(user);
    answers.push(conflict('o2'));
    await expect(api.post('/api/dossiers', {})).rejects.toMatchObject({ status: 409 });
    expect(sent).toEqual(['o1']);
    expect(problems.getState()).toEqual({ kind: 'changed', message: 'Je werkt in een ander tabblad…' });
  });
});
