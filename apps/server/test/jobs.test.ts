import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/connection.ts';
import { retryDelaySeconds, RETRY_MAX_SECONDS } from '../src/jobs/backoff.ts';
import { jobsRepository } from '../src/jobs/repository.ts';
import { createJobQueue, PermanentJobError, type JobQueue, type JobQueueOptions } from '../src/jobs/queue.ts';
import { addSeconds, iso } from '../src/lib/clock.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
const extraHandles: DbHandle[] = [];
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
});
afterEach(async () => {
  await Promise.all(extraHandles.splice(0).map((handle) => handle.close()));
  await ctx.close();
});

/** A queue that is not started: the test drives it with drain(); the app's own worker only runs `mail`. */
function queue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const { database } = ctx.app.deps;
  return createJobQueue({
    db: database.db,
    engine: database.kind,
    clock: ctx.clock,
    logger: ctx.app.log,
    ...options,
  });
}

const job = (id: string) => jobsRepository.findById(ctx.app.deps.db, id);

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds up to an hour, with between half and all of it as jitter', () => {
    expect([1, 2, 3].map((attempt) => retryDelaySeconds(attempt, () => 1))).toEqual([30, 60, 120]);
    expect([1, 2, 3].map((attempt) => retryDelaySeconds(attempt, () => 0))).toEqual([15, 30, 60]);
    expect(retryDelaySeconds(20, () => 1)).toBe(RETRY_MAX_SECONDS);
  });
});

