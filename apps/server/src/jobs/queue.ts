import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Job } from '../db/types.ts';
import { addSeconds, iso, type Clock } from '../lib/clock.ts';
import { newId } from '../lib/ids.ts';
import { retryDelaySeconds } from './backoff.ts';
import { jobsRepository } from './repository.ts';

export type JobHandler = (payload: unknown, job: Job) => Promise<void>;
export type HandlerOptions = { maxAttempts?: number };

/** Thrown by a handler when trying again cannot help (a payload that no longer decrypts): fail at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type NewJob = { kind: string; payload: unknown; runAt?: Date; maxAttempts?: number };

export type JobQueue = {
  readonly workerId: string;
  register: (kind: string, handler: JobHandler, options?: HandlerOptions) => void;
  /** Writes the job with `db`: pass the transaction of the change that causes it, so both commit or neither. */
  enqueue: (db: Db, job: NewJob) => Promise<string>;
  /** Polls for due jobs until stop(); enqueue() also wakes it. */
  start: () => void;
  /** Claims nothing more and waits for the jobs it is running (shutdown, app.close()). */
  stop: () => Promise<void>;
  /** Runs due jobs until none is due now; jobs waiting for a later retry are left to their time. */
  drain: () => Promise<void>;
  /** One claim-and-run round; resolves with the number of jobs it ran. */
  tick: () => Promise<number>;
};

export const DEFAULT_MAX_ATTEMPTS = 10;

export type JobQueueOptions = {
  db: Db;
  engine: 'sqlite' | 'postgres';
  clock: Clock;
  logger: FastifyBaseLogger;
  /** How long a claimed job is reserved for its worker; a crash halfway frees it after this. */
  leaseSeconds?: number;
  pollMs?: number;
  batchSize?: number;
  /** Done jobs are kept this long (what was sent, and when), then deleted. */
  keepDoneDays?: number;
  random?: () => number;
};

/**
 * One table for SQLite and PostgreSQL (decision 008). Jobs run at least once: a worker that dies after the
 * work but before recording it leaves a job that runs again when its lease expires.
 */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, clock, logger } = opts;
  const leaseSeconds = opts.leaseSeconds ?? 300;
  const pollMs = opts.pollMs ?? 1000;
  const batchSize = opts.batchSize ?? 10;
  const keepDoneSeconds = (opts.keepDoneDays ?? 30) * 86_400;
  const workerId = `${os.hostname()}:${process.pid}:${newId().slice(-8)}`;
  const handlers = new Map<string, Required<HandlerOptions> & { run: JobHandler }>();
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopped = false;
  let lastPurge = 0;

  async function runOne(job: Job): Promise<void> {
    const handler = handlers.get(job.kind)!;
    try {
      await handler.run(JSON.parse(job.payload), job);
      const recorded = await jobsRepository.finish(db, job.id, workerId, { done_at: iso(clock.now()) });
      if (!recorded)
        logger.warn({ job: job.id, kind: job.kind }, 'job finished after its lease was taken over');
    } catch (err) {
      const now = clock.now();
      const last_error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      const final = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
      const outcome = final
        ? { failed_at: iso(now), last_error }
        : { run_at: iso(addSeconds(now, retryDelaySeconds(job.attempts, opts.random))), last_error };
      logger[final ? 'error' : 'warn'](
        { err, job: job.id, kind: job.kind, attempt: job.attempts, ...outcome },
        final ? 'job failed for good' : 'job failed, will retry',
      );
      await jobsRepository.finish(db, job.id, workerId, outcome);
    }
  }

  async function round(): Promise<number> {
    const now = clock.now();
    await jobsRepository.failAbandoned(db, iso(now));
    if (now.getTime() - lastPurge > 3600_000) {
      lastPurge = now.getTime();
      await jobsRepository.deleteDoneBefore(db, iso(addSeconds(now, -keepDoneSeconds)));
    }
    if (handlers.size === 0) return 0;
    const jobs = await jobsRepository.claim(db, opts.engine, {
      now: iso(now),
      lockedUntil: iso(addSeconds(now, leaseSeconds)),
      workerId,
      kinds: [...handlers.keys()],
      limit: batchSize,
    });
    await Promise.all(
      jobs.map((job) => runOne(job).catch((err: unknown) => logger.error({ err, job: job.id }))),
    );
    return jobs.length;
  }

  function tick(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= round().finally(() => (running = null));
    return running;
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      tick().then(
        (count) => schedule(count > 0 ? 0 : pollMs),
        (err: unknown) => {
          logger.error({ err }, 'job worker round failed');
          schedule(pollMs);
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    workerId,
    register(kind, run, options = {}) {
      handlers.set(kind, { run, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    },
    async enqueue(target, job) {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no job handler registered for "${job.kind}"`);
      const now = clock.now();
      const id = newId(now.getTime());
      await jobsRepository.insert(target, {
        id,
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        run_at: iso(job.runAt ?? now),
        max_attempts: job.maxAttempts ?? handler.maxAttempts,
        locked_until: null,
        locked_by: null,
        last_error: null,
        done_at: null,
        failed_at: null,
        created_at: iso(now),
      });
      // Usually still inside the caller's transaction: on SQLite the round queues behind it on the one
      // connection and sees the commit; on PostgreSQL an early round misses it and the next poll finds it.
      if (!running) schedule(0);
      return id;
    },
    start() {
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    async drain() {
      for (;;) {
        // A round already under way may have looked before the latest job was committed: wait, then look again.
        if (running) await running.catch(() => undefined);
        if ((await tick()) === 0 || stopped) return;
      }
    },
    tick,
  };
}
