import { formatDate, formatDateTime, formatTime, interpolate, messages } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { displayAccessCode } from './codes.ts';
import { deceasedNameOf } from './presenter.ts';
import type { BroadcastRow } from './repository.ts';

/**
 * `21 november 2026, 14:00 – 15:00` in Amsterdam time; a broadcast that runs past midnight names both days
 * (`21 november 2026 23:30 – 22 november 2026 00:30`).
 */
export function broadcastWhen(startsAt: string, endsAt: string): string {
  if (formatDate(startsAt) === formatDate(endsAt)) {
    return `${formatDate(startsAt)}, ${formatTime(startsAt)} – ${formatTime(endsAt)}`;
  }
  return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
}

/**
 * The e-mail that shares a broadcast with one relative: subject with the deceased's name (or the title without
 * a dossier), the date and time, the code, the funeral director's message, the request to keep it private, and
 * the link. Queued with `db`, the transaction of the share.
 */
export async function sendBroadcastMail(
  db: Db,
  mailer: Mailer,
  input: {
    to: string;
    broadcast: BroadcastRow;
    organizationName: string;
    publicUrl: string;
    message: string | null;
  },
): Promise<void> {
  const t = messages.broadcasts.mail;
  const { broadcast } = input;
  const deceased = deceasedNameOf(broadcast);
  const paragraphs = [
    interpolate(t.intro, { organization: input.organizationName, title: broadcast.title }),
    interpolate(t.when, { when: broadcastWhen(broadcast.starts_at, broadcast.ends_at) }),
    interpolate(t.code, { code: displayAccessCode(broadcast.access_code) }),
    ...(broadcast.available_until
      ? [interpolate(t.availableUntil, { until: formatDateTime(broadcast.available_until) })]
      : []),
    ...(input.message ? [t.messageIntro, input.message] : []),
    t.private,
  ];
  const { html, text } = renderMail({
    greeting: t.greeting,
    paragraphs,
    action: { label: t.action, url: input.publicUrl },
    footer: [interpolate(t.signature, { organization: input.organizationName })],
  });
  await mailer.enqueue(db, {
    to: input.to,
    subject: deceased ? interpolate(t.subject, { name: deceased }) : broadcast.title,
    html,
    text,
  });
}
