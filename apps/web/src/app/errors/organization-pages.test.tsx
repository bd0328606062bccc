import type { AuthUser } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrganizationProblemStore } from '../../features/auth/index.ts';
import { installSessionHooks, session } from '../../features/auth/index.ts';
import { OrganizationProblemDialog } from '../navigation/organization-problem-dialog.tsx';
import type { RouteErrorData } from '../routing/guarded-loader.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const linde = { id: 'o-linde', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' } as const;
const rozenveld = { id: 'o-rozen', name: 'Crematorium Het Rozenveld', type: 'crematorium', role: 'owner' } as const;
const eva: AuthUser = {
  id: 'u1',
  name: 'Eva de Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['owner'],
  permissions: ['tasks.view'],
  organizations: [linde, rozenveld],
  activeOrganizationId: 'o-rozen',
};
const platform: AuthUser = { ...eva, id: 'u2', name: 'Pim Platform', isSuper: true, roles: ['super'], organizations: [], activeOrganizationId: null };

let requests: string[] = [];
let uninstall: () => void = () => undefined;
beforeEach(() => {
  requests = [];
  uninstall = installSessionHooks();
});
afterEach(() => {
  cleanup();
  uninstall();
  session.reset();
  vi.unstubAllGlobals();
});

/** A page whose loader throws the route error, shown by the app's error boundary (a dossier's unless told). */
function renderError(
  body: RouteErrorData,
  status: number,
  loaded = vi.fn(async () => null),
  { path = '/dossiers/:id', url = '/dossiers/d1', client = new QueryClient() } = {},
) {
  let fail = true;
  const router = createMemoryRouter(
    [
      {
        path,
        loader: async () => {
          if (fail) throw data(body, { status });
          return loaded();
        },
        element: <p>dossier geopend</p>,
        ErrorBoundary: RouteErrorBoundary,
      },
      { path: '/dossiers', element: <p>dossierlijst</p> },
      { path: '/organizations', element: <p>organisaties</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, stopFailing: () => void (fail = false) };
}

describe('organisation pages', () => {
  it('asks the platform administrator to pick or create an organisation first', async () => {
    session.setUser(platform);
    renderError({ message: 'Kies eerst een organisatie', reason: 'organization-required' }, 409);
    expect(await screen.findByRole('heading', { name: 'Kies eerst een organisatie' })).toBeTruthy();
    expect(screen.getByText(/Als platformbeheerder werk je nu niet in een organisatie/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de organisaties' }).getAttribute('href')).toBe('/organizations');
  });

  it('tells a member without an active membership whom to ask', async () => {
    session.setUser({ ...eva, organizations: [], activeOrganizationId: null });
    renderError({ message: 'Kies eerst een organisatie', reason: 'organization-required' }, 409);
    expect(await screen.findByText(/geen actief lid van een organisatie/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Naar de organisaties' })).toBeNull();
  });

  it("explains a page the organisation's type does not have", async () => {
    session.setUser(eva);
    renderError({ message: 'Niet beschikbaar voor deze organisatie', reason: 'not-for-organization' }, 403);
    expect(await screen.findByRole('heading', { name: 'Niet beschikbaar voor deze organisatie' })).toBeTruthy();
    expect(screen.getByText(/Je werkt nu in Crematorium Het Rozenveld \(crematorium\)/)).toBeTruthy();
  });

  it('offers to switch to the organisation that holds the record, and then opens it', async () => {
    session.setUser(eva);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${String(input)} ${init?.body ?? ''}`);
        const user = { ...eva, is_super: false, active_organization_id: 'o-linde', permissions: ['dossiers.view'] };
        return new Response(JSON.stringify({ data: user }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { router, stopFailing } = renderError(
      { message: 'Dit staat in een andere organisatie', reason: 'foreign-organization', organization: { id: 'o-linde', name: linde.name }, record: 'dossier' },
      404,
    );
    expect(await screen.findByText('Dit dossier hoort bij Uitvaartzorg De Linde. Je werkt nu in Crematorium Het Rozenveld.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blijf in Crematorium Het Rozenveld' }).getAttribute('href')).toBe('/dossiers');

    stopFailing();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Overstappen naar Uitvaartzorg De Linde' }));
    });
    await waitFor(() => expect(screen.getByText('dossier geopend')).toBeTruthy());
    expect(requests).toEqual(['POST /api/auth/active-organization {"organization_id":"o-linde"}']);
    expect(session.getState().user?.activeOrganizationId).toBe('o-linde');
    expect(router.state.location.pathname).toBe('/dossiers/d1');
  });

  it('names a supplier, a debtor or an article, stays in their list, and forgets only their cached record on switching', async () => {
    session.setUser(eva);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${String(input)} ${init?.body ?? ''}`);
        const user = { ...eva, is_super: false, active_organization_id: 'o-linde', permissions: ['suppliers.view'] };
        return new Response(JSON.stringify({ data: user }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(['suppliers', 'detail', 's1'], { id: 's1' });
    client.setQueryData(['dossiers', 'detail', 'd1'], { id: 'd1' });
    const { router, stopFailing } = renderError(
      { message: 'Dit staat in een andere organisatie', reason: 'foreign-organization', organization: { id: 'o-linde', name: linde.name }, record: 'supplier' },
      404,
      undefined,
      { path: '/suppliers/:id/edit', url: '/suppliers/s1/edit', client },
    );
    expect(await screen.findByText('Deze leverancier hoort bij Uitvaartzorg De Linde. Je werkt nu in Crematorium Het Rozenveld.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blijf in Crematorium Het Rozenveld' }).getAttribute('href')).toBe('/suppliers');

    stopFailing();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Overstappen naar Uitvaartzorg De Linde' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/s1/edit'));
    await waitFor(() => expect(screen.queryByTestId('foreign-record')).toBeNull());
    expect(requests).toEqual(['POST /api/auth/active-organization {"organization_id":"o-linde"}']);
    expect(client.getQueryData(['suppliers', 'detail', 's1'])).toBeUndefined();
    expect(client.getQueryData(['dossiers', 'detail', 'd1'])).toEqual({ id: 'd1' });
    cleanup();

    for (const [record, sentence, list] of [
      ['debtor', 'Deze debiteur hoort bij Uitvaartzorg De Linde.', '/debtors'],
      ['article', 'Dit artikel hoort bij Uitvaartzorg De Linde.', '/articles'],
    ] as const) {
      session.setUser(eva);
      renderError(
        { message: 'Dit staat in een andere organisatie', reason: 'foreign-organization', organization: { id: 'o-linde', name: linde.name }, record },
        404,
      );
      expect(await screen.findByText(`${sentence} Je werkt nu in Crematorium Het Rozenveld.`)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Blijf in Crematorium Het Rozenveld' }).getAttribute('href')).toBe(list);
      cleanup();
    }
  });
});

describe('the other-tab dialog', () => {
  it('shows the server message and offers a reload, or closes for later', async () => {
    const store = createOrganizationProblemStore();
    const reload = vi.fn();
    render(<OrganizationProblemDialog store={store} reload={reload} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => store.report({ kind: 'changed', message: 'Je werkt in een ander tabblad inmiddels voor een andere organisatie.' }));
    // The dialog's code loads when a problem first shows.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Je werkt nu voor een andere organisatie' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('Je werkt in een ander tabblad inmiddels voor een andere organisatie.');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina opnieuw laden' }));
    expect(reload).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState()).toBeNull();
  });
});
