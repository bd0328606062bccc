import { createGate, type Gate } from '@afscheid/shared';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';
import { runNavigation } from './navigation.ts';
import { middlewareRegistry } from './registry.ts';
import { runMiddleware } from './runner.ts';
import type { NavigationContext } from './types.ts';

function context(
  path: string,
  handle: Partial<RouteHandle> = {},
  options: {
    loggedIn?: boolean;
    gate?: Gate;
    organization?: { activeId: string | null; type: string | null; isSuper: boolean };
  } = {},
): NavigationContext & { remembered: string[]; calls: string[] } {
  const calls: string[] = [];
  const remembered: string[] = [];
  return {
    url: new URL(path, 'http://localhost'),
    handle: { title: 'Test', layout: 'default', ...handle },
    loggedIn: options.loggedIn ?? false,
    gate: () => options.gate ?? createGate({ roles: [], permissions: [] }),
    refreshPermissions: () => calls.push('set-permissions'),
    applyLanguage: () => calls.push('language'),
    rememberTarget: (target) => remembered.push(target),
    organization: () => options.organization ?? { activeId: 'o1', type: 'funeral_company', isSuper: false },
    remembered,
    calls,
  };
}

describe('runMiddleware', () => {
  it('gives a 500 error naming an unknown middleware', async () => {
    const outcome = await runMiddleware(['guest', 'bestaat-niet'], context('/'), middlewareRegistry);
    expect(outcome).toEqual({ type: 'error', status: 500, message: 'Onbekende middleware: bestaat-niet' });
  });

  it('does not treat inherited object keys as middleware', async () => {
    const outcome = await runMiddleware(['toString'], context('/'), middlewareRegistry);
    expect(outcome).toMatchObject({ type: 'error', status: 500, message: 'Onbekende middleware: toString' });
  });

  it('runs the middleware in order and stops at the first outcome', async () => {
    const order: string[] = [];
    const registry = {
      first: () => void order.push('first'),
      stop: () => {
        order.push('stop');
        return { type: 'redirect', to: '/elders' } as const;
      },
      never: vi.fn(),
    };
    const outcome = await runMiddleware(['first', 'stop', 'never'], context('/x'), registry);
    expect(outcome).toEqual({ type: 'redirect', to: '/elders' });
    expect(order).toEqual(['first', 'stop']);
    expect(registry.never).not.toHaveBeenCalled();
  });

  it('guest: sends a logged-in user to the dashboard and lets visitors through', async () => {
    expect(await runMiddleware(['guest'], context('/', {}, { loggedIn: true }), middlewareRegistry)).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
    expect(await runMiddleware(['guest'], context('/'), middlewareRegistry)).toEqual({ type: 'next' });
  });

  it('check-permissions: a 403 with the Dutch message when the gate refuses', async () => {
    const handle = { permission: 'dossiers.view|tasks.view' };
    const viewer = createGate({ roles: ['viewer'], permissions: ['*.view'] });
    const nobody = createGate({ roles: [], permissions: ['articles.view'] });
    expect(await runMiddleware(['check-permissions'], context('/x', handle, { gate: viewer }), middlewareRegistry)).toEqual({
      type: 'next',
    });
    expect(await runMiddleware(['check-permissions'], context('/x', handle, { gate: nobody }), middlewareRegistry)).toEqual({
      type: 'error',
      status: 403,
      message: 'Je hebt geen toegang tot deze pagina',
    });
    const all = { permission: 'dossiers.view|ash.close', permissionAll: true };
    const some = createGate({ roles: [], permissions: ['dossiers.view'] });
    expect(await runMiddleware(['check-permissions'], context('/x', all, { gate: some }), middlewareRegistry)).toMatchObject({
      status: 403,
    });
  });

  it('check-permissions: a role in the handle (the platform administrator only)', async () => {
    const handle = { role: 'super' };
    const owner = createGate({ roles: ['owner'], permissions: ['*'] });
    const platform = createGate({ roles: ['super'], permissions: [] });
    expect(await runMiddleware(['check-permissions'], context('/x', handle, { gate: owner }), middlewareRegistry)).toMatchObject({
      type: 'error',
      status: 403,
    });
    expect(await runMiddleware(['check-permissions'], context('/x', handle, { gate: platform }), middlewareRegistry)).toEqual({
      type: 'next',
    });
  });

  it("check-permissions: a page the organisation's type does not have, for members and the platform administrator", async () => {
    const handle = { permission: 'dossiers.view' };
    const crematoriumOwner = {
      gate: createGate({ roles: ['owner'], permissions: ['tasks.view', 'ash.view'] }),
      organization: { activeId: 'c1', type: 'crematorium', isSuper: false },
    };
    const superInCrematorium = {
      gate: createGate({ roles: ['super'], permissions: ['tasks.view', 'ash.view'] }),
      organization: { activeId: 'c1', type: null, isSuper: true },
    };
    const superInFuneralCompany = {
      gate: createGate({ roles: ['super'], permissions: ['dossiers.view', 'tasks.view'] }),
      organization: { activeId: 'f1', type: null, isSuper: true },
    };
    const notForType = { type: 'error', status: 403, message: 'Niet beschikbaar voor deze organisatie', reason: 'not-for-organization' };
    for (const options of [crematoriumOwner, superInCrematorium]) {
      expect(await runMiddleware(['check-permissions'], context('/dossiers', handle, options), middlewareRegistry)).toEqual(notForType);
    }
    expect(
      await runMiddleware(['check-permissions'], context('/dossiers', handle, superInFuneralCompany), middlewareRegistry),
    ).toEqual({ type: 'next' });
    // Everything the type has is still a matter of the role: a plain 403 for a crematorium viewer without ash.close.
    const viewer = { ...crematoriumOwner, gate: createGate({ roles: ['viewer'], permissions: ['ash.view'] }) };
    expect(await runMiddleware(['check-permissions'], context('/ash', { permission: 'ash.close' }, viewer), middlewareRegistry)).toMatchObject({
      status: 403,
      message: 'Je hebt geen toegang tot deze pagina',
    });
  });

  it('active-organization: a clear page without an active organisation, nothing to do with one', async () => {
    const none = { loggedIn: true, organization: { activeId: null, type: null, isSuper: true } };
    expect(await runMiddleware(['active-organization'], context('/dossiers', {}, none), middlewareRegistry)).toEqual({
      type: 'error',
      status: 409,
      message: 'Kies eerst een organisatie',
      reason: 'organization-required',
    });
    expect(await runMiddleware(['active-organization'], context('/dossiers', {}, { loggedIn: true }), middlewareRegistry)).toEqual({
      type: 'next',
    });
  });

  it('set-permissions refreshes the gate', async () => {
    const ctx = context('/x');
    await runMiddleware(['set-permissions'], ctx, middlewareRegistry);
    expect(ctx.calls).toEqual(['set-permissions']);
  });
});

