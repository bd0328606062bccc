import type { AuthUser } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSessionHooks, session } from '../../features/auth/index.ts';
import { gateStore } from '../../lib/gate/gate-store.ts';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';
import { offersSelector, OrganizationSelector } from './organization-selector.tsx';
import { OrganizationSelectorDialog, selectableOrganizations } from './organization-selector-dialog.tsx';
import { ShellExtensionsContext } from './shell-extensions.ts';

const linde = { id: 'o-linde', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' } as const;
const rozenveld = { id: 'o-rozen', name: 'Crematorium Het Rozenveld', type: 'crematorium', role: 'crematorium_staff' } as const;

const user: AuthUser = {
  id: 'u1',
  name: 'Eva de Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: ['*'],
  roles: ['owner'],
  permissions: ['*'],
  organizations: [linde, rozenveld],
  activeOrganizationId: 'o-linde',
};

/** The server's answer to the switch: the user as /api/auth/user, now in Het Rozenveld. */
const switched = {
  id: 'u1',
  name: 'Eva de Eigenaar',
  email: 'eigenaar@afscheid.test',
  is_super: false,
  scope: ['organizations.view'],
  roles: ['crematorium_staff'],
  permissions: ['organizations.view', 'members.view'],
  organizations: [linde, rozenveld],
  active_organization_id: 'o-rozen',
};

let requests: { url: string; method: string; body: unknown }[] = [];
let uninstall: () => void = () => undefined;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ data: switched }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  uninstall = installSessionHooks();
  session.setUser(user);
});

afterEach(() => {
  cleanup();
  uninstall();
  session.reset();
  vi.unstubAllGlobals();
});

function renderAt(handle: RouteHandle) {
  const router = createMemoryRouter(
    [
      {
        path: '/organizations/:id/wefact-api',
        handle,
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <ShellExtensionsContext.Provider value={{ OrganizationSelectorDialog }}>
              <OrganizationSelector user={session.getState().user ?? user} />
            </ShellExtensionsContext.Provider>
          </QueryClientProvider>
        ),
      },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/organizations/o-linde/wefact-api'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('organisation selector', () => {
  it('is not offered outside the default layout (an error page) where the dialog is absent', () => {
    render(<OrganizationSelector user={user} />);
    expect(screen.queryByRole('button', { name: 'Wissel van organisatie' })).toBeNull();
  });

  it('is offered with two or more organisations, or to the platform administrator', () => {
    expect(offersSelector(user)).toBe(true);
    expect(offersSelector({ ...user, organizations: [linde] })).toBe(false);
    expect(offersSelector({ isSuper: true, organizations: [] })).toBe(true);
  });

  it('lists memberships with their role; the platform administrator sees every organisation', () => {
    expect(selectableOrganizations(user, null).map((item) => [item.name, item.role])).toEqual([
      [linde.name, 'owner'],
      [rozenveld.name, 'crematorium_staff'],
    ]);
    const all = [{ id: 'o-x', name: 'Uitvaarthuis X', type: 'funeral_company' }, linde];
    expect(selectableOrganizations(user, all).map((item) => item.role)).toEqual([null, 'owner']);
  });

  it('switches: posts the choice, the session and the gate follow, a page the new role may not open goes home', async () => {
    const router = renderAt({ title: 'Wefact', layout: 'default', middleware: ['check-permissions'], permission: 'organizations.manage_wefact' });
    fireEvent.click(screen.getByRole('button', { name: 'Wissel van organisatie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wissel van organisatie' });
    expect(dialog.querySelector('[aria-current="true"]')?.textContent).toContain(linde.name);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${rozenveld.name}`) }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requests).toEqual([{ url: '/api/auth/active-organization', method: 'POST', body: { organization_id: 'o-rozen' } }]);
    expect(session.getState().user?.activeOrganizationId).toBe('o-rozen');
    expect(gateStore.getSnapshot().gate.roles).toEqual(['crematorium_staff']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays on the page when the new role may still open it; Escape closes without switching', async () => {
    const router = renderAt({ title: 'Organisatie', layout: 'default', middleware: ['check-permissions'], permission: 'organizations.view' });
    fireEvent.click(screen.getByRole('button', { name: 'Wissel van organisatie' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog moves focus inside after it opens; Escape is handled there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Wissel van organisatie' }));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${rozenveld.name}`) }));
    });
    await waitFor(() => expect(session.getState().user?.activeOrganizationId).toBe('o-rozen'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/organizations/o-linde/wefact-api');
  });
});
