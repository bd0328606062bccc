import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DbHandle } from '../db/connection.ts';
import type { Clock } from '../lib/clock.ts';
import { createTransport } from '../mail/mailer.ts';
import { createMailer, type Mailer } from '../mail/outbox.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/**
 * The job queue with every handler registered, and its worker started: it runs inside the server process
 * (and inside every API test's app, so the mail a test causes is sent). `app.close()` stops it.
 */
export function startBackgroundWork(opts: {
  config: AppConfig;
  database: DbHandle;
  clock: Clock;
  logger: FastifyBaseLogger;
  appKey: Buffer;
  /** Start the worker (the CLI does not: its queued jobs wait for the server). */
  start?: boolean;
}): { jobs: JobQueue; mailer: Mailer } {
  const { config, database, clock, logger } = opts;
  const jobs = createJobQueue({ db: database.db, engine: database.kind, clock, logger });
  const deliver = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const mailer = createMailer({ jobs, deliver, appKey: opts.appKey });
  if (opts.start !== false) jobs.start();
  return { jobs, mailer };
}
