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
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(1800),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
});

export type AppConfig = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded dossier documents, stored as `<organization id>/<document id>` (default DATA_DIR/documents). */
  documentsDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  appKey: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  session: { idleSeconds: number; maxHours: number; rememberDays: number };
  /** log2 of scrypt's N; tests lower it to keep the suite quick. */
  passwordHashCost: number;
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
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    documentsDir: path.resolve(e.DOCUMENTS_DIR ?? path.join(dataDir, 'documents')),
    database: databaseFromUrl(e.DATABASE_URL, dataDir),
    appKey: e.APP_KEY,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY,
    session: { idleSeconds: e.SESSION_IDLE_SECONDS, maxHours: e.SESSION_MAX_HOURS, rememberDays: e.SESSION_REMEMBER_DAYS },
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

function databaseFromUrl(url: string | undefined, dataDir: string): AppConfig['database'] {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'afscheid.sqlite') };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, '')) };
}
