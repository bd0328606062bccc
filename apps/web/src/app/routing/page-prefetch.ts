import type { SectionKey } from '@afscheid/shared';
import { session } from '../../features/auth/index.ts';
import { dossierRequestsQuery } from '../../features/crematorium-requests/index.ts';
import { dashboardKeys, getDashboard } from '../../features/dashboard/index.ts';
import {
  apiQueryFromParams,
  dossierKeys,
  getDossier,
  getSection,
  listDossiers,
  paramsFromUrl,
} from '../../features/dossiers/index.ts';
import { gateStore } from '../../lib/gate/gate-store.ts';
import { queryClient } from '../query-provider.tsx';

/*
 * A page's data asked for by its route loader (`prefetch` in `route-builders.tsx`), while the page's chunk and the
 * layout's still load, instead of once the page renders after them: one round trip less before the page shows.
 * Each is the page's own query (same key and function); like the page's mount, it fetches only what is missing or
 * stale (the client's staleTime), and the page takes the answer or the request under way.
 */

/** The start page's work cards: the active organisation's counts (`WorkCards` in `dashboard-page.tsx`). */
export function prefetchDashboard(): Promise<void> {
  const organizationId = session.getState().user?.activeOrganizationId;
  if (!organizationId) return Promise.resolve();
  return queryClient.prefetchQuery({ queryKey: dashboardKeys.of(organizationId), queryFn: getDashboard });
}

/** The dossier list's page as the URL asks for it (`DossiersPage`: search, filters, sort and page in the URL). */
export function prefetchDossierList(url: URL): Promise<void> {
  const query = apiQueryFromParams(paramsFromUrl(url.searchParams));
  return queryClient.prefetchQuery({ queryKey: dossierKeys.list(query), queryFn: () => listDossiers(query) });
}

/**
 * The dossier of `/dossiers/{id}` and its tabs and sections: the query `checkLinkedRecord` (`foreign-record.ts`)
 * then ensures, started before that chunk arrives. Without retries, like that check: a failure is the page's.
 */
export function prefetchDossier(id: string): Promise<void> {
  if (!id) return Promise.resolve();
  // With it, its crematorium requests (the header's request line, `DossierRequestLine`), which the page waits for
  // on a cremation dossier so the line does not move the page once painted. The type is not known yet: a burial
  // dossier asks for its (empty) list too, in parallel, rather than every cremation dossier one round trip later.
  if (gateStore.getSnapshot().gate.can('crematorium_requests.view')) {
    void queryClient.prefetchQuery(dossierRequestsQuery(id));
  }
  return queryClient.prefetchQuery({
    queryKey: dossierKeys.detail(id),
    queryFn: () => getDossier(id),
    retry: false,
  });
}

/**
 * A dossier's section opened directly (`/dossiers/{id}/{section}`): asked for alongside the dossier (the dossier
 * page's loader) instead of after it (`DossierSectionPage` renders once the dossier is there).
 */
export function prefetchSection(id: string, key: SectionKey): Promise<void> {
  if (!id) return Promise.resolve();
  return queryClient.prefetchQuery({
    queryKey: dossierKeys.section(id, key),
    queryFn: () => getSection(id, key),
  });
}
