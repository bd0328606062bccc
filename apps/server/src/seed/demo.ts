import { messages, type Role } from '@afscheid/shared';
import type { Db } from '../db/types.ts';
import { iso, type Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';

export const DEMO_PASSWORD = 'Afscheid-demo-2026';

/** Realistic but made-up details; identifiers pass the Dutch checks (KvK, btw, IBAN mod-97, postcode). */
const ORGANIZATIONS = [
  {
    key: 'linde',
    name: 'Uitvaartzorg De Linde',
    type: 'funeral_company',
    kvk_number: '30287451',
    vat_number: 'NL812345670B01',
    iban: 'NL44RABO0123456789',
    street: 'Lindelaan',
    house_number: '14',
    house_number_addition: null,
    postcode: '3572 AB',
    city: 'Utrecht',
    phone: '030 271 45 60',
    email: 'info@uitvaartzorgdelinde.test',
  },
  {
    key: 'rozenveld',
    name: 'Crematorium Het Rozenveld',
    type: 'crematorium',
    kvk_number: '30412987',
    vat_number: 'NL859301122B01',
    iban: 'NL20INGB0001234567',
    street: 'Rozenveldweg',
    house_number: '2',
    house_number_addition: 'A',
    postcode: '3731 GE',
    city: 'De Bilt',
    phone: '030 220 18 00',
    email: 'info@crematoriumhetrozenveld.test',
  },
] as const;

export const DEMO_USERS: { email: string; name: string; isSuper?: boolean; memberships: [string, Role][] }[] = [
  { email: 'platform@afscheid.test', name: 'Pim Platform', isSuper: true, memberships: [] },
  { email: 'eigenaar@afscheid.test', name: 'Eva de Eigenaar', memberships: [['linde', 'owner'], ['rozenveld', 'owner']] },
  { email: 'beheerder@afscheid.test', name: 'Bas Beheerder', memberships: [['linde', 'admin']] },
  { email: 'uitvaartverzorger@afscheid.test', name: 'Ursula Verzorger', memberships: [['linde', 'funeral_director']] },
  { email: 'medewerker@afscheid.test', name: 'Mehmet Medewerker', memberships: [['linde', 'employee']] },
  { email: 'crematorium@afscheid.test', name: 'Chris Crematorium', memberships: [['rozenveld', 'crematorium_staff']] },
  { email: 'lezer@afscheid.test', name: 'Lotte Lezer', memberships: [['linde', 'viewer']] },
];

/** Seeds the demo organisations and one user per role, in one transaction; does nothing when users exist. */
export async function seedDemo(db: Db, clock: Clock, passwordHashCost: number): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = iso(clock.now());
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
  await db.transaction().execute(async (trx) => {
    const orgIds = new Map<string, string>();
    for (const { key, ...org } of ORGANIZATIONS) {
      const id = newId();
      orgIds.set(key, id);
      await trx
        .insertInto('organizations')
        .values({ id, ...org, created_at: now, updated_at: now })
        .execute();
    }
    for (const user of DEMO_USERS) {
      const userId = newId();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          name: user.name,
          email: user.email,
          password_hash: passwordHash,
          is_super: user.isSuper ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const [orgKey, role] of user.memberships) {
        await trx
          .insertInto('memberships')
          .values({
            id: newId(),
            user_id: userId,
            organization_id: orgIds.get(orgKey)!,
            role,
            status: 'active',
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
  return true;
}

export async function hasDemoUsers(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', 'eigenaar@afscheid.test').executeTakeFirst();
  return Boolean(row);
}

export function demoLoginsText(appUrl: string): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const rows = DEMO_USERS.map((u) => {
    const orgName = (key: string) => ORGANIZATIONS.find((o) => o.key === key)!.name;
    const role = u.isSuper
      ? messages.roles.super
      : u.memberships.map(([org, r]) => `${messages.roles[r]} bij ${orgName(org)}`).join(', ');
    return `  ${u.email.padEnd(width)}  ${role}`;
  });
  return [
    '',
    `Demo-omgeving: open ${appUrl} en log in met een van deze accounts (wachtwoord: ${DEMO_PASSWORD}):`,
    ...rows,
    '',
  ].join('\n');
}
