import { z } from 'zod';
import type { Db } from '../db/types.ts';
import { PermanentJobError, type JobQueue } from '../jobs/queue.ts';
import { decryptSecret, deriveKey, encryptSecret } from '../lib/secret-box.ts';
import type { Deliver, MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail';
const SEAL_CONTEXT = 'mail-outbox';

/** The e-mail outbox: messages are jobs, written in the transaction of the change that causes them. */
export type Mailer = {
  /** Queues a message with `db` (the caller's transaction); nothing is sent if that transaction rolls back. */
  enqueue: (db: Db, message: MailMessage) => Promise<void>;
  /** Resolves once no queued job is due (tests wait for the mail they caused; retries wait for their time). */
  idle: () => Promise<void>;
};

const payloadSchema = z.object({ to: z.string(), subject: z.string(), sealed: z.string() });
const bodySchema = z.object({ html: z.string(), text: z.string() });

/**
 * Registers the `mail` job and returns the outbox. The bodies carry single-use links (password reset,
 * invitation), so they are sealed with a key derived from the app key: a copy of the database holds no
 * usable token, as with the hashed tokens everywhere else.
 */
export function createMailer(opts: { jobs: JobQueue; deliver: Deliver; appKey: Buffer }): Mailer {
  const key = deriveKey(opts.appKey, SEAL_CONTEXT);

  opts.jobs.register(
    MAIL_JOB,
    async (payload, job) => {
      const { to, subject, sealed } = payloadSchema.parse(payload);
      const opened = decryptSecret(key, sealed, SEAL_CONTEXT);
      if (opened === null) throw new PermanentJobError('the message cannot be decrypted with this app key');
      const { html, text } = bodySchema.parse(JSON.parse(opened));
      await opts.deliver({ to, subject, html, text }, { messageId: `<${job.id}@afscheid>` });
    },
    { maxAttempts: 12 },
  );

  return {
    async enqueue(db, { to, subject, html, text }) {
      const sealed = encryptSecret(key, JSON.stringify({ html, text }), SEAL_CONTEXT);
      await opts.jobs.enqueue(db, { kind: MAIL_JOB, payload: { to, subject, sealed } });
    },
    idle: () => opts.jobs.drain(),
  };
}
