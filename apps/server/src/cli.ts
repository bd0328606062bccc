import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createOrganizationSchema, passwordErrors } from '@afscheid/shared';
import { backup, BackupError, restore } from './backup.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { migrateToLatest, openDatabase, type DbHandle } from './db/connection.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemContext } from './lib/context.ts';
import { inTransaction } from './lib/transaction.ts';
import { createAccountWithSetPasswordLink } from './modules/account/index.ts';
import { addMembership } from './modules/members/index.ts';
import { createOrganization } from './modules/organizations/index.ts';
import { createUser, usersRepository } from './modules/users/index.ts';
import { demoLoginsText, seedDemo } from './seed/demo.ts';

/** Operator commands; they use the same DATA_DIR / DATABASE_URL as the server. */
const USAGE = `Gebruik: npm run cli -- <opdracht> [opties]

  migrate                                  voert de databasemigraties uit
  seed                                     vult een lege database met de demo-omgeving
  user:create --email E --name N --password P [--super]
                                           maakt een gebruiker aan
  organization:create --name N --type funeral_company|crematorium --owner E [--owner-name NAAM]
                                           maakt een organisatie met E als eigenaar; heeft E nog geen
                                           account, dan maakt --owner-name het aan en krijgt E een link
                                           om een wachtwoord te kiezen
  backup MAP                               maakt een back-up in een nieuwe of lege map, ook terwijl de app draait:
                                           de database (SQLite zelf, PostgreSQL met pg_dump), de documenten
                                           (tenzij ze in S3 staan), de logo's en de app-sleutel
  restore MAP                              zet een back-up terug in een lege DATA_DIR (en bij PostgreSQL een
                                           lege database); zie docs/deployment.md`;

class CliError extends Error {}

/**
 * Commands that create records run the same services as the API, on the app's dependencies (its database,
 * migrations and e-mail outbox: a message queued here is sent by the server's worker).
 */
async function withApp<T>(config: AppConfig, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(config, { background: false });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** The platform operator at the console: no organisation, audited as the given user (or nobody). */
function operatorContext(deps: FastifyInstance['deps'], userId: string | null) {
  const actor = { userId: userId ?? '', organizationId: null, organizationType: null, role: 'super', permissions: [], isSuper: true };
  return systemContext(deps, actor);
}

const commands: Record<string, (db: DbHandle, config: AppConfig, args: string[]) => Promise<string>> = {
  async migrate(db) {
    const done = await migrateToLatest(db.db);
    return done.length ? `Migraties uitgevoerd: ${done.join(', ')}` : 'De database is al bijgewerkt.';
  },

  async seed(_db, config) {
    return withApp(config, async (app) => {
      const seeded = await seedDemo(app.deps);
      return seeded ? `Demo-omgeving aangemaakt.${demoLoginsText(config.appUrl)}` : 'Er bestaan al gebruikers: niets gedaan.';
    });
  },

  async 'user:create'(_db, config, args) {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, super: { type: 'boolean' } },
    });
    const email = z.email().safeParse(values.email?.trim().toLowerCase());
    if (!email.success) throw new CliError('--email moet een geldig e-mailadres zijn.');
    if (!values.name?.trim()) throw new CliError('Geef een naam op met --name.');
    const problems = passwordErrors(values.password ?? '', email.data);
    if (problems.length) throw new CliError(`--password voldoet niet: ${problems.join(' ')}`);
    return withApp(config, async (app) => {
      if (await usersRepository.findByEmail(app.deps.db, email.data)) {
        throw new CliError(`Er bestaat al een gebruiker met e-mailadres ${email.data}.`);
      }
      const user = await createUser(operatorContext(app.deps, null), {
        name: values.name!,
        email: email.data,
        password: values.password!,
        isSuper: values.super,
      });
      return `Gebruiker ${email.data} aangemaakt${values.super ? ' (platformbeheerder)' : ''} met id ${user.id}.`;
    });
  },

  async 'organization:create'(_db, config, args) {
    const { values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        type: { type: 'string' },
        owner: { type: 'string' },
        'owner-name': { type: 'string' },
      },
    });
    if (!values.name?.trim()) throw new CliError('Geef een naam op met --name.');
    if (values.type !== 'funeral_company' && values.type !== 'crematorium') {
      throw new CliError('--type moet funeral_company of crematorium zijn.');
    }
    const ownerEmail = values.owner?.trim().toLowerCase() ?? '';
    return withApp(config, async (app) => {
      const owner = await usersRepository.findByEmail(app.deps.db, ownerEmail);
      const ownerName = values['owner-name']?.trim();
      if (!owner && !z.email().safeParse(ownerEmail).success) {
        throw new CliError(`--owner moet een geldig e-mailadres zijn (nu: ${ownerEmail || '(leeg)'}).`);
      }
      if (!owner && !ownerName) {
        throw new CliError(
          `--owner: er bestaat geen gebruiker met e-mailadres ${ownerEmail}. Geef --owner-name op om het account aan te maken.`,
        );
      }
      const input = createOrganizationSchema.safeParse({ name: values.name, type: values.type });
      if (!input.success) throw new CliError(input.error.issues.map((issue) => issue.message).join(' '));
      // Audited as the owner it is made for: the operator at the console has no account of their own here.
      // The API invites an owner by e-mail; the operator on the server seats the account directly (a new one
      // gets a link to choose its password), with the organisation in one transaction.
      const organization = await inTransaction(app.deps.db, async (db) => {
        const base = { ...app.deps, db };
        const made = owner
          ? undefined
          : await createAccountWithSetPasswordLink(
              { ...operatorContext(base, null), mailer: app.deps.mailer },
              {
                name: ownerName!,
                email: ownerEmail,
                organizationName: input.data.name,
                inviterName: 'De platformbeheerder',
                role: 'owner',
              },
            );
        const ownerId = owner?.id ?? made!.userId;
        const ctx = { ...operatorContext(base, ownerId), mailer: app.deps.mailer };
        const created = await createOrganization(ctx, input.data);
        await addMembership(ctx, created, { userId: ownerId, role: 'owner' });
        return created;
      });
      if (!owner) {
        return `Organisatie ${organization.name} aangemaakt met id ${organization.id}; account ${ownerEmail} aangemaakt als eigenaar, met een e-mail om een wachtwoord te kiezen.`;
      }
      return `Organisatie ${organization.name} aangemaakt met id ${organization.id}; ${ownerEmail} is eigenaar.`;
    });
  },

  async backup(db, config, args) {
    const target = args[0];
    if (!target) throw new CliError('Geef de doelmap op: npm run cli -- backup MAP');
    return backup(db, config, target);
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command && name !== 'restore') {
    process.stderr.write(`${name ? `Onbekende opdracht: ${name}\n\n` : ''}${USAGE}\n`);
    return name ? 1 : 0;
  }
  const config = loadConfig();
  if (name === 'restore') {
    // Before anything opens the database: that would already create it in the DATA_DIR that must be empty.
    if (!args[0]) throw new CliError('Geef de map van de back-up op: npm run cli -- restore MAP');
    process.stdout.write(`${await restore(config, args[0])}\n`);
    return 0;
  }
  const db = openDatabase(config.database);
  try {
    process.stdout.write(`${await command!(db, config, args)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof CliError || err instanceof ConfigError || err instanceof BackupError;
    process.stderr.write(`${known ? (err as Error).message : `Fout: ${err instanceof Error ? err.stack : String(err)}`}\n`);
    process.exit(1);
  },
);
