import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Queues a message; sending happens after the response so its timing reveals nothing. */
  send: (message: MailMessage) => void;
  /** Resolves once every queued message has been handed over (tests and shutdown). */
  idle: () => Promise<void>;
};

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail so that
 * password resets and invitations work on a fresh machine (and tests read what the app wrote).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const mailDir = path.join(opts.dataDir, 'mail');
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let sequence = 0;

  async function deliver(message: MailMessage) {
    const info = await transport.sendMail({ from: opts.from, ...message });
    if (opts.smtpUrl) {
      opts.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
      return;
    }
    fs.mkdirSync(mailDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(mailDir, `${stamp}-${String(++sequence).padStart(4, '0')}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    opts.logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to file');
  }

  return {
    send(message) {
      const job = deliver(message)
        .catch((err: unknown) => opts.logger.error({ err, to: message.to }, 'e-mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
