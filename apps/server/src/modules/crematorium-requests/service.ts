import {
  addPlannerDays,
  CREMATORIUM_REQUEST_STATUS_LABELS,
  dayStart,
  diffSnapshots,
  foldedWords,
  interpolate,
  messages,
  nameSortKey,
  type Crematorium,
  type CrematoriumRequestData,
  type CrematoriumRequestListItem,
  type CappedPaginationMeta,
  type ListCrematoriumRequestsQuery,
  type RequestRevision,
  type RequestSnapshot,
  type RequestUpdates,
  type RequestWishes,
} from '@afscheid/shared';
import type { z } from 'zod';
import type {
  createCrematoriumRequestSchema,
  createRevisionSchema,
  updateCrematoriumRequestSchema,
} from '@afscheid/shared';
import type { Db, Dossier, Organization, RequestSide } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { cappedPageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { updateWhereVersion } from '../../lib/versioned.ts';
import { discardStored, documentsRepository } from '../documents/index.ts';
import { dossiersRepository } from '../dossiers/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { placeOfOrganization, placesRepository } from '../places/index.ts';
import { recentEventsFor, recordRequestEvent } from '../request-events/index.ts';
import type { MailContext } from '../users/index.ts';
import { organizationNames, presentListItem, presentRequest, presentRevisions } from './presenter.ts';
import { requestsRepository, type AttachmentRow, type RequestRow } from './repository.ts';
import { deceasedNameOf, takeSnapshot } from './snapshot.ts';
import { mergeWishes, wishColumns, wishesOf, EMPTY_WISHES } from './wishes.ts';

const t = messages.crematoriumRequests;

type CreateInput = z.output<typeof createCrematoriumRequestSchema>;
type UpdateInput = z.output<typeof updateCrematoriumRequestSchema>;
type RevisionInput = z.output<typeof createRevisionSchema>;

/** How far back the dashboard looks for the other side's events, and how many it shows. */
const UPDATES_DAYS = 14;
const UPDATES_LIMIT = 10;

export const statusLabel = (status: RequestRow['status']) => CREMATORIUM_REQUEST_STATUS_LABELS[status];

/** 409 for an action the request's state does not allow. */
export const wrongState = (row: Pick<RequestRow, 'status'>) =>
  new HttpError(409, interpolate(t.errors.wrongState, { status: statusLabel(row.status) }));

/** 409 for a stale version: `{ message, data: { current } }` with the request as this side reads it now. */
export async function staleVersion(db: Db, id: string, side: RequestSide): Promise<HttpError> {
  return new HttpError(409, t.errors.conflict, { data: { current: await presentRequest(db, id, side) } });
}

/** The side the active organisation takes on its requests: a funeral company asks, a crematorium provides. */
export function sideOfOrganization(ctx: ServiceContext): RequestSide {
  return ctx.actor.organizationType === 'crematorium' ? 'provider' : 'requester';
}

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A crematorium request service needs an organisation.');
  return ctx.actor.organizationId;
}

/** "Jan de Vries" of a dossier (as a draft lists it, before there is a snapshot). */
const dossierDeceasedName = (dossier: Dossier) =>
  [dossier.deceased_first_names, dossier.deceased_name_prefix, dossier.deceased_last_name]
    .filter(Boolean)
    .join(' ');

const dossierSearchName = (dossier: Dossier) =>
  nameSortKey([dossier.deceased_last_name, dossier.deceased_first_names, dossier.deceased_name_prefix]);

const snapshotSearchName = (snapshot: RequestSnapshot, fallback: string) =>
  snapshot.deceased.lastName
    ? nameSortKey([snapshot.deceased.lastName, snapshot.deceased.firstNames, snapshot.deceased.namePrefix])
    : nameSortKey([fallback]);

/** 422 on `crematoriumId` unless it is a crematorium on the platform that takes requests. */
async function crematoriumOf(db: Db, id: string): Promise<Organization> {
  const organization = await organizationsRepository.findById(db, id);
  if (!organization || organization.type !== 'crematorium' || organization.accepts_requests !== 1) {
    throw new ValidationError({ crematoriumId: [t.errors.crematoriumUnknown] }, t.errors.crematoriumUnknown);
  }
  return organization;
}

