import { interpolate, messages } from '@afscheid/shared';
import { membershipIntro, type MembershipMailInput } from '../../mail/membership.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Db } from '../../db/types.ts';
import type { Mailer } from '../../mail/outbox.ts';

/**
 * The invitation e-mail: a register link for a new address, a confirm link for an existing account. Queued
 * with `db`, the transaction that stores the invitation.
 */
export async function sendInvitationMail(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  input: MembershipMailInput & { accountExists: boolean },
): Promise<void> {
  const t = messages.invitations.mail;
  const path = input.accountExists ? 'confirm-membership' : 'register';
  const { html, text } = renderMail({
    greeting: t.greeting,
    paragraphs: [
      membershipIntro(t.intro, input),
      input.accountExists ? t.confirmInstruction : t.registerInstruction,
      interpolate(t.expiry, { days: input.days }),
    ],
    action: {
      label: input.accountExists ? t.confirmAction : t.registerAction,
      url: `${appUrl}/auth/${path}/${encodeURIComponent(input.token)}`,
    },
    footer: [t.ignore, t.signature],
  });
  await mailer.enqueue(db, {
    to: input.email,
    subject: interpolate(t.subject, { organization: input.organizationName }),
    html,
    text,
  });
}
