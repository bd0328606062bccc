/** The members module's public face: other modules import from here, not from its files. */
export { membersRepository } from './repository.ts';
export { memberAccess, type MemberAccess } from './access.ts';
export { isOwner } from './rules.ts';
export { addMembership } from './service.ts';
