import { interpolate, messages, type Role } from '@afscheid/shared';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';

export function sendSetPasswordMail(
  mailer: Mailer,
  appUrl: string,
  input: {
    name: string;
    email: string;
    organizationName: string;
    inviterName: string;
    role: Role;
    token: string;
    days: number;
  },
): void {
  const t = messages.members.setPasswordMail;
  const { html, text } = renderMail({
    greeting: interpolate(t.greeting, { name: input.name }),
    paragraphs: [
      interpolate(t.intro, {
        inviter: input.inviterName,
        organization: input.organizationName,
        role: messages.roles[input.role].toLowerCase(),
      }),
      t.instruction,
      interpolate(t.expiry, { days: input.days }),
    ],
    action: { label: t.action, url: `${appUrl}/auth/set-password/${encodeURIComponent(input.token)}` },
    footer: [t.ignore, t.signature],
  });
  mailer.send({ to: input.email, subject: t.subject, html, text });
}