/**
 * 422 unless the wishes' aula and coffee room are active places of the crematorium and the documents are the
 * dossier's own (not deleted).
 */
async function assertWishes(db: Db, wishes: RequestWishes, crematoriumId: string, dossier: Dossier) {
  const errors: Record<string, string[]> = {};
  for (const key of ['ceremonyPlaceId', 'coffeePlaceId'] as const) {
    const id = wishes[key];
    if (!id) continue;
    const place = await placeOfOrganization(db, crematoriumId, id);
    if (!place || place.active !== 1 || place.kind === 'cremation_oven') {
      errors[key] = [t.errors.placeNotOfCrematorium];
    }
  }
  for (const id of wishes.documentIds) {
    if (!(await documentsRepository.findById(db, dossier.organization_id, dossier.id, id))) {
      errors['documentIds'] = [t.errors.document];
      break;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** 422 when the wished moment has passed (the crematorium cannot plan in the past). */
function assertWishedAt(ctx: ServiceContext, wishedAt: string | undefined): void {
  if (wishedAt && wishedAt < iso(ctx.clock.now())) {
    throw new ValidationError({ wishedAt: [t.errors.wishedInPast] }, t.errors.wishedInPast);
  }
}

/** The dossier of a cremation request: the funeral company's open cremation dossier (409 otherwise). */
function assertRequestableDossier(dossier: Dossier): void {
  if (dossier.type !== 'cremation') throw new HttpError(409, t.errors.dossierNotCremation);
  if (dossier.status !== 'open') throw new HttpError(409, t.errors.dossierClosed);
}

async function assertNoRunningRequest(db: Db, dossier: Dossier, exceptId?: string): Promise<void> {
  const running = await requestsRepository.runningOfDossier(db, dossier.organization_id, dossier.id);
  if (!running || running.id === exceptId) return;
  const crematorium = await organizationsRepository.findById(db, running.provider_organization_id);
  throw new HttpError(
    409,
    interpolate(t.errors.alreadyOpen, {
      crematorium: crematorium?.name ?? t.sides.provider,
      status: statusLabel(running.status).toLowerCase(),
    }),
  );
}

/** GET /api/crematoria: the crematoria that take requests, with their locations and active aulas and coffee rooms. */
export async function listCrematoria(ctx: ServiceContext): Promise<{ data: Crematorium[] }> {
  const rows = await requestsRepository.crematoriaAcceptingRequests(ctx.db);
  const data: Crematorium[] = [];
  for (const row of rows) {
    const places = await placesRepository.listOfOrganization(ctx.db, row.id);
    const locations = new Map<string, string | null>();
    for (const place of places) {
      if (place.location_name && !locations.has(place.location_name)) {
        locations.set(place.location_name, place.city);
      }
    }
    data.push({
      id: row.id,
      name: row.name,
      city: row.city,
      phone: row.phone,
      email: row.email,
      locations: [...locations].map(([name, city]) => ({ name, city })),
      places: places
        .filter((place) => place.kind === 'aula' || place.kind === 'coffee_room')
        .map((place) => ({
          id: place.id,
          name: place.name,
          kind: place.kind,
          locationName: place.location_name,
          capacity: place.capacity,
        })),
    });
  }
  return { data };
}

/** GET /api/crematorium-requests: the active organisation's side, the requests that wait for it first. */
export async function listRequests(
  ctx: ServiceContext,
  query: ListCrematoriumRequestsQuery,
): Promise<{ data: CrematoriumRequestListItem[]; meta: CappedPaginationMeta }> {
  const organizationId = organizationOf(ctx);
  const side = sideOfOrganization(ctx);
  const { limit, offset } = pageWindow(query);
  const { rows, ...count } = await requestsRepository.list(
    ctx.db,
    {
      organizationId,
      side,
      statuses: query.status,
      from: query.from ? dayStart(query.from).toISOString() : undefined,
      to: query.to ? dayStart(addPlannerDays(query.to, 1)).toISOString() : undefined,
      words: foldedWords(query.search ?? '').slice(0, 6),
      dossierId: side === 'requester' ? query.dossierId : undefined,
      ashWaiting: query.ash === 'waiting',
    },
    query.sort,
    limit,
    offset,
  );
  const names = await organizationNames(
    ctx.db,
    rows.map((row) => (side === 'requester' ? row.provider_organization_id : row.requester_organization_id)),
  );
  return cappedPageAnswer(
    rows.map((row) => presentListItem(row, side, names)),
    count,
    query,
  );
}

/** GET /api/crematorium-requests/updates: what waits for this side, and what the other side did lately. */
export async function requestUpdates(ctx: ServiceContext): Promise<RequestUpdates> {
  const [waiting, events] = await Promise.all([
    requestsRepository.waitingCount(ctx.db, organizationOf(ctx), sideOfOrganization(ctx)),
    recentRequestEvents(ctx),
  ]);
  return { waiting, events };
}

/** What the other side did lately (the updates' events; the dashboard shows them without the waiting count). */
export async function recentRequestEvents(ctx: ServiceContext): Promise<RequestUpdates['events']> {
  const since = iso(new Date(ctx.clock.now().getTime() - UPDATES_DAYS * 24 * 60 * 60_000));
  const events = await recentEventsFor(
    ctx.db,
    organizationOf(ctx),
    sideOfOrganization(ctx),
    since,
    UPDATES_LIMIT,
  );
  return events.map((event) => ({
    ...event,
    action: event.action as RequestUpdates['events'][number]['action'],
  }));
}

/**
 * The first instant `recentRequestEvents` would leave out one of `events` by the clock alone (the oldest leaves
 * the window of UPDATES_DAYS days; a newer event comes only with a write), or null when there are none.
 */
export function recentRequestEventsChangeAt(events: RequestUpdates['events']): Date | null {
  const oldest = events.at(-1);
  return oldest ? new Date(new Date(oldest.createdAt).getTime() + UPDATES_DAYS * 24 * 60 * 60_000) : null;
}

export const showRequest = (ctx: ServiceContext, row: RequestRow, side: RequestSide) =>
  presentRequest(ctx.db, row.id, side);

export const listRevisions = (ctx: ServiceContext, row: RequestRow): Promise<RequestRevision[]> =>
  presentRevisions(ctx.db, row.id);

/**
 * POST /api/crematorium-requests: a draft for an open cremation dossier of the active organisation (404 for
 * another's), to a crematorium that takes requests, while the dossier has no other running request.
 */
export async function createRequest(ctx: MailContext, input: CreateInput): Promise<CrematoriumRequestData> {
  const organizationId = organizationOf(ctx);
  const dossier = await dossiersRepository.findById(ctx.db, organizationId, input.dossierId);
  if (!dossier) throw notFound();
  assertRequestableDossier(dossier);
  await crematoriumOf(ctx.db, input.crematoriumId);
  assertWishedAt(ctx, input.wishedAt);
  const wishes = mergeWishes({ ...EMPTY_WISHES, wishedAt: input.wishedAt, ceremony: input.ceremony }, input);
  await assertWishes(ctx.db, wishes, input.crematoriumId, dossier);

  const now = ctx.clock.now();
  const id = newId(now.getTime());
  await inTransaction(ctx.db, async (trx) => {
    // One request at a time per dossier: the dossier's lock makes two creations run one after the other.
    const locked = await dossiersRepository.lockForWrite(trx, organizationId, dossier.id);
    if (!locked) throw notFound();
    assertRequestableDossier(locked);
    await assertNoRunningRequest(trx, locked);
    const columns = wishColumns(wishes);
    await requestsRepository.insert(trx, {
      id,
      requester_organization_id: organizationId,
      provider_organization_id: input.crematoriumId,
      dossier_id: locked.id,
      dossier_number: locked.number,
      status: 'draft',
      deceased_name: dossierDeceasedName(locked),
      search_name: dossierSearchName(locked),
      ...columns,
      planned_at: columns.wished_at,
      revision: 0,
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await recordRequestEvent(trx, ctx, { requestId: id, side: 'requester', action: 'created' });
  });
  return presentRequest(ctx.db, id, 'requester');
}

/** The dossier of the request (of the funeral company): 409 when it is gone. */
async function dossierOfRequest(db: Db, row: RequestRow): Promise<Dossier> {
  const dossier = row.dossier_id
    ? await dossiersRepository.findById(db, row.requester_organization_id, row.dossier_id)
    : undefined;
  if (!dossier) throw new HttpError(409, t.errors.dossierClosed);
  return dossier;
}

/** PUT /api/crematorium-requests/{id}: a draft's fields (versioned; 409 `notDraft` after submission). */
export async function updateRequest(
  ctx: ServiceContext,
  row: RequestRow,
  { version, crematoriumId, ...input }: UpdateInput,
): Promise<CrematoriumRequestData> {
  if (version !== row.version) throw await staleVersion(ctx.db, row.id, 'requester');
  if (row.status !== 'draft') throw new HttpError(409, t.errors.notDraft);
  const dossier = await dossierOfRequest(ctx.db, row);
  const provider = crematoriumId ?? row.provider_organization_id;
  if (crematoriumId && crematoriumId !== row.provider_organization_id)
    await crematoriumOf(ctx.db, crematoriumId);
  assertWishedAt(ctx, input.wishedAt);
  const current = wishesOf(row);
  // Another crematorium's rooms are not this one's: a change of crematorium without new rooms clears them.
  const moved = provider !== row.provider_organization_id;
  const base = moved ? { ...current, ceremonyPlaceId: null, coffeePlaceId: null, location: null } : current;
  const wishes = mergeWishes(base, input);
  await assertWishes(ctx.db, wishes, provider, dossier);
  const columns = wishColumns(wishes);
  const now = iso(ctx.clock.now());
  const saved = await inTransaction(ctx.db, async (trx) => {
    const locked = await requestsRepository.lockForWrite(trx, row.id);
    if (!locked || locked.version !== version) return false;
    if (locked.status !== 'draft') throw new HttpError(409, t.errors.notDraft);
    const values = {
      ...columns,
      provider_organization_id: provider,
      planned_at: columns.wished_at,
      deceased_name: dossierDeceasedName(dossier),
      search_name: dossierSearchName(dossier),
      updated_by: ctx.actor.userId || null,
      updated_at: now,
    };
    if (!(await updateWhereVersion(trx, 'crematorium_requests', { id: row.id, version }, values)))
      return false;
    await ctx.audit(trx, {
      organizationId: row.requester_organization_id,
      entity: 'crematorium_request',
      entityId: row.id,
      action: 'updated',
      changes: {
        ...(moved ? { crematorium: { from: row.provider_organization_id, to: provider } } : {}),
        ...(row.wished_at !== columns.wished_at
          ? { wished_at: { from: row.wished_at, to: columns.wished_at } }
          : {}),
        ...(row.wishes !== columns.wishes ? { wishes: JSON.parse(columns.wishes) as unknown } : {}),
        ...(row.document_ids !== columns.document_ids ? { document_ids: wishes.documentIds } : {}),
      },
    });
    return true;
  });
  if (!saved) throw await staleVersion(ctx.db, row.id, 'requester');
  return presentRequest(ctx.db, row.id, 'requester');
}

/** DELETE /api/crematorium-requests/{id}: a draft only (409 `notDraft`), audited for the funeral company. */
export async function deleteRequest(ctx: ServiceContext, row: RequestRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const locked = await requestsRepository.lockForWrite(trx, row.id);
    if (!locked) throw notFound();
    if (locked.status !== 'draft') throw new HttpError(409, t.errors.notDraft);
    await requestsRepository.remove(trx, locked.id);
    await ctx.audit(trx, {
      organizationId: locked.requester_organization_id,
      entity: 'crematorium_request',
      entityId: locked.id,
      action: 'deleted',
      changes: { dossier_number: locked.dossier_number, deceased_name: locked.deceased_name },
    });
  });
}

/**
 * Copies the chosen dossier documents that the request has no copy of yet into its attachments, stored under
 * the crematorium (`<provider>/<attachment id>`). Returns the new files' keys, so a rolled-back change can
 * remove them again.
 */
async function copyAttachments(
  trx: Db,
  ctx: ServiceContext,
  row: RequestRow,
  dossier: Dossier,
  documentIds: readonly string[],
  copied: string[],
): Promise<void> {
  const existing = new Set(
    (await requestsRepository.attachments.ofRequest(trx, row.id)).map((item) => item.source_document_id),
  );
  for (const documentId of documentIds) {
    if (existing.has(documentId)) continue;
    const document = await documentsRepository.findById(trx, dossier.organization_id, dossier.id, documentId);
    if (!document) throw new ValidationError({ documentIds: [t.errors.document] }, t.errors.document);
    const now = ctx.clock.now();
    const id = newId(now.getTime());
    const storageKey = `${row.provider_organization_id}/${id}`;
    if (!(await ctx.documents.copy(document.storage_key, storageKey))) {
      throw new Error(`the file of document ${document.id} is missing`);
    }
    copied.push(storageKey);
    await requestsRepository.attachments.insert(trx, {
      id,
      request_id: row.id,
      organization_id: row.provider_organization_id,
      source_document_id: document.id,
      document_type: document.document_type,
      file_name: document.file_name,
      mime_type: document.mime_type,
      size: document.size,
      sha256: document.sha256,
      storage_key: storageKey,
      created_at: iso(now),
    });
    existing.add(documentId);
  }
}

/** Runs `work` in a transaction; the files it copied are removed again when it fails. */
async function withCopies<T>(
  ctx: ServiceContext,
  work: (trx: Db, copied: string[]) => Promise<T>,
): Promise<T> {
  const copied: string[] = [];
  try {
    return await inTransaction(ctx.db, (trx) => work(trx, copied));
  } catch (error) {
    for (const key of copied) await discardStored(ctx.documents, key);
    throw error;
  }
}

/** The optional version of an action: stale → 409 with the current request. */
async function assertVersion(ctx: ServiceContext, row: RequestRow, side: RequestSide, given?: number) {
  if (given !== undefined && given !== row.version) throw await staleVersion(ctx.db, row.id, side);
}

/**
 * POST …/{id}/submit: the snapshot of the shared fields as revision 1, the chosen documents copied for the
 * crematorium, status submitted, and the crematorium told.
 */
export async function submitRequest(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number },
): Promise<CrematoriumRequestData> {
  await assertVersion(ctx, row, 'requester', input.version);
  await withCopies(ctx, async (trx, copied) => {
    const locked = await requestsRepository.lockForWrite(trx, row.id);
    if (!locked) throw notFound();
    if (input.version !== undefined && locked.version !== input.version) {
      throw await staleVersion(trx, row.id, 'requester');
    }
    if (locked.status !== 'draft') throw wrongState(locked);
    const dossier = await dossierOfRequest(trx, locked);
    assertRequestableDossier(dossier);
    await crematoriumOf(trx, locked.provider_organization_id);
    const organization = (await organizationsRepository.findById(trx, locked.requester_organization_id))!;
    const wishes = wishesOf(locked);
    assertWishedAt(ctx, wishes.wishedAt);
    await assertWishes(trx, wishes, locked.provider_organization_id, dossier);
    const snapshot = await takeSnapshot(trx, {
      dossier,
      organization,
      crematoriumId: locked.provider_organization_id,
      wishes,
    });
    await copyAttachments(trx, ctx, locked, dossier, wishes.documentIds, copied);
    const now = iso(ctx.clock.now());
    await requestsRepository.revisions.insert(trx, {
      id: newId(ctx.clock.now().getTime()),
      request_id: locked.id,
      revision: 1,
      snapshot: JSON.stringify(snapshot),
      changes: '[]',
      created_by: ctx.actor.userId || null,
      created_at: now,
    });
    const deceasedName = deceasedNameOf(snapshot) || locked.deceased_name;
    await updateWhereVersion(
      trx,
      'crematorium_requests',
      { id: locked.id, version: locked.version },
      {
        status: 'submitted',
        revision: 1,
        submitted_at: now,
        deceased_name: deceasedName,
        search_name: snapshotSearchName(snapshot, deceasedName),
        planned_at: locked.wished_at,
        updated_by: ctx.actor.userId || null,
        updated_at: now,
      },
    );
    await recordRequestEvent(trx, ctx, { requestId: locked.id, side: 'requester', action: 'submitted' });
  });
  return presentRequest(ctx.db, row.id, 'requester');
}

/**
 * POST …/{id}/revisions: the changed wishes and the dossier's shared fields as they are now, sent as the next
 * version with its changes field by field (422 `nothingChanged` when there are none). New documents are copied;
 * the crematorium's own cremation record is not touched (it sees the changes and updates its record itself).
 */
export async function reviseRequest(
  ctx: MailContext,
  row: RequestRow,
  { version, ...input }: RevisionInput,
): Promise<CrematoriumRequestData> {
  await assertVersion(ctx, row, 'requester', version);
  assertWishedAt(ctx, input.wishedAt);
  await withCopies(ctx, async (trx, copied) => {
    const locked = await requestsRepository.lockForWrite(trx, row.id);
    if (!locked) throw notFound();
    if (version !== undefined && locked.version !== version)
      throw await staleVersion(trx, row.id, 'requester');
    if (!['submitted', 'proposed', 'accepted'].includes(locked.status)) throw wrongState(locked);
    const dossier = await dossierOfRequest(trx, locked);
    const organization = (await organizationsRepository.findById(trx, locked.requester_organization_id))!;
    const wishes = mergeWishes(wishesOf(locked), input);
    await assertWishes(trx, wishes, locked.provider_organization_id, dossier);
    const previous = await requestsRepository.revisions.latest(trx, locked.id);
    const snapshot = await takeSnapshot(trx, {
      dossier,
      organization,
      crematoriumId: locked.provider_organization_id,
      wishes,
    });
    const changes = previous ? diffSnapshots(JSON.parse(previous.snapshot) as RequestSnapshot, snapshot) : [];
    if (changes.length === 0) throw new HttpError(422, t.errors.nothingChanged);
    await copyAttachments(trx, ctx, locked, dossier, wishes.documentIds, copied);
    const revision = locked.revision + 1;
    const now = iso(ctx.clock.now());
    await requestsRepository.revisions.insert(trx, {
      id: newId(ctx.clock.now().getTime()),
      request_id: locked.id,
      revision,
      snapshot: JSON.stringify(snapshot),
      changes: JSON.stringify(changes),
      created_by: ctx.actor.userId || null,
      created_at: now,
    });
    const columns = wishColumns(wishes);
    const deceasedName = deceasedNameOf(snapshot) || locked.deceased_name;
    await updateWhereVersion(
      trx,
      'crematorium_requests',
      { id: locked.id, version: locked.version },
      {
        ...columns,
        revision,
        deceased_name: deceasedName,
        search_name: snapshotSearchName(snapshot, deceasedName),
        // Only an unanswered request follows the wished moment; a proposal or a confirmation keeps its own.
        planned_at: locked.status === 'submitted' ? columns.wished_at : locked.planned_at,
        updated_by: ctx.actor.userId || null,
        updated_at: now,
      },
    );
    await recordRequestEvent(trx, ctx, {
      requestId: locked.id,
      side: 'requester',
      action: 'revised',
      note: String(revision),
      changes: [...new Set(changes.map((change) => change.label))],
    });
  });
  return presentRequest(ctx.db, row.id, 'requester');
}

/**
 * GET …/{id}/attachments/{attachmentId}: the attached copy's bytes, or null when its file is missing; a
 * download (not a HEAD request) is audited for the caller's organisation.
 */
export async function openAttachment(
  ctx: ServiceContext,
  row: RequestRow,
  attachment: AttachmentRow,
  { audited }: { audited: boolean },
) {
  const stored = await ctx.documents.open(attachment.storage_key);
  if (!stored || !audited) return stored;
  try {
    await ctx.audit(ctx.db, {
      organizationId: organizationOf(ctx),
      entity: 'crematorium_request_attachment',
      entityId: attachment.id,
      action: 'downloaded',
      changes: { request_id: row.id, file_name: attachment.file_name },
    });
  } catch (error) {
    stored.stream.destroy();
    throw error;
  }
  return stored;
}
