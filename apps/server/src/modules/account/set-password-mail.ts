import { interpolate, messages } from '@afscheid/shared';
import { membershipIntro, type MembershipMailInput } from '../../mail/membership.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Db } from '../../db/types.ts';
import type { Mailer } from '../../mail/outbox.ts';

/** Queues the set-password e-mail with `db`, the transaction that creates the account and its token. */
export async function sendSetPasswordMail(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  input: MembershipMailInput & { name: string },
): Promise<void> {
  const t = messages.members.setPasswordMail;
  const { html, text } = renderMail({
    greeting: interpolate(t.greeting, { name: input.name }),
    paragraphs: [membershipIntro(t.intro, input), t.instruction, interpolate(t.expiry, { days: input.days })],
    action: { label: t.action, url: `${appUrl}/auth/set-password/${encodeURIComponent(input.token)}` },
    footer: [t.ignore, t.signature],
  });
  await mailer.enqueue(db, { to: input.email, subject: t.subject, html, text });
}
