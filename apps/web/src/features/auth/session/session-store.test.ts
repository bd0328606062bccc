import { messages, type AuthUser } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { memoryStorage } from '../../../lib/browser/storage.ts';
import { createGateStore } from '../../../lib/gate/gate-store.ts';
import { REDIRECT_KEY } from './remembered-target.ts';
import { installSessionHooks } from './session.ts';
import { createSessionStore } from './session-store.ts';
import { createTokenLifecycle, type ExpiryStore } from './token-lifecycle.ts';

const wireUser = {
  id: 'u1',
  name: 'Ursula Verzorger',
  email: 'uitvaartverzorger@afscheid.test',
  is_super: true,
  scope: ['dossiers.view'],
  roles: ['funeral_director'],
  permissions: ['dossiers.*'],
  organizations: [{ id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'funeral_director' }],
  active_organization_id: 'o1',
};

const progress = { start() {}, finish() {}, fail() {} };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(answers: Record<string, () => Response>, options: { cookie?: boolean } = {}) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const api = createApiClient({
    progress,
    readCookie: () => (options.cookie === false ? null : 'xsrf'),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      const answer = answers[key];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }) as typeof fetch,
  });
  let now = 1_000_000;
  let expiresAt: number | null = null;
  const expiry: ExpiryStore = {
    read: () => expiresAt,
    write: (value) => void (expiresAt = value),
    clear: () => void (expiresAt = null),
  };
  const token = createTokenLifecycle({ store: expiry, now: () => now });
  const storage = memoryStorage();
  const gate = createGateStore(memoryStorage());
  const session = createSessionStore({
    api,
    token,
    storage,
    hasSessionCookie: () => options.cookie !== false,
    currentPath: () => '/profile?tab=1',
  });
  installSessionHooks(api, session, token, gate);
  return { api, calls, bodies, session, token, storage, gate, advance: (ms: number) => void (now += ms) };
}

const loginAnswers = {
  'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
  'POST /login': () => new Response(null, { status: 204 }),
  'GET /api/auth/user': () => json(200, { data: wireUser }),
};

describe('session store', () => {
  it('logs in: CSRF cookie, credentials, then the user; the gate follows', async () => {
    const { calls, bodies, session, token, gate } = setup(loginAnswers);
    const user: AuthUser = await session.login({ email: 'a@b.nl', password: 'geheim', remember: true });

    expect(calls).toEqual(['GET /sanctum/csrf-cookie', 'POST /login', 'GET /api/auth/user']);
    expect(bodies).toEqual([{ email: 'a@b.nl', password: 'geheim', remember: true }]);
    expect(user.activeOrganizationId).toBe('o1');
    expect(session.getState()).toMatchObject({ loggedIn: true, strategy: 'session', busy: false, user: { name: 'Ursula Verzorger' } });
    expect(token.status()).toBe('valid');
    expect(gate.getSnapshot().gate.roles).toEqual(['funeral_director', 'super']);
  });

  it('reports a user answer without data with the catalogue message', async () => {
    const { session } = setup({ 'GET /api/auth/user': () => json(200, { user: wireUser }) });
    await expect(session.fetchUser()).rejects.toThrow(messages.errors.userDataMissing);
  });

  it('stays logged out at start-up without a session cookie, without asking the server', async () => {
    const { calls, session } = setup({}, { cookie: false });
    await session.initialize();
    expect(calls).toEqual([]);
    expect(session.getState()).toMatchObject({ initialized: true, loggedIn: false, user: null });
  });

  it('logs out even when the server call fails, and empties the gate', async () => {
    const { session, token, gate } = setup({ ...loginAnswers, 'POST /logout': () => json(500, { message: 'kapot' }) });
    await session.login({ email: 'a@b.nl', password: 'geheim' });
    await session.logout();
    expect(session.getState()).toMatchObject({ loggedIn: false, user: null, endReason: 'logout' });
    expect(token.status()).toBe('unknown');
    expect(gate.getSnapshot().gate.roles).toEqual([]);
  });

  it('aborts a request once the token expired, resets the session and remembers the page', async () => {
    const { api, calls, session, storage, advance } = setup(loginAnswers);
    await session.login({ email: 'a@b.nl', password: 'geheim' });
    calls.length = 0;

    advance(1800 * 1000 - 500);
    await expect(api.get('/api/auth/user')).rejects.toMatchObject({
      name: 'ExpiredAuthSessionError',
      message: messages.errors.expiredAuthSession,
    });
    expect(calls).toEqual([]);
    expect(session.getState()).toMatchObject({ loggedIn: false, user: null, endReason: 'expired' });
    expect(storage.get(REDIRECT_KEY)).toBe('/profile?tab=1');
  });

  it('slides the expiry on every successful call', async () => {
    const { api, session, token, advance } = setup(loginAnswers);
    await session.login({ email: 'a@b.nl', password: 'geheim' });
    advance(1000 * 1000);
    await api.get('/api/auth/user');
    advance(1000 * 1000);
    expect(token.status()).toBe('valid');
  });

  it('ends the session on a 401 and remembers the page', async () => {
    const { api, session, storage } = setup({ ...loginAnswers, 'GET /api/things': () => json(401, { message: 'Niet ingelogd' }) });
    await session.login({ email: 'a@b.nl', password: 'geheim' });
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(session.getState()).toMatchObject({ loggedIn: false, endReason: 'expired' });
    expect(storage.get(REDIRECT_KEY)).toBe('/profile?tab=1');
  });
});
