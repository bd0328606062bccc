import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Hands one message to the transport; throws when it was not accepted (the outbox then retries). */
export type Deliver = (message: MailMessage, opts: { messageId: string }) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail so that
 * password resets and invitations work on a fresh machine (and tests read what the app wrote).
 */
export function createTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Deliver {
  const mailDir = path.join(opts.dataDir, 'mail');
  // Timeouts well inside the job lease (5 minutes), so a hanging server fails the attempt instead of the lease.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  return async (message, { messageId }) => {
    // A fixed Message-ID per job: if a retry repeats a message that did arrive, mail clients can tell.
    const info = await transport.sendMail({ from: opts.from, messageId, ...message });
    if (opts.smtpUrl) {
      opts.logger.info({ to: message.to, subject: message.subject, messageId }, 'e-mail sent');
      return;
    }
    fs.mkdirSync(mailDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // The process id too: two servers on one DATA_DIR must not write the same name in the same millisecond.
    const file = path.join(mailDir, `${stamp}-${process.pid}-${String(++sequence).padStart(4, '0')}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    opts.logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to file');
  };
}
