import { interpolate, messages } from '@afscheid/shared';
import type { User } from '../../db/types.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';

export function sendResetMail(mailer: Mailer, appUrl: string, user: User, token: string, minutes: number): void {
  const t = messages.auth.resetMail;
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const { html, text } = renderMail({
    greeting: interpolate(t.greeting, { name: user.name }),
    paragraphs: [t.intro, interpolate(t.expiry, { minutes })],
    action: { label: t.action, url },
    footer: [t.ignore, t.signature],
  });
  mailer.send({ to: user.email, subject: t.subject, html, text });
}
