import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { partyAccess, type PartyAccess, type PartySource } from '../../plugins/party-access.ts';
import { activeOrganization } from '../dossiers/index.ts';
import {
  ashRepository,
  type AshDestinationRow,
  type AshDocumentRow,
  type AshRecordRow,
  type RequestParties,
} from './repository.ts';

export type AshRecordAccess = OrganizationAccess & { record: AshRecordRow };
export type AshDestinationAccess = OrganizationAccess & { destination: AshDestinationRow };
export type AshDocumentAccess = AshRecordAccess & { document: AshDocumentRow };

/**
 * Routes under `/api/ash-records/:id`: the active organisation (a crematorium), the route's permission and the
 * record `:id` of that organisation — 404 otherwise, also for another crematorium's record and for a funeral
 * company (a record of a kind its type never has), before the body is validated.
 */
export const ashRecordAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'record',
  find: (db, access, id) => ashRepository.records.findById(db, access.organization.id, id),
});

/** Routes under `/api/ash-destinations/:id`: the destination `:id` of the active organisation (404 otherwise). */
export const ashDestinationAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'destination',
  find: (db, access, id) => ashRepository.destinations.findById(db, access.organization.id, id),
});

/** `/api/ash-records/:id/documents/:documentId/…`: a document of that record (404 otherwise). */
export const ashDocumentAccess = recordAccess({
  parent: ashRecordAccess,
  param: 'documentId',
  key: 'document',
  find: (db, access, id) =>
    ashRepository.documents.findById(db, access.organization.id, access.record.id, id),
});

/**
 * The crematorium request as a two-party record (decision 009), the same rule as the requests module's own
 * access: the funeral company is the requester, the crematorium the provider, and a draft has no provider side.
 * Read here rather than imported: the cremations module calls this module when a cremation is performed, and
 * the requests module depends on the cremations module, so importing it would close a circle.
 */
const requestSource: PartySource<RequestParties> = {
  load: (db, id) => ashRepository.requestParties(db, id),
  organizations: (row) => ({
    requester: row.requester_organization_id,
    provider: row.status === 'draft' ? '' : row.provider_organization_id,
  }),
};

export type AshRequestAccess = PartyAccess<RequestParties>;

/** `/api/crematorium-requests/:id/ash-destination`: 404 for a third organisation, 403 for the crematorium. */
export const ashRequestAccess = partyAccess(requestSource);
