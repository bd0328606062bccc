import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/connection.ts';

/**
 * Backups and restores of a deployment (`npm run cli -- backup MAP` / `restore MAP`, docs/deployment.md): the
 * database (SQLite through its online backup API, PostgreSQL through pg_dump), the stored files when they live in
 * the documents folder (in S3 the bucket's versioning or replication is their backup), the logos and the app key
 * of DATA_DIR (without it the encrypted secrets, such as WeFact keys, are lost). The database goes first and the
 * files after it: files are written before their rows and never removed once their row exists, so every row of
 * the copied database finds its file.
 */

const run = promisify(execFile);

export class BackupError extends Error {}

const MANIFEST = 'backup.json';
const SQLITE_FILE = 'afscheid.sqlite';
const PG_DUMP_FILE = 'afscheid.pgdump';

type Manifest = {
  format: 'afscheid-backup';
  version: 1;
  created_at: string;
  database: 'sqlite' | 'postgres';
  documents: 'files' | 's3';
  s3_bucket?: string;
  document_files: number;
  app_key: boolean;
};

/** A folder that does not exist or holds nothing. */
const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** The regular files under a folder, recursively. */
function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((entry) =>
    entry.isFile(),
  ).length;
}

/** A copy of a folder's tree without the uploads still being received (`.incoming`). */
async function copyTree(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) return;
  await fs.promises.cp(from, to, {
    recursive: true,
    errorOnExist: true,
    force: false,
    preserveTimestamps: true,
    filter: (source) => path.basename(source) !== '.incoming',
  });
}

/**
 * libpq's variables for a postgres:// URL: pg_dump and pg_restore get the password through the environment,
 * never on their command line (which every user of the machine can read).
 */
function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.hostname) env['PGHOST'] = decodeURIComponent(parsed.hostname);
  if (parsed.port) env['PGPORT'] = parsed.port;
  if (parsed.username) env['PGUSER'] = decodeURIComponent(parsed.username);
  if (parsed.password) env['PGPASSWORD'] = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env['PGDATABASE'] = database;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env['PGSSLMODE'] = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool; a missing tool is a clear message instead of a stack trace. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  try {
    await run(tool, args, { env: pgEnvironment(url), maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const error = err as NodeJS.ErrnoException & { stderr?: string };
    if (error.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is niet gevonden. Installeer de PostgreSQL-clienttools (bijvoorbeeld het pakket postgresql-client) in dezelfde hoofdversie als de server.`,
      );
    }
    throw new BackupError(`${tool} is mislukt: ${(error.stderr ?? error.message).trim()}`);
  }
}

/** Writes a backup into `target` (a new or empty folder) while the server may keep running. */
export async function backup(db: DbHandle, config: AppConfig, target: string): Promise<string> {
  const dir = path.resolve(target);
  if (!isEmptyDir(dir)) throw new BackupError(`${dir} is niet leeg; kies een nieuwe of lege map.`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

  // 1. The database, as one consistent snapshot.
  if (config.database.kind === 'sqlite') {
    if (!db.sqlite) throw new BackupError('De SQLite-database is niet geopend.');
    await db.sqlite.backup(path.join(dir, SQLITE_FILE));
  } else {
    await pgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, PG_DUMP_FILE)}`],
      config.database.url,
    );
  }

  // 2. The stored files (after the database: every row it holds already has its file).
  const s3 = config.documentStore.kind === 's3' ? config.documentStore : undefined;
  if (!s3) await copyTree(config.documentsDir, path.join(dir, 'documents'));
  await copyTree(path.join(config.dataDir, 'logos'), path.join(dir, 'logos'));

  // 3. The app key, when it lives in DATA_DIR (with APP_KEY in the environment it is kept there).
  const keyFile = path.join(config.dataDir, 'app.key');
  const appKey = !config.appKey && fs.existsSync(keyFile);
  if (appKey) fs.copyFileSync(keyFile, path.join(dir, 'app.key'));

  const manifest: Manifest = {
    format: 'afscheid-backup',
    version: 1,
    created_at: new Date().toISOString(),
    database: config.database.kind,
    documents: s3 ? 's3' : 'files',
    ...(s3 ? { s3_bucket: s3.bucket } : {}),
    document_files: countFiles(path.join(dir, 'documents')),
    app_key: appKey,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

  const lines = [
    `Back-up geschreven naar ${dir}:`,
    `- database (${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL, pg_dump'})`,
    s3
      ? `- documenten: niet gekopieerd, ze staan in de S3-bucket ${s3.bucket} (versiebeheer of replicatie van de bucket is hun back-up)`
      : `- ${manifest.document_files} documentbestanden`,
    appKey
      ? '- de app-sleutel (app.key): bewaar deze back-up even veilig als de sleutel zelf'
      : config.appKey
        ? '- geen app-sleutel: APP_KEY staat in de omgeving; bewaar die apart, zonder gaan versleutelde gegevens verloren'
        : '- geen app-sleutel: DATA_DIR/app.key bestaat nog niet (de server maakt hem bij de eerste start)',
  ];
  return lines.join('\n');
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} is geen back-up van deze app (${MANIFEST} ontbreekt).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  if (manifest.format !== 'afscheid-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is geen back-up in een vorm die deze versie kent.`);
  }
  return manifest as Manifest;
}

