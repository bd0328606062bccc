import { sql, type ExpressionBuilder } from 'kysely';
import {
  ASH_PLACE_KINDS_FOR,
  interpolate,
  messages,
  type AshDestinationKind,
  type AshPlaceKind,
} from '@afscheid/shared';
import { isPostgres } from '../../db/dialect.ts';
import type { AshDestinationsTable, AshPlace, Database, Db } from '../../db/types.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';

const e = messages.ash.errors;

/**
 * Not replaced by a correction: the corrected ids are read once per query as one set (few rows: corrections are
 * rare). A lookup per destination (`not exists … where c.corrects_id = d.id`) became a scan of every
 * destination for each row whenever SQLite's statistics were older than the table (150 s for a year's register).
 */
export const notCorrected = (eb: ExpressionBuilder<Database & { d: AshDestinationsTable }, 'd'>) =>
  eb(
    'd.id',
    'not in',
    eb
      .selectFrom('ash_destinations as c')
      .select('c.corrects_id')
      .where('c.corrects_id', 'is not', null)
      .$narrowType<{ corrects_id: string }>(),
  );

/** Destination states that hold an urn in a place (placed) or will (expected). */
export const PLACED_STATUSES = ['executed', 'closed'] as const;
export const EXPECTED_STATUSES = ['requested', 'approved'] as const;

/**
 * Urns placed in and expected at each of the given places: destinations executed or closed count as placed,
 * requested or approved ones as expected. A closed entry that a correction replaced no longer counts (the
 * correction, itself closed, does). Withdrawn destinations count for nothing.
 */
export async function placeOccupation(
  db: Db,
  organizationId: string,
  placeIds: readonly string[],
  options: { excludeDestinationId?: string } = {},
): Promise<Map<string, { occupied: number; expected: number }>> {
  const result = new Map<string, { occupied: number; expected: number }>();
  if (placeIds.length === 0) return result;
  // Grouped on the place and the same "placed" expression as `ash_destinations_place_order_idx` (migration
  // 0022): SQLite sums each place's range of that index in order, reading no table row and sorting nothing.
  const placed = sql<number>`case when d.status in ('executed', 'closed') then 1 else 0 end`;
  let query = db
    .selectFrom('ash_destinations as d')
    .select(['d.ash_place_id', placed.as('placed'), sql<number>`sum(d.urns)`.as('urns')])
    .where('d.organization_id', '=', organizationId)
    .where('d.ash_place_id', 'in', placeIds)
    .where('d.status', '!=', 'withdrawn')
    .where(notCorrected)
    .groupBy(['d.ash_place_id', placed]);
  if (options.excludeDestinationId) query = query.where('d.id', '!=', options.excludeDestinationId);
  for (const row of await query.execute()) {
    const entry = result.get(row.ash_place_id!) ?? { occupied: 0, expected: 0 };
    if (Number(row.placed) === 1) entry.occupied += Number(row.urns);
    else entry.expected += Number(row.urns);
    result.set(row.ash_place_id!, entry);
  }
  return result;
}

/**
 * The place a destination's urns go to, locked for the rest of the caller's transaction (PostgreSQL `FOR
 * UPDATE`; SQLite's transaction has the one connection): it must be an active place of the organisation (422 on
 * `ashPlaceId` otherwise), fit the destination's kind (422), and have room for `urns` more placed urns beside
 * those already placed (409 "De asplaats … is vol"). `excludeDestinationId`: the destination being executed
 * (its own reservation of the place does not count against it).
 */
export async function lockAshPlaceForPlacement(
  trx: Db,
  input: {
    organizationId: string;
    placeId: string;
    kind: AshDestinationKind;
    urns: number;
    excludeDestinationId?: string;
  },
): Promise<AshPlace> {
  if (!trx.isTransaction) throw new Error('lockAshPlaceForPlacement needs the transaction of the change.');
  const query = trx
    .selectFrom('ash_places')
    .selectAll()
    .where('id', '=', input.placeId)
    .where('organization_id', '=', input.organizationId);
  const place = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  if (!place || place.active !== 1) throw new ValidationError({ ashPlaceId: [e.placeNotFound] });
  const fits = ASH_PLACE_KINDS_FOR[input.kind];
  if (!fits || !fits.includes(place.kind as AshPlaceKind)) {
    throw new ValidationError({ ashPlaceId: [e.placeKindMismatch] });
  }
  if (place.capacity !== null) {
    const occupation = await placeOccupation(trx, input.organizationId, [place.id], {
      excludeDestinationId: input.excludeDestinationId,
    });
    const occupied = occupation.get(place.id)?.occupied ?? 0;
    if (occupied + input.urns > place.capacity) {
      throw new HttpError(
        409,
        interpolate(e.placeFull, { code: place.code, occupied, capacity: place.capacity }),
      );
    }
  }
  return place;
}
