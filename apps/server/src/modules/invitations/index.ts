/** The invitations module's public face: other modules import from here, not from its files. */
export { createInvitationRecord, type InvitationContext } from './issue.ts';
export { inviteMember } from './service.ts';
