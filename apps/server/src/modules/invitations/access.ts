import type { FastifyRequest } from 'fastify';
import { messages } from '@afscheid/shared';
import type { Invitation, Organization } from '../../db/types.ts';
import { perRequest, recordAccess } from '../../http/access-hook.ts';
import { iso } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { organizationScope, organizationsRepository } from '../organizations/index.ts';
import { invitationStatus } from './presenter.ts';
import { invitationsRepository } from './repository.ts';

export type InvitationAccess = OrganizationAccess & { invitation: Invitation };

/** `/api/organizations/:id/invitations/:invitationId`: the organisation's access and its invitation (else 404). */
export const invitationAccess = recordAccess({
  parent: organizationScope,
  param: 'invitationId',
  key: 'invitation',
  find: (db, access, id) => invitationsRepository.findById(db, access.organization.id, id),
});

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const invalidInvitation = () => new HttpError(404, messages.invitations.invalid);

export type PendingInvitation = { invitation: Invitation; organization: Organization };

/**
 * `/api/invitations/:token`: the invitation of the link's token while it can still be used, with its
 * organisation; one Dutch 404 for every other reason (unknown, expired, accepted, revoked). The token is the
 * credential, so this runs before the body is looked at, as every access resolver does.
 */
export const pendingInvitation = perRequest(async (request: FastifyRequest): Promise<PendingInvitation> => {
  const { db, clock } = request.server.deps;
  const { token } = request.params as { token?: string };
  if (!token || !TOKEN_PATTERN.test(token)) throw invalidInvitation();
  const invitation = await invitationsRepository.findByTokenHash(db, sha256(token));
  if (!invitation || invitationStatus(invitation, iso(clock.now())) !== 'pending') throw invalidInvitation();
  const organization = await organizationsRepository.findById(db, invitation.organization_id);
  if (!organization) throw invalidInvitation();
  return { invitation, organization };
});
