import { formatDateTime, interpolate, messages, type RequestEventAction } from '@afscheid/shared';
import type { CrematoriumRequest, Db, RequestSide } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { renderMail } from '../../mail/layout.ts';
import { dossiersRepository } from '../dossiers/index.ts';
import { membersRepository } from '../members/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { usersRepository, type MailContext } from '../users/index.ts';
import { requestEventsRepository } from './repository.ts';

const t = messages.crematoriumRequests;

/** The crematorium's roles that answer requests (mailed when the crematorium has no e-mail address of its own). */
const PROVIDER_MAIL_ROLES = new Set(['owner', 'admin', 'crematorium_staff']);

export type RequestEventInput = {
  requestId: string;
  /** The side that acted. */
  side: RequestSide;
  action: RequestEventAction;
  /** The reason, the proposal's note, or the revision's number. */
  note?: string | null;
  /** The changed fields' labels (a revision). */
  changes?: string[];
};

const otherSide = (side: RequestSide): RequestSide => (side === 'requester' ? 'provider' : 'requester');

/** The event's Dutch name (`Gewijzigde gegevens verstuurd (versie 2)`). */
export function requestEventLabel(action: RequestEventAction, note: string | null | undefined): string {
  return interpolate(t.events[action], { revision: note ?? '' });
}

/** The active members' addresses of `organizationId` among `userIds` (a disabled person or membership gets none). */
async function activeMemberEmails(
  db: Db,
  organizationId: string,
  userIds: readonly (string | null | undefined)[],
): Promise<string[]> {
  const wanted = [...new Set(userIds.filter((id): id is string => typeof id === 'string'))];
  const users = await usersRepository.byIds(db, wanted);
  const emails: string[] = [];
  for (const id of wanted) {
    const user = users.get(id);
    if (!user || user.disabled_at) continue;
    const membership = await membersRepository.findByUser(db, organizationId, id);
    if (membership?.status === 'active') emails.push(user.email);
  }
  return emails;
}

/**
 * Who hears of what the other side did. The crematorium: its own address, else its active owners, admins and
 * staff. The funeral company: the request's creator and the dossier's responsible director (active members),
 * else the organisation's address.
 */
async function recipientsOf(db: Db, request: CrematoriumRequest, side: RequestSide): Promise<string[]> {
  if (side === 'provider') {
    const organization = await organizationsRepository.findById(db, request.provider_organization_id);
    if (organization?.email) return [organization.email];
    const memberships = (await membersRepository.list(db, request.provider_organization_id)).filter(
      (membership) => membership.status === 'active' && PROVIDER_MAIL_ROLES.has(membership.role),
    );
    return activeMemberEmails(
      db,
      request.provider_organization_id,
      memberships.map((membership) => membership.user_id),
    );
  }
  const dossier = request.dossier_id
    ? await dossiersRepository.findById(db, request.requester_organization_id, request.dossier_id)
    : undefined;
  const people = await activeMemberEmails(db, request.requester_organization_id, [
    request.created_by,
    dossier?.responsible_user_id,
  ]);
  const unique = [...new Set(people.map((email) => email.toLowerCase()))];
  if (unique.length > 0) return unique;
  const organization = await organizationsRepository.findById(db, request.requester_organization_id);
  return organization?.email ? [organization.email] : [];
}

/** The moment the event is about, if it has one. */
function momentOf(request: CrematoriumRequest, action: RequestEventAction): string | null {
  switch (action) {
    case 'submitted':
      return request.wished_at;
    case 'proposed':
      return request.proposed_at;
    case 'accepted':
    case 'proposal_accepted':
      return request.confirmed_at;
    default:
      return null;
  }
}

const REASON_ACTIONS: readonly RequestEventAction[] = ['rejected', 'cancelled', 'proposal_declined'];

/**
 * Records one step of a request with `db`, the transaction of the change it follows (call it after the request
 * row is updated): the timeline row, an audit event for both organisations (a draft's step only for the funeral
 * company: the crematorium does not know of it), and one e-mail to the other side through the outbox.
 */
export async function recordRequestEvent(
  db: Db,
  ctx: Pick<MailContext, 'clock' | 'actor' | 'audit' | 'mailer' | 'config'>,
  input: RequestEventInput,
): Promise<void> {
  const request = await db
    .selectFrom('crematorium_requests')
    .selectAll()
    .where('id', '=', input.requestId)
    .executeTakeFirst();
  if (!request) throw new Error(`crematorium request ${input.requestId} does not exist`);
  const now = ctx.clock.now();
  const note = input.note ?? null;
  await requestEventsRepository.insert(db, {
    id: newId(now.getTime()),
    request_id: request.id,
    side: input.side,
    action: input.action,
    user_id: ctx.actor.userId || null,
    note,
    created_at: iso(now),
  });

  const isDraft = request.status === 'draft';
  const organizations = isDraft
    ? [request.requester_organization_id]
    : [request.requester_organization_id, request.provider_organization_id];
  for (const organizationId of organizations) {
    await ctx.audit(db, {
      organizationId,
      entity: 'crematorium_request',
      entityId: request.id,
      action: input.action,
      changes: {
        side: input.side,
        ...(note !== null ? { note } : {}),
        ...(input.changes && input.changes.length > 0 ? { fields: input.changes } : {}),
      },
    });
  }
  if (isDraft) return;

  const actingId =
    input.side === 'requester' ? request.requester_organization_id : request.provider_organization_id;
  const acting = (await organizationsRepository.findById(db, actingId))?.name ?? t.sides[input.side];
  const event = requestEventLabel(input.action, note);
  const deceased = request.deceased_name;
  const moment = momentOf(request, input.action);
  const paragraphs = [
    interpolate(t.mail.intro, { organization: acting, deceased, event: event.toLowerCase() }),
    ...(moment ? [interpolate(t.mail.when, { when: formatDateTime(moment) })] : []),
    ...(input.changes && input.changes.length > 0
      ? [interpolate(t.mail.changes, { fields: input.changes.join(', ') })]
      : []),
    ...(note && REASON_ACTIONS.includes(input.action) ? [interpolate(t.mail.reason, { reason: note })] : []),
    ...(note && (input.action === 'proposed' || input.action === 'accepted')
      ? [interpolate(t.mail.note, { note })]
      : []),
  ];
  const { html, text } = renderMail({
    greeting: t.mail.greeting,
    paragraphs,
    action: {
      label: t.mail.action,
      url: `${ctx.config.appUrl.replace(/\/$/, '')}/crematorium-requests/${request.id}`,
    },
    footer: [t.mail.footer],
  });
  const subject = interpolate(t.mail.subject, { deceased, event });
  for (const to of await recipientsOf(db, request, otherSide(input.side))) {
    await ctx.mailer.enqueue(db, { to, subject, html, text });
  }
}
