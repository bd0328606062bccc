import type { InvitationData, InvitationStatus, Role } from '@afscheid/shared';
import type { Invitation } from '../../db/types.ts';
import type { InvitationRow } from './repository.ts';

export function invitationStatus(invitation: Invitation, now: string): InvitationStatus {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  return invitation.expires_at <= now ? 'expired' : 'pending';
}

/** Never the token or its hash. */
export function presentInvitation(row: InvitationRow, now: string): InvitationData {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    status: invitationStatus(row, now),
    expiresAt: row.expires_at,
    invitedByName: row.invited_by_name,
    createdAt: row.created_at,
  };
}
