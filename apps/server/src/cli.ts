import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLES, passwordErrors } from '@afscheid/shared';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { migrateToLatest, openDatabase, type DbHandle } from './db/connection.ts';
import { iso, systemClock } from './lib/clock.ts';
import { hashPassword } from './lib/crypto.ts';
import { newId } from './lib/ids.ts';
import { demoLoginsText, seedDemo } from './seed/demo.ts';

/** Operator commands; they use the same DATA_DIR / DATABASE_URL as the server. */
const USAGE = `Gebruik: npm run cli -- <opdracht> [opties]

  migrate                                  voert de databasemigraties uit
  seed                                     vult een lege database met de demo-omgeving
  user:create --email E --name N --password P [--super]
                                           maakt een gebruiker aan
  organization:create --name N --type funeral_company|crematorium --owner E
                                           maakt een organisatie met E als eigenaar
  backup BESTAND                           maakt een consistente kopie van de SQLite-database (ook terwijl de app draait)`;

class CliError extends Error {}

const commands: Record<string, (db: DbHandle, config: AppConfig, args: string[]) => Promise<string>> = {
  async migrate(db) {
    const done = await migrateToLatest(db.db);
    return done.length ? `Migraties uitgevoerd: ${done.join(', ')}` : 'De database is al bijgewerkt.';
  },

  async seed(db, config) {
    await migrateToLatest(db.db);
    const seeded = await seedDemo(db.db, systemClock, config.passwordHashCost);
    return seeded ? `Demo-omgeving aangemaakt.${demoLoginsText(config.appUrl)}` : 'Er bestaan al gebruikers: niets gedaan.';
  },

  async 'user:create'(db, config, args) {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, super: { type: 'boolean' } },
    });
    const email = z.email().safeParse(values.email?.trim().toLowerCase());
    if (!email.success) throw new CliError('--email moet een geldig e-mailadres zijn.');
    if (!values.name?.trim()) throw new CliError('--name is verplicht.');
    const problems = passwordErrors(values.password ?? '', email.data);
    if (problems.length) throw new CliError(`--password voldoet niet: ${problems.join(' ')}`);
    await migrateToLatest(db.db);
    const exists = await db.db.selectFrom('users').select('id').where('email', '=', email.data).executeTakeFirst();
    if (exists) throw new CliError(`Er bestaat al een gebruiker met e-mailadres ${email.data}.`);
    const now = iso(new Date());
    const id = newId();
    await db.db
      .insertInto('users')
      .values({
        id,
        name: values.name.trim(),
        email: email.data,
        password_hash: await hashPassword(values.password!, config.passwordHashCost),
        is_super: values.super ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return `Gebruiker ${email.data} aangemaakt${values.super ? ' (platformbeheerder)' : ''} met id ${id}.`;
  },

  async 'organization:create'(db, _config, args) {
    const { values } = parseArgs({
      args,
      options: { name: { type: 'string' }, type: { type: 'string' }, owner: { type: 'string' } },
    });
    if (!values.name?.trim()) throw new CliError('--name is verplicht.');
    if (values.type !== 'funeral_company' && values.type !== 'crematorium') {
      throw new CliError('--type moet funeral_company of crematorium zijn.');
    }
    await migrateToLatest(db.db);
    const ownerEmail = values.owner?.trim().toLowerCase() ?? '';
    const owner = await db.db.selectFrom('users').select('id').where('email', '=', ownerEmail).executeTakeFirst();
    if (!owner) throw new CliError(`--owner: er bestaat geen gebruiker met e-mailadres ${ownerEmail || '(leeg)'}.`);
    const now = iso(new Date());
    const id = newId();
    const type = values.type;
    const name = values.name.trim();
    await db.db.transaction().execute(async (trx) => {
      await trx.insertInto('organizations').values({ id, name, type, created_at: now, updated_at: now }).execute();
      await trx
        .insertInto('memberships')
        .values({ id: newId(), user_id: owner.id, organization_id: id, role: ROLES[0], status: 'active', created_at: now, updated_at: now })
        .execute();
    });
    return `Organisatie ${name} aangemaakt met id ${id}; ${ownerEmail} is eigenaar.`;
  },

  async backup(db, _config, args) {
    const target = args[0];
    if (!target) throw new CliError('Geef het doelbestand op: npm run cli -- backup BESTAND');
    if (!db.sqlite) throw new CliError('backup werkt voor SQLite; maak een back-up van PostgreSQL met pg_dump.');
    const file = path.resolve(target);
    if (fs.existsSync(file)) throw new CliError(`${file} bestaat al; kies een nieuw bestand.`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // SQLite's online backup API copies a consistent snapshot while the server keeps writing.
    await db.sqlite.backup(file);
    return `Back-up geschreven naar ${file}. Bewaar ook DATA_DIR/app.key bij deze back-up.`;
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Onbekende opdracht: ${name}\n\n` : ''}${USAGE}\n`);
    return name ? 1 : 0;
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    process.stdout.write(`${await command(db, config, args)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof CliError || err instanceof ConfigError;
    process.stderr.write(`${known ? (err as Error).message : `Fout: ${err instanceof Error ? err.stack : String(err)}`}\n`);
    process.exit(1);
  },
);