describe('runNavigation', () => {
  it('runs the two global steps on every navigation', async () => {
    const ctx = context('/', { auth: 'guest' });
    expect(await runNavigation(ctx)).toEqual({ type: 'next' });
    expect(ctx.calls).toEqual(['set-permissions', 'language']);
  });

  it('sends a visitor to the login page and remembers the wanted page with its search', async () => {
    const ctx = context('/profile?tab=wachtwoord');
    expect(await runNavigation(ctx)).toEqual({ type: 'redirect', to: '/' });
    expect(ctx.remembered).toEqual(['/profile?tab=wachtwoord']);
  });

  it('lets visitors through on public pages, guest pages and the callback page', async () => {
    for (const [path, handle] of [
      ['/bestaat-niet', { auth: false }],
      ['/forgot-password', { auth: 'guest' }],
      ['/login', {}],
    ] as const) {
      const ctx = context(path, handle);
      expect(await runNavigation(ctx), path).toEqual({ type: 'next' });
      expect(ctx.remembered).toEqual([]);
    }
  });

  it('sends a logged-in user from the login page and guest pages to the dashboard', async () => {
    for (const [path, handle] of [
      ['/', { auth: 'guest' }],
      ['/reset-password', { auth: 'guest' }],
    ] as const) {
      expect(await runNavigation(context(path, handle, { loggedIn: true })), path).toEqual({
        type: 'redirect',
        to: '/dashboard',
      });
    }
    expect(await runNavigation(context('/profile', {}, { loggedIn: true }))).toEqual({ type: 'next' });
  });

  it('runs the route middleware after the guard, including an unknown name', async () => {
    const ctx = context('/dashboard', { middleware: ['check-permissions', 'onbekend'] }, { loggedIn: true });
    expect(await runNavigation(ctx)).toEqual({ type: 'error', status: 500, message: 'Onbekende middleware: onbekend' });
  });
});
