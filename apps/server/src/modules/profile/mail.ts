import { interpolate, messages } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/outbox.ts';

type ChangeMail = { name: string; currentEmail: string; newEmail: string };

/**
 * The two e-mails of an e-mail change, queued with `db` (the transaction that stores the pending change): the
 * confirmation link to the new address, and a notice to the current one saying how to react if it was not them.
 */
export async function sendEmailChangeMails(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  input: ChangeMail & { token: string; hours: number },
): Promise<void> {
  const confirm = messages.profile.emailChange.confirmMail;
  const link = renderMail({
    greeting: interpolate(confirm.greeting, { name: input.name }),
    paragraphs: [
      interpolate(confirm.intro, { email: input.newEmail }),
      confirm.instruction,
      interpolate(confirm.expiry, { hours: input.hours }),
    ],
    action: { label: confirm.action, url: `${appUrl}/auth/confirm-email/${encodeURIComponent(input.token)}` },
    footer: [confirm.ignore, confirm.signature],
  });
  await mailer.enqueue(db, { to: input.newEmail, subject: confirm.subject, ...link });

  const notice = messages.profile.emailChange.noticeMail;
  const text = renderMail({
    greeting: interpolate(notice.greeting, { name: input.name }),
    paragraphs: [
      interpolate(notice.intro, { email: input.newEmail, current: input.currentEmail }),
      notice.notYou,
    ],
    footer: [notice.signature],
  });
  await mailer.enqueue(db, { to: input.currentEmail, subject: notice.subject, ...text });
}
