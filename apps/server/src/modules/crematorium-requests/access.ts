import { partyAccess, type PartyAccess, type PartySource } from '../../plugins/party-access.ts';
import { requestsRepository, type RequestRow } from './repository.ts';

/**
 * Where a crematorium request lives for party access (decision 009): the funeral company is the requester, the
 * crematorium the provider. A draft has no provider side yet: the crematorium gets the same 404 as a stranger.
 */
export const requestSource: PartySource<RequestRow> = {
  load: (db, id) => requestsRepository.findById(db, id),
  organizations: (row) => ({
    requester: row.requester_organization_id,
    // No organisation id is empty, so nobody is the provider of a draft.
    provider: row.status === 'draft' ? '' : row.provider_organization_id,
  }),
};

export type RequestAccess = PartyAccess<RequestRow>;

/** Routes under `/api/crematorium-requests/:id`: 404 for a third organisation, 403 for the other side's action. */
export const requestAccess = partyAccess(requestSource);
