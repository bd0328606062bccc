import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobsRepository } from '../src/jobs/repository.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { createManualClock, iso } from '../src/lib/clock.ts';
import { createTransport } from '../src/mail/mailer.ts';
import { createMailer, MAIL_JOB } from '../src/mail/outbox.ts';
import { createTestApp, decodeQuotedPrintable, TestClient, type TestContext } from './helpers.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

let ctx: TestContext | undefined;
let peer: SmtpPeer | undefined;
afterEach(async () => {
  await ctx?.close();
  await peer?.close();
  ctx = peer = undefined;
});

const message = { to: 'nabestaande@example.nl', subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' };
const mailJobs = (c: TestContext) =>
  c.app.deps.db.selectFrom('jobs').selectAll().where('kind', '=', MAIL_JOB).execute();
const mailFiles = (c: TestContext) =>
  fs.existsSync(path.join(c.dataDir, 'mail')) ? fs.readdirSync(path.join(c.dataDir, 'mail')) : [];

async function requestReset(c: TestContext, email: string) {
  const client = new TestClient(c.app);
  await client.get('/sanctum/csrf-cookie');
  const res = await client.post('/forgot-password', { email });
  expect(res.statusCode).toBe(200);
}

describe('the e-mail outbox', () => {
  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    ctx = await createTestApp({ seed: false });
    const { db, mailer } = ctx.app.deps;
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await mailer.idle();
    expect(await mailJobs(ctx)).toEqual([]);
    expect(mailFiles(ctx)).toEqual([]);

    await db.transaction().execute((trx) => mailer.enqueue(trx, message));
    await mailer.idle();
    expect(mailFiles(ctx)).toHaveLength(1);
  });

  it('keeps the body sealed in the database: the queued reset mail holds no usable link', async () => {
    ctx = await createTestApp();
    await ctx.app.deps.jobs.stop(); // keep the job queued to look at it
    await requestReset(ctx, 'medewerker@afscheid.test');
    const [job] = await mailJobs(ctx);
    const payload = JSON.parse(job!.payload) as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(['sealed', 'subject', 'to']);
    expect(payload.to).toBe('medewerker@afscheid.test');
    expect(job!.payload).not.toMatch(/reset-password|token=/);

    // Sealed with a key from the app key: with another key the job fails for good instead of retrying.
    const jobs = createJobQueue({
      db: ctx.app.deps.db,
      engine: ctx.app.deps.database.kind,
      clock: ctx.clock,
      logger: ctx.app.log,
    });
    createMailer({ jobs, appKey: Buffer.alloc(32, 7), deliver: async () => undefined });
    await jobs.drain();
    expect(await jobsRepository.findById(ctx.app.deps.db, job!.id)).toMatchObject({
      attempts: 1,
      failed_at: iso(ctx.clock.now()),
      last_error: 'PermanentJobError: the message cannot be decrypted with this app key',
    });
  });

  it('retries when the SMTP server refuses, records the error, and delivers on a later attempt', async () => {
    peer = await startSmtpPeer((attempt) => (attempt === 1 ? 'reject' : 'accept'));
    ctx = await createTestApp({ env: { SMTP_URL: peer.url } });
    await requestReset(ctx, 'medewerker@afscheid.test');
    await ctx.app.deps.mailer.idle();

    expect(peer.attempts()).toBe(1);
    expect(peer.received).toEqual([]);
    const [failed] = await mailJobs(ctx);
    expect(failed).toMatchObject({ attempts: 1, done_at: null, failed_at: null, locked_by: null });
    expect(failed!.last_error).toMatch(/451/);
    const wait = (Date.parse(failed!.run_at) - ctx.clock.now().getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(15);
    expect(wait).toBeLessThanOrEqual(30);

    ctx.clock.advance(30);
    await ctx.app.deps.mailer.idle();
    expect(peer.attempts()).toBe(2);
    expect(peer.received).toHaveLength(1);
    const mail = decodeQuotedPrintable(peer.received[0]!);
    expect(mail).toContain('To: medewerker@afscheid.test');
    expect(mail).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail).toContain(`Message-ID: <${failed!.id}@afscheid>`);
    expect((await mailJobs(ctx))[0]).toMatchObject({ attempts: 2, done_at: iso(ctx.clock.now()) });
  });

  it('delivers a message whose sender was killed halfway, once its lease has expired', async () => {
    peer = await startSmtpPeer((attempt) => (attempt === 1 ? 'stall' : 'accept'));
    ctx = await createTestApp({ seed: false, env: { SMTP_URL: peer.url } });
    await ctx.app.deps.jobs.stop(); // the sender is the child process below, not this app
    await ctx.app.deps.db.transaction().execute((trx) => ctx!.app.deps.mailer.enqueue(trx, message));

    const database = ctx.config.database;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/outbox-worker-process.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: ctx.dataDir,
        WEB_DIST: ctx.config.webDist,
        DATABASE_URL: database.kind === 'sqlite' ? `sqlite:${database.file}` : database.url,
        TEST_PG_SCHEMA: database.kind === 'postgres' ? database.schema : '',
        SMTP_URL: peer.url,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await peer.stalled; // the child claimed the job and is in the middle of sending it
    child.kill('SIGKILL');
    await exited;

    const [orphan] = await mailJobs(ctx);
    expect(orphan).toMatchObject({ attempts: 1, done_at: null });
    expect(orphan!.locked_by).toContain(`:${child.pid}:`);
    expect(peer.received).toEqual([]);

    // A new worker (as after a restart), on a clock that starts now: the lease keeps it off the job until it expires.
    const clock = createManualClock(new Date());
    const jobs = createJobQueue({ db: ctx.app.deps.db, engine: database.kind, clock, logger: ctx.app.log });
    const deliver = createTransport({
      smtpUrl: peer.url,
      from: ctx.config.mailFrom,
      dataDir: ctx.dataDir,
      logger: ctx.app.log,
    });
    const mailer = createMailer({ jobs, deliver, appKey: ctx.app.deps.appKey });
    await mailer.idle();
    expect(peer.attempts()).toBe(1);

    clock.advance((Date.parse(orphan!.locked_until!) - clock.now().getTime()) / 1000);
    await mailer.idle();
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]).toContain('Subject: Onderwerp');
    expect(peer.received[0]).toContain(`Message-ID: <${orphan!.id}@afscheid>`);
    expect((await mailJobs(ctx))[0]).toMatchObject({
      attempts: 2,
      done_at: iso(clock.now()),
      locked_by: null,
    });
  }, 30_000);
});
