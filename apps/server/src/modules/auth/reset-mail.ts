import { interpolate, messages } from '@afscheid/shared';
import type { Db, User } from '../../db/types.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/outbox.ts';

/** Queues the reset e-mail with `db`, the transaction that stores the token's hash. */
export async function sendResetMail(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  user: User,
  token: string,
  minutes: number,
): Promise<void> {
  const t = messages.auth.resetMail;
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const { html, text } = renderMail({
    greeting: interpolate(t.greeting, { name: user.name }),
    paragraphs: [t.intro, interpolate(t.expiry, { minutes })],
    action: { label: t.action, url },
    footer: [t.ignore, t.signature],
  });
  await mailer.enqueue(db, { to: user.email, subject: t.subject, html, text });
}
