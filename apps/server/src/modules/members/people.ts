import type { Db, Membership } from '../../db/types.ts';
import { usersRepository } from '../users/index.ts';
import { membersRepository } from './repository.ts';

/** A membership with the person it belongs to (name, address, last login from the users module). */
export type MemberRow = Membership & { name: string; email: string; last_login_at: string | null };

const byName = new Intl.Collator('nl', { sensitivity: 'base' });

/** The memberships with their people, by name (then id, so equal names keep one order). */
export async function withPeople(db: Db, memberships: readonly Membership[]): Promise<MemberRow[]> {
  const users = await usersRepository.byIds(
    db,
    memberships.map((membership) => membership.user_id),
  );
  return memberships
    .flatMap((membership) => {
      const user = users.get(membership.user_id);
      return user
        ? [{ ...membership, name: user.name, email: user.email, last_login_at: user.last_login_at }]
        : [];
    })
    .sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function findMember(db: Db, organizationId: string, id: string): Promise<MemberRow | undefined> {
  const membership = await membersRepository.findById(db, organizationId, id);
  return membership ? (await withPeople(db, [membership]))[0] : undefined;
}

export async function listMemberRows(db: Db, organizationId: string): Promise<MemberRow[]> {
  return withPeople(db, await membersRepository.list(db, organizationId));
}