/** Whether the PostgreSQL database already holds the app's tables. */
async function pgHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from information_schema.tables where table_name = 'users' and table_schema = current_schema()) as found`,
    );
    return rows[0]?.found === true;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty DATA_DIR (and an empty database for PostgreSQL); refuses anything that already
 * holds data, so a restore never mixes with or overwrites a running deployment.
 */
export async function restore(config: AppConfig, source: string): Promise<string> {
  const dir = path.resolve(source);
  const manifest = readManifest(dir);
  if (!isEmptyDir(config.dataDir)) {
    throw new BackupError(`DATA_DIR ${config.dataDir} is niet leeg; herstel alleen in een lege map.`);
  }
  if (manifest.documents === 'files' && !isEmptyDir(config.documentsDir)) {
    throw new BackupError(
      `De documentenmap ${config.documentsDir} is niet leeg; herstel alleen in een lege map.`,
    );
  }
  if (manifest.database !== config.database.kind) {
    const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
    throw new BackupError(
      `De back-up bevat een ${names[manifest.database]}-database, maar DATABASE_URL wijst naar ${names[config.database.kind]}.`,
    );
  }
  if (manifest.documents === 'files' && config.documentStore.kind === 's3') {
    throw new BackupError(
      'De back-up bevat de documenten als bestanden, maar de app is ingesteld op S3. Herstel zonder S3_*-variabelen (en zet de documenten daarna zelf in de bucket).',
    );
  }

  if (config.database.kind === 'sqlite') {
    if (fs.existsSync(config.database.file)) {
      throw new BackupError(`${config.database.file} bestaat al; herstel alleen naar een nieuwe database.`);
    }
  } else if (await pgHasTables(config.database.url)) {
    throw new BackupError(
      'De PostgreSQL-database bevat al tabellen van de app; herstel alleen in een lege database.',
    );
  }

  fs.mkdirSync(config.dataDir, { recursive: true });
  if (manifest.app_key) {
    fs.copyFileSync(
      path.join(dir, 'app.key'),
      path.join(config.dataDir, 'app.key'),
      fs.constants.COPYFILE_EXCL,
    );
    fs.chmodSync(path.join(config.dataDir, 'app.key'), 0o600);
  }
  await copyTree(path.join(dir, 'logos'), path.join(config.dataDir, 'logos'));
  if (manifest.documents === 'files') await copyTree(path.join(dir, 'documents'), config.documentsDir);

  if (config.database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    fs.copyFileSync(path.join(dir, SQLITE_FILE), config.database.file, fs.constants.COPYFILE_EXCL);
  } else {
    await pgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        // Without --dbname pg_restore prints SQL instead of restoring; the name only, the rest is in PG* variables.
        `--dbname=${pgEnvironment(config.database.url)['PGDATABASE'] ?? 'postgres'}`,
        path.join(dir, PG_DUMP_FILE),
      ],
      config.database.url,
    );
  }

  const lines = [
    `Back-up van ${manifest.created_at} hersteld in ${config.dataDir}:`,
    `- database (${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
    manifest.documents === 'files'
      ? `- ${manifest.document_files} documentbestanden in ${config.documentsDir}`
      : `- documenten: staan in de S3-bucket ${manifest.s3_bucket ?? ''}; zet S3_* zoals bij de back-up`,
    manifest.app_key
      ? '- de app-sleutel (app.key)'
      : '- geen app-sleutel in de back-up: zet APP_KEY zoals bij de back-up, anders zijn versleutelde gegevens onleesbaar',
    'Start de server nu met deze DATA_DIR.',
  ];
  return lines.join('\n');
}
