import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DOCUMENTS_DIR: z.string().min(1).optional(),
  // An S3-compatible bucket for stored files instead of DOCUMENTS_DIR (docs/deployment.md).
  S3_ENDPOINT: z.url('moet een volledige URL zijn, bijvoorbeeld https://s3.eu-central-1.amazonaws.com').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'moet een geldige bucketnaam zijn').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'moet beginnen met postgres://, sqlite: of file:')
    .optional(),
  APP_KEY: z
    .string()
    .regex(/^base64:[A-Za-z0-9+/]{43}=$/, 'moet de vorm base64:<32 bytes> hebben (zie .env.example)')
    .optional(),
  APP_URL: z.url('moet een volledige URL zijn, bijvoorbeeld https://afscheid.example.nl').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'moet beginnen met smtp:// of smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Afscheid <no-reply@afscheid.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  ALLOW_INSECURE_HTTP: booleanFromEnv.default(false),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(1800),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  // Login limits and the password-hash queue (decision 013): the defaults protect production.
  LOGIN_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(20),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(32),
  WEFACT_ALLOW_HTTP: booleanFromEnv.optional(),
  WEFACT_ALLOW_PRIVATE_ADDRESSES: booleanFromEnv.optional(),
  // Tests and demos only: run the server this many days ahead of (or behind) the real date. Refused in production.
  CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).default(0),
});

export type AppConfig = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded dossier documents, stored as `<organization id>/<document id>` (default DATA_DIR/documents). */
  documentsDir: string;
  /**
   * Where stored files live: the file system (`documentsDir`) or an S3-compatible bucket when S3_BUCKET is set.
   * Uploads are received in `documentsDir/.incoming` either way.
   */
  documentStore: { kind: 'file' } | S3StoreConfig;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  appKey: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  /** Days the server's clock runs ahead of the real date (tests and demos; always 0 in production). */
  clockOffsetDays: number;
  /** Production over plain http without a proxy, explicitly allowed (a closed network); see `transportProblem`. */
  allowInsecureHttp: boolean;
  session: { idleSeconds: number; maxHours: number; rememberDays: number };
  /** log2 of scrypt's N; tests lower it to keep the suite quick. */
  passwordHashCost: number;
  /** Login attempts a minute per e-mail address and IP together, and per IP over all addresses (decision 013). */
  login: { attemptsPerEmail: number; attemptsPerIp: number };
  /** Password hashes running at once in this process, and how many may wait for one (decision 013). */
  passwordHashQueue: { concurrency: number; maxWaiting: number };
  /**
   * Where the server may post an organisation's WeFact key (decision 006): plain http and private, loopback or
   * link-local addresses only when allowed; both default to allowed in development and test only.
   */
  wefact: { allowHttp: boolean; allowPrivateAddresses: boolean };
};

export type S3StoreConfig = {
  kind: 's3';
  /** Undefined for AWS itself; the URL of MinIO, Garage, Ceph, … otherwise. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Undefined: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie in de omgevingsvariabelen:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CLOCK_OFFSET_DAYS !== 0 && !localEnv(e.NODE_ENV)) {
    throw new ConfigError(
      'CLOCK_OFFSET_DAYS is alleen bedoeld voor tests en demo\'s en werkt niet als NODE_ENV=development of test ontbreekt.',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    documentsDir: path.resolve(e.DOCUMENTS_DIR ?? path.join(dataDir, 'documents')),
    documentStore: documentStoreFromEnv(e),
    database: databaseFromUrl(e.DATABASE_URL, dataDir),
    appKey: e.APP_KEY,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY,
    clockOffsetDays: e.CLOCK_OFFSET_DAYS,
    allowInsecureHttp: e.ALLOW_INSECURE_HTTP,
    session: { idleSeconds: e.SESSION_IDLE_SECONDS, maxHours: e.SESSION_MAX_HOURS, rememberDays: e.SESSION_REMEMBER_DAYS },
    passwordHashCost: e.PASSWORD_HASH_COST,
    login: { attemptsPerEmail: e.LOGIN_ATTEMPTS_PER_EMAIL, attemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP },
    passwordHashQueue: { concurrency: e.PASSWORD_HASH_CONCURRENCY, maxWaiting: e.PASSWORD_HASH_QUEUE },
    wefact: {
      allowHttp: e.WEFACT_ALLOW_HTTP ?? localEnv(e.NODE_ENV),
      allowPrivateAddresses: e.WEFACT_ALLOW_PRIVATE_ADDRESSES ?? localEnv(e.NODE_ENV),
    },
  };
}

/**
 * The S3 variables go together: S3_BUCKET switches the store to S3, and any other S3_* variable without it is a
 * mistake (the files would silently land on the local disk). The keys come in pairs, or not at all (the SDK's own
 * credential chain, such as an instance role). The region defaults to us-east-1 (what MinIO and most
 * S3-compatible servers expect); path-style addressing defaults to on when an endpoint is given.
 */
function documentStoreFromEnv(e: z.infer<typeof envSchema>): AppConfig['documentStore'] {
  const given = (
    ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    if (!given.length) return { kind: 'file' };
    throw new ConfigError(
      `Ongeldige configuratie in de omgevingsvariabelen:\n- S3_BUCKET: ontbreekt, maar ${given.join(', ')} is gezet (zet S3_BUCKET om documenten in S3 op te slaan, of laat alle S3_*-variabelen weg)`,
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(
      `Ongeldige configuratie in de omgevingsvariabelen:\n- ${missing}: ontbreekt (S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen bij elkaar)`,
    );
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

/** Development and tests run against local fakes; every other NODE_ENV gets the strict defaults. */
const localEnv = (nodeEnv: string) => nodeEnv === 'development' || nodeEnv === 'test';

function databaseFromUrl(url: string | undefined, dataDir: string): AppConfig['database'] {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'afscheid.sqlite') };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, '')) };
}

/**
 * Why a production start would be unsafe, or undefined. The app itself speaks plain http; in production it must
 * sit behind a TLS proxy that it trusts (TRUST_PROXY=true), or it cannot tell https requests apart (cookies would
 * lack `Secure`) and sees every visitor as the proxy's IP address (the login limits would count everyone together).
 * ALLOW_INSECURE_HTTP=true is the explicit way out, for a closed network without TLS.
 */
export function transportProblem(config: AppConfig): string | undefined {
  if (config.env !== 'production' || config.trustProxy || config.allowInsecureHttp) return undefined;
  return [
    'De server start niet in productie zonder TLS-proxy:',
    '- Zet TRUST_PROXY=true als de app achter een proxy draait die https afhandelt en X-Forwarded-For/-Proto zet',
    '  (dan krijgen cookies de vlag Secure en tellen de inloglimieten per echt IP-adres).',
    '- Of zet ALLOW_INSECURE_HTTP=true als je bewust zonder https werkt (alleen in een afgesloten netwerk).',
  ].join('\n');
}
