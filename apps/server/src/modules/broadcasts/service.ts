import {
  interpolate,
  MAX_RESERVATION_MINUTES,
  messages,
  type BroadcastData,
  type CreateBroadcastData,
  type MessageResponse,
  type UpdateBroadcastData,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { shareBroadcastSchema } from '@afscheid/shared';
import type { BroadcastsTable, Place } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound, ValidationError, type FieldErrors } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { dossiersRepository } from '../dossiers/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { reservationsRepository } from '../reservations/index.ts';
import type { MailContext } from '../users/index.ts';
import { newAccessCode, newSlug } from './codes.ts';
import { sendBroadcastMail } from './mail.ts';
import { presentBroadcast, publicUrlOf } from './presenter.ts';
import { broadcastsRepository, type BroadcastRow } from './repository.ts';

type ShareBroadcastData = z.output<typeof shareBroadcastSchema>;

/** The columns the broadcast's form writes. */
type BroadcastFields = Pick<
  BroadcastsTable,
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'stream_url'
  | 'dossier_id'
  | 'reservation_id'
  | 'available_until'
  | 'status'
>;

const { broadcasts: texts } = messages;

/** The audit trail never holds the access code or the slug: they open the broadcast. */
const audit = (broadcast: { id: string; organization_id: string }) => ({
  organizationId: broadcast.organization_id,
  entity: 'broadcast',
  entityId: broadcast.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A broadcast service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

async function currentBroadcast(ctx: ServiceContext, organizationId: string, placeId: string, id: string) {
  const latest = await broadcastsRepository.findById(ctx.db, organizationId, placeId, id);
  if (!latest) throw notFound();
  return presentBroadcast(latest, ctx.config.appUrl);
}

/**
 * The reservation must be one of this place and the dossier one of this organisation (422 on the field
 * otherwise, never a hint about another organisation's records).
 */
async function assertLinks(
  ctx: ServiceContext,
  organizationId: string,
  placeId: string,
  links: { dossierId?: string | null; reservationId?: string | null },
): Promise<void> {
  const errors: FieldErrors = {};
  if (links.reservationId) {
    const reservation = await reservationsRepository.findById(ctx.db, organizationId, links.reservationId);
    if (reservation?.place_id !== placeId) errors['reservationId'] = [texts.errors.reservation];
  }
  if (links.dossierId) {
    const dossier = await dossiersRepository.findById(ctx.db, organizationId, links.dossierId);
    if (!dossier) errors['dossierId'] = [texts.errors.dossier];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The times as they will be (an edit may send only one of them): the end after the start, at most 24 hours,
 * the recording available until at least the end. The schema checks what one request holds; this the result.
 */
function assertTimes(fields: Pick<BroadcastFields, 'starts_at' | 'ends_at' | 'available_until'>): void {
  const start = Date.parse(fields.starts_at);
  const end = Date.parse(fields.ends_at);
  if (end <= start) throw new ValidationError({ endsAt: [messages.reservations.errors.endBeforeStart] });
  if (end - start > MAX_RESERVATION_MINUTES * 60_000) {
    throw new ValidationError({ endsAt: [messages.reservations.errors.tooLong] });
  }
  if (fields.available_until !== null && Date.parse(fields.available_until) < end) {
    throw new ValidationError({ availableUntil: [texts.errors.availableUntil] });
  }
}

/** GET /api/places/:id/broadcasts: the place's broadcasts, the newest start first. */
export async function listBroadcasts(ctx: ServiceContext, place: Place): Promise<BroadcastData[]> {
  const rows = await broadcastsRepository.listForPlace(ctx.db, organizationOf(ctx), place.id);
  return rows.map((row) => presentBroadcast(row, ctx.config.appUrl));
}

export const showBroadcast = (ctx: ServiceContext, broadcast: BroadcastRow): BroadcastData =>
  presentBroadcast(broadcast, ctx.config.appUrl);

/**
 * POST /api/places/:id/broadcasts: a broadcast on a place that may broadcast (422 otherwise), with a new
 * access code and slug, scheduled; audited without its code.
 */
export async function createBroadcast(
  ctx: ServiceContext,
  place: Place,
  input: CreateBroadcastData,
): Promise<BroadcastData> {
  const organizationId = organizationOf(ctx);
  if (place.organization_id !== organizationId) throw notFound();
  if (place.broadcasting !== 1) {
    throw new ValidationError(
      { placeId: [texts.errors.placeNoBroadcasting] },
      texts.errors.placeNoBroadcasting,
    );
  }
  const fields: BroadcastFields = {
    title: input.title,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    stream_url: input.streamUrl,
    dossier_id: input.dossierId ?? null,
    reservation_id: input.reservationId ?? null,
    available_until: input.availableUntil ?? null,
    status: 'scheduled',
  };
  assertTimes(fields);
  await assertLinks(ctx, organizationId, place.id, input);
  const now = iso(ctx.clock.now());
  const id = newId(ctx.clock.now().getTime());
  await inTransaction(ctx.db, async (trx) => {
    await broadcastsRepository.insert(trx, {
      ...fields,
      id,
      organization_id: organizationId,
      place_id: place.id,
      access_code: newAccessCode(),
      slug: newSlug(),
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: now,
      updated_at: now,
    });
    await ctx.audit(trx, {
      ...audit({ id, organization_id: organizationId }),
      action: 'created',
      changes: { ...fields, place_id: place.id },
    });
  });
  return currentBroadcast(ctx, organizationId, place.id, id);
}

/** Input field (camelCase) → column, for an edit. */
const COLUMNS = {
  title: 'title',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  streamUrl: 'stream_url',
  dossierId: 'dossier_id',
  reservationId: 'reservation_id',
  availableUntil: 'available_until',
  status: 'status',
} as const satisfies Record<string, keyof BroadcastFields>;
const FIELD_NAMES = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

/**
 * PUT /api/places/:id/broadcasts/:broadcastId: the fields given change, with optimistic locking (a stale version
 * is a 409 carrying the current broadcast). The times and links are checked as they will be.
 */
export async function updateBroadcast(
  ctx: ServiceContext,
  broadcast: BroadcastRow,
  { version, ...input }: UpdateBroadcastData,
): Promise<BroadcastData> {
  const current = () => currentBroadcast(ctx, broadcast.organization_id, broadcast.place_id, broadcast.id);
  const edit = { given: version, stored: broadcast.version, current, message: texts.conflict };
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== broadcast.version) throw conflictWith(await current(), edit.message);

  const values: Partial<BroadcastFields> = {};
  for (const field of FIELD_NAMES) {
    const value = input[field];
    if (value !== undefined) (values as Record<string, unknown>)[COLUMNS[field]] = value;
  }
  const changes = diffFields(broadcast as unknown as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return presentBroadcast(broadcast, ctx.config.appUrl);

  if ('starts_at' in changes || 'ends_at' in changes || 'available_until' in changes) {
    assertTimes({ ...broadcast, ...values });
  }
  await assertLinks(ctx, broadcast.organization_id, broadcast.place_id, {
    dossierId: 'dossier_id' in changes ? values.dossier_id : null,
    reservationId: 'reservation_id' in changes ? values.reservation_id : null,
  });
  const now = iso(ctx.clock.now());
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: broadcast.id, version: broadcast.version, organizationId: broadcast.organization_id };
    const update = { ...values, updated_by: ctx.actor.userId || null, updated_at: now };
    if (!(await updateWhereVersion(trx, 'broadcasts', where, update))) return false;
    await ctx.audit(trx, { ...audit(broadcast), action: 'updated', changes });
    return true;
  });
  return current();
}

/** DELETE /api/places/:id/broadcasts/:broadcastId: the broadcast and its public page are gone at once. */
export async function deleteBroadcast(ctx: ServiceContext, broadcast: BroadcastRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await broadcastsRepository.remove(trx, broadcast.organization_id, broadcast.id))) throw notFound();
    await ctx.audit(trx, {
      ...audit(broadcast),
      action: 'deleted',
      changes: { title: broadcast.title, starts_at: broadcast.starts_at, place_id: broadcast.place_id },
    });
  });
}

