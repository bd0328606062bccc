import type {
  CrematoriumRequestData,
  CrematoriumRequestListItem,
  RequestEvent,
  RequestRevision,
  RequestSnapshot,
  SnapshotChange,
} from '@afscheid/shared';
import type { Db, RequestSide } from '../../db/types.ts';
import { cremationSummaries } from '../cremations/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { requestEventsRepository } from '../request-events/index.ts';
import { reservationsRepository } from '../reservations/index.ts';
import { usersRepository } from '../users/index.ts';
import { requestsRepository, type RequestRow } from './repository.ts';
import { wishesOf } from './wishes.ts';

/** Whether the request waits for this side: the crematorium answers a submitted one, the funeral company a proposal. */
export const needsActionOf = (row: Pick<RequestRow, 'status'>, side: RequestSide): boolean =>
  side === 'provider' ? row.status === 'submitted' : row.status === 'proposed';

/** Organisation names by id (a handful per answer). */
export async function organizationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const organization = await organizationsRepository.findById(db, id);
    if (organization) names.set(id, organization.name);
  }
  return names;
}

const dossierRefOf = (row: RequestRow) =>
  row.dossier_id ? { id: row.dossier_id, number: row.dossier_number } : null;

/**
 * The request as the active organisation's side reads it: the funeral company also gets its dossier and the
 * documents it chose; the crematorium only what was sent (the latest snapshot, the copies, the timeline after
 * the draft).
 */
export async function presentRequest(db: Db, id: string, side: RequestSide): Promise<CrematoriumRequestData> {
  const row = await requestsRepository.findById(db, id);
  if (!row) throw new Error(`crematorium request ${id} does not exist`);
  const [latest, attachments, events, reservations, cremations, names] = await Promise.all([
    requestsRepository.revisions.latest(db, row.id),
    requestsRepository.attachments.ofRequest(db, row.id),
    requestEventsRepository.listOfRequest(db, row.id),
    reservationsRepository.listForRequest(db, row.provider_organization_id, row.id),
    row.cremation_id ? cremationSummaries(db, [row.cremation_id]) : Promise.resolve(new Map()),
    organizationNames(db, [row.requester_organization_id, row.provider_organization_id]),
  ]);
  const wishes = wishesOf(row);
  // In the order the funeral company chose them (copies of documents it no longer ticks after them).
  const rank = (documentId: string | null) => {
    const index = documentId ? wishes.documentIds.indexOf(documentId) : -1;
    return index === -1 ? wishes.documentIds.length : index;
  };
  attachments.sort((a, b) => rank(a.source_document_id) - rank(b.source_document_id));
  return {
    id: row.id,
    status: row.status,
    side,
    requester: { id: row.requester_organization_id, name: names.get(row.requester_organization_id) ?? '' },
    provider: { id: row.provider_organization_id, name: names.get(row.provider_organization_id) ?? '' },
    dossier: side === 'requester' ? dossierRefOf(row) : null,
    deceasedName: row.deceased_name,
    wishes: { ...wishes, documentIds: side === 'requester' ? wishes.documentIds : [] },
    snapshot: latest ? (JSON.parse(latest.snapshot) as RequestSnapshot) : null,
    revision: row.revision,
    proposedAt: row.proposed_at,
    proposalNote: row.proposal_note,
    confirmedAt: row.confirmed_at,
    reason: row.reason,
    cancelledBy: row.cancelled_by,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.file_name,
      mimeType: attachment.mime_type,
      size: attachment.size,
      documentType: attachment.document_type,
      createdAt: attachment.created_at,
    })),
    reservations: reservations.map((reservation) => ({
      id: reservation.id,
      place: { id: reservation.place_id, name: reservation.place_name, kind: reservation.place_kind },
      startsAt: reservation.starts_at,
      endsAt: reservation.ends_at,
      status: reservation.status,
    })),
    cremationId: row.cremation_id,
    cremation: (row.cremation_id && cremations.get(row.cremation_id)) || null,
    events: events
      // The draft's own history is the funeral company's business.
      .filter((event) => side === 'requester' || event.action !== 'created')
      .map((event) => ({ ...event, action: event.action as RequestEvent['action'] })),
    needsAction: needsActionOf(row, side),
    submittedAt: row.submitted_at,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One row of the list, on the active organisation's side. */
export function presentListItem(
  row: RequestRow,
  side: RequestSide,
  names: Map<string, string>,
): CrematoriumRequestListItem {
  const counterpartId = side === 'requester' ? row.provider_organization_id : row.requester_organization_id;
  return {
    id: row.id,
    status: row.status,
    side,
    counterpart: { id: counterpartId, name: names.get(counterpartId) ?? '' },
    dossier: side === 'requester' ? dossierRefOf(row) : null,
    deceasedName: row.deceased_name,
    wishedAt: row.wished_at,
    plannedAt: row.planned_at,
    revision: row.revision,
    needsAction: needsActionOf(row, side),
    cremationId: row.cremation_id,
    updatedAt: row.updated_at,
  };
}

/** The versions of the shared fields, newest first, with who sent each. */
export async function presentRevisions(db: Db, requestId: string): Promise<RequestRevision[]> {
  const rows = await requestsRepository.revisions.ofRequest(db, requestId);
  const users = await usersRepository.namesByIds(
    db,
    rows.map((row) => row.created_by),
  );
  return rows.map((row) => {
    const name = row.created_by ? users.get(row.created_by) : undefined;
    return {
      revision: row.revision,
      snapshot: JSON.parse(row.snapshot) as RequestSnapshot,
      changes: JSON.parse(row.changes) as SnapshotChange[],
      createdBy: row.created_by && name !== undefined ? { id: row.created_by, name } : null,
      createdAt: row.created_at,
    };
  });
}
