import type { InvitationData, InvitationStatus, Role } from '@afscheid/shared';
import type { Invitation } from '../../db/types.ts';

export function invitationStatus(invitation: Invitation, now: string): InvitationStatus {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  return invitation.expires_at <= now ? 'expired' : 'pending';
}

/** Never the token or its hash; `names` holds the inviters' names by user id. */
export function presentInvitation(
  row: Invitation,
  now: string,
  names: ReadonlyMap<string, string>,
): InvitationData {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    status: invitationStatus(row, now),
    expiresAt: row.expires_at,
    invitedByName: row.invited_by ? (names.get(row.invited_by) ?? null) : null,
    createdAt: row.created_at,
  };
}
