import type { RecordOrganization } from '@afscheid/shared';
import { data } from 'react-router';
import { articleKeys, getArticle } from '../../features/articles/index.ts';
import { session } from '../../features/auth/index.ts';
import { debtorKeys, getDebtor } from '../../features/debtors/index.ts';
import { getDossier } from '../../features/dossiers/index.ts';
import { dossierKeys } from '../../features/dossiers/index.ts';
import { getPlace, placeKeys } from '../../features/places/index.ts';
import { getSupplier, supplierKeys } from '../../features/suppliers/index.ts';
import { taskKeys } from '../../features/tasks/index.ts';
import { getTask } from '../../features/tasks/index.ts';
import { api } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { nlOrganizationContext as texts } from '../../lib/i18n/nl-NL.organization-context.ts';
import { queryClient } from '../query-provider.tsx';
import type { RouteErrorData } from './guarded-loader.ts';

export type LinkedRecord = 'dossier' | 'task' | 'article' | 'supplier' | 'debtor' | 'place';

/** The record's own query: what the page shows, so the page starts from the cache instead of asking again. */
const SOURCES: Record<
  LinkedRecord,
  { key: (id: string) => readonly unknown[]; fetch: (id: string) => Promise<unknown>; path: string }
> = {
  dossier: { key: dossierKeys.detail, fetch: getDossier, path: 'dossiers' },
  task: { key: taskKeys.detail, fetch: getTask, path: 'tasks' },
  article: { key: articleKeys.detail, fetch: getArticle, path: 'articles' },
  supplier: { key: supplierKeys.detail, fetch: getSupplier, path: 'suppliers' },
  place: { key: placeKeys.detail, fetch: getPlace, path: 'places' },
  debtor: { key: debtorKeys.detail, fetch: getDebtor, path: 'debtors' },
};

/** Which of the user's own organisations holds the record; null when none does (or the question fails). */
async function ownerOf(kind: LinkedRecord, id: string): Promise<RecordOrganization | null> {
  try {
    const path = `/api/${SOURCES[kind].path}/${encodeURIComponent(id)}/organization`;
    return (await api.get<{ data: RecordOrganization }>(path)).data;
  } catch {
    return null;
  }
}

/**
 * The loader step of a page that opens one record from a link (`/dossiers/{id}`, `/tasks/{id}`, `/articles/{id}`,
 * `/suppliers/{id}`, `/debtors/{id}` and their edit pages): it loads the record into the cache, and when the
 * active organisation does not have it, asks which of the user's other organisations does. Such a link (from an
 * e-mail, another tab, a colleague) then shows an offer to switch to that organisation instead of "bestaat niet"
 * (decision 009). Every other outcome is left to the page itself.
 */
export async function checkLinkedRecord(kind: LinkedRecord, id: string): Promise<void> {
  const source = SOURCES[kind];
  try {
    // No retries here: a failure is the page's to show (and to retry), after the navigation.
    await queryClient.ensureQueryData({
      queryKey: source.key(id),
      queryFn: () => source.fetch(id),
      retry: false,
    });
    return;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) return;
  }
  await offerSwitch(kind, id);
}

/** Throws the switch offer when another of the user's organisations holds the record; else returns. */
async function offerSwitch(kind: LinkedRecord, id: string): Promise<void> {
  const owner = await ownerOf(kind, id);
  const user = session.getState().user;
  if (!owner || !user || owner.id === user.activeOrganizationId) return;
  const body: RouteErrorData = {
    message: texts.foreign.title,
    reason: 'foreign-organization',
    organization: { id: owner.id, name: owner.name },
    record: kind,
  };
  throw data(body, { status: 404 });
}

/**
 * The navigation rules refused the page because the active organisation's type lacks it (a dossier link
 * opened while working in the crematorium): offer the switch when the record is in another organisation of
 * the user. Any other refusal is left as it is.
 */
export async function offerSwitchAfterRefusal(
  refusal: unknown,
  kind: LinkedRecord,
  id: string,
): Promise<void> {
  const reason = (refusal as { data?: Partial<RouteErrorData> } | null)?.data?.reason;
  if (reason === 'not-for-organization') await offerSwitch(kind, id);
}