/**
 * POST /api/places/:id/broadcasts/:broadcastId/regenerate-code: a new access code; the old one stops working at
 * once. The version moves on, so a form still open on the old code gets a 409.
 */
export async function regenerateAccessCode(
  ctx: ServiceContext,
  broadcast: BroadcastRow,
): Promise<BroadcastData> {
  await inTransaction(ctx.db, async (trx) => {
    const values = {
      access_code: newAccessCode(),
      updated_by: ctx.actor.userId || null,
      updated_at: iso(ctx.clock.now()),
    };
    if (!(await broadcastsRepository.touch(trx, broadcast.organization_id, broadcast.id, values)))
      throw notFound();
    await ctx.audit(trx, { ...audit(broadcast), action: 'access_code_regenerated' });
  });
  return currentBroadcast(ctx, broadcast.organization_id, broadcast.place_id, broadcast.id);
}

/**
 * POST /api/places/:id/broadcasts/:broadcastId/share: one e-mail per address with the link, the code, the
 * date and time and the funeral director's message, queued in the outbox in one transaction with the audit
 * event (which names the addresses, never the code).
 */
export async function shareBroadcast(
  ctx: MailContext,
  broadcast: BroadcastRow,
  input: ShareBroadcastData,
): Promise<MessageResponse> {
  const recipients = [...new Set(input.recipients)];
  const organizationName = (await organizationsRepository.findById(ctx.db, broadcast.organization_id))?.name ?? '';
  await inTransaction(ctx.db, async (trx) => {
    for (const to of recipients) {
      await sendBroadcastMail(trx, ctx.mailer, {
        to,
        broadcast,
        organizationName,
        publicUrl: publicUrlOf(ctx.config.appUrl, broadcast.slug),
        message: input.message ?? null,
      });
    }
    await ctx.audit(trx, { ...audit(broadcast), action: 'shared', changes: { recipients } });
  });
  return {
    message:
      recipients.length === 1 ? texts.sharedOne : interpolate(texts.shared, { count: recipients.length }),
  };
}