describe('the job queue', () => {
  it('writes a job in the caller transaction: a rollback leaves no job and nothing runs', async () => {
    const ran: unknown[] = [];
    const jobs = queue();
    jobs.register('test.note', async (payload) => void ran.push(payload));
    await expect(
      ctx.app.deps.db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, { kind: 'test.note', payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await ctx.app.deps.db
      .transaction()
      .execute((trx) => jobs.enqueue(trx, { kind: 'test.note', payload: { n: 2 } }));
    await jobs.drain();
    expect(ran).toEqual([{ n: 2 }]);
    expect(await ctx.app.deps.db.selectFrom('jobs').select('id').execute()).toEqual([{ id: committed }]);
    expect(await job(committed)).toMatchObject({
      attempts: 1,
      done_at: iso(ctx.clock.now()),
      locked_by: null,
    });
  });

  it('waits for run_at, and refuses a kind without a handler', async () => {
    const ran: string[] = [];
    const jobs = queue();
    jobs.register('test.later', async () => void ran.push('later'));
    await jobs.enqueue(ctx.app.deps.db, {
      kind: 'test.later',
      payload: {},
      runAt: addSeconds(ctx.clock.now(), 3600),
    });
    await jobs.drain();
    expect(ran).toEqual([]);
    ctx.clock.advance(3600);
    await jobs.drain();
    expect(ran).toEqual(['later']);
    await expect(jobs.enqueue(ctx.app.deps.db, { kind: 'test.unknown', payload: {} })).rejects.toThrow(
      /no job handler/,
    );
  });

  it('retries a failure with backoff, records the error, and fails for good after max_attempts', async () => {
    let calls = 0;
    const jobs = queue({ random: () => 1 });
    jobs.register('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`attempt ${calls} went wrong`);
    });
    jobs.register('test.broken', async () => {
      throw new Error('always wrong');
    });
    const flaky = await jobs.enqueue(ctx.app.deps.db, { kind: 'test.flaky', payload: {} });
    const broken = await jobs.enqueue(ctx.app.deps.db, { kind: 'test.broken', payload: {}, maxAttempts: 2 });

    await jobs.drain();
    const start = ctx.clock.now();
    expect(await job(flaky)).toMatchObject({
      attempts: 1,
      last_error: 'Error: attempt 1 went wrong',
      run_at: iso(addSeconds(start, 30)),
      locked_until: null,
      done_at: null,
      failed_at: null,
    });
    ctx.clock.advance(29);
    await jobs.drain();
    expect(calls).toBe(1);

    ctx.clock.advance(1);
    await jobs.drain();
    expect(await job(flaky)).toMatchObject({ attempts: 2, run_at: iso(addSeconds(ctx.clock.now(), 60)) });
    expect(await job(broken)).toMatchObject({
      attempts: 2,
      failed_at: iso(ctx.clock.now()),
      last_error: 'Error: always wrong',
    });

    ctx.clock.advance(60);
    await jobs.drain();
    expect(await job(flaky)).toMatchObject({
      attempts: 3,
      done_at: iso(ctx.clock.now()),
      last_error: 'Error: attempt 2 went wrong',
    });
  });

  it('fails at once on a PermanentJobError', async () => {
    const jobs = queue();
    jobs.register('test.permanent', async () => {
      throw new PermanentJobError('cannot ever work');
    });
    const id = await jobs.enqueue(ctx.app.deps.db, { kind: 'test.permanent', payload: {} });
    await jobs.drain();
    expect(await job(id)).toMatchObject({
      attempts: 1,
      failed_at: iso(ctx.clock.now()),
      last_error: 'PermanentJobError: cannot ever work',
    });
  });

  it('gives a job whose worker stopped halfway to another worker once the lease has expired', async () => {
    // Worker A claims the job and never finishes it (as if its process died during the work).
    const a = queue({ leaseSeconds: 300 });
    let started!: () => void;
    const claimed = new Promise<void>((resolve) => (started = resolve));
    a.register('test.work', () => {
      started();
      return new Promise<void>(() => undefined);
    });
    const id = await a.enqueue(ctx.app.deps.db, { kind: 'test.work', payload: { n: 7 } });
    void a.tick();
    await claimed;
    expect(await job(id)).toMatchObject({ attempts: 1, locked_by: a.workerId, done_at: null });

    const done: unknown[] = [];
    const b = queue({ leaseSeconds: 300 });
    b.register('test.work', async (payload) => void done.push(payload));
    ctx.clock.advance(299);
    await b.drain();
    expect(done).toEqual([]);
    ctx.clock.advance(1);
    await b.drain();
    expect(done).toEqual([{ n: 7 }]);
    expect(await job(id)).toMatchObject({ attempts: 2, done_at: iso(ctx.clock.now()), locked_by: null });
  });

  it('fails a job whose last attempt lost its worker instead of leaving it locked forever', async () => {
    const id = await ctx.app.deps.db.transaction().execute(async (trx) => {
      const jobs = queue();
      jobs.register('test.lost', async () => undefined);
      return jobs.enqueue(trx, { kind: 'test.lost', payload: {}, maxAttempts: 1 });
    });
    const now = ctx.clock.now();
    await ctx.app.deps.db
      .updateTable('jobs')
      .set({ attempts: 1, locked_by: 'gone', locked_until: iso(addSeconds(now, 10)) })
      .where('id', '=', id)
      .execute();
    const jobs = queue();
    jobs.register('test.lost', async () => undefined);
    ctx.clock.advance(10);
    await jobs.drain();
    expect(await job(id)).toMatchObject({
      failed_at: iso(ctx.clock.now()),
      locked_by: null,
      last_error: 'the worker stopped during the last attempt',
    });
  });

  it('stop() lets the running job finish and claims nothing more', async () => {
    const jobs = queue({ batchSize: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const finished: number[] = [];
    jobs.register('test.slow', async (payload) => {
      await gate;
      finished.push((payload as { n: number }).n);
    });
    const first = await jobs.enqueue(ctx.app.deps.db, { kind: 'test.slow', payload: { n: 1 } });
    const second = await jobs.enqueue(ctx.app.deps.db, { kind: 'test.slow', payload: { n: 2 } });
    const round = jobs.tick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = jobs.stop();
    release();
    await stopped;
    await round;
    expect(finished).toEqual([1]);
    expect(await jobs.tick()).toBe(0);
    expect((await job(first))?.done_at).not.toBeNull();
    expect(await job(second)).toMatchObject({ attempts: 0, done_at: null, locked_by: null });
  });

  it('lets concurrent workers on their own connections claim each job exactly once', async () => {
    const total = 60;
    const seen = new Map<number, string[]>();
    const workers = Array.from({ length: 4 }, () => {
      const handle = openDatabase(ctx.config.database);
      extraHandles.push(handle);
      const jobs = createJobQueue({
        db: handle.db,
        engine: handle.kind,
        clock: ctx.clock,
        logger: ctx.app.log,
        batchSize: 3,
      });
      jobs.register('test.count', async (payload) => {
        const n = (payload as { n: number }).n;
        await new Promise((resolve) => setTimeout(resolve, 2));
        seen.set(n, [...(seen.get(n) ?? []), jobs.workerId]);
      });
      return jobs;
    });
    const producer = queue();
    producer.register('test.count', async () => undefined);
    for (let n = 0; n < total; n++)
      await producer.enqueue(ctx.app.deps.db, { kind: 'test.count', payload: { n } });

    await Promise.all(workers.map((jobs) => jobs.drain()));
    expect([...seen.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect([...seen.values()].every((by) => by.length === 1)).toBe(true);
    if (ctx.app.deps.database.kind === 'postgres') {
      // On PostgreSQL the workers really ran side by side.
      expect(new Set([...seen.values()].flat()).size).toBeGreaterThan(1);
    }
    const open = await ctx.app.deps.db.selectFrom('jobs').select('id').where('done_at', 'is', null).execute();
    expect(open).toEqual([]);
  });
});
