import {
  addPlannerDays,
  amsterdamToday,
  foldedWords,
  interpolate,
  messages,
  type AshPlaceData,
  type CreateAshPlaceData,
  type ListAshPlacesQuery,
  type PaginationMeta,
  type UpdateAshPlaceData,
} from '@afscheid/shared';
import type { AshPlacesTable, Db } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { placeOccupation } from './placement.ts';
import { presentAshPlace, TERM_ENDING_DAYS, type TermWindow } from './presenter.ts';
import { ashPlacesRepository, type AshPlaceRow } from './repository.ts';

const e = messages.ash.errors;

/** The columns the place's form writes. */
type AshPlaceFields = Pick<
  AshPlacesTable,
  | 'kind'
  | 'code'
  | 'location'
  | 'capacity'
  | 'term_start'
  | 'term_end'
  | 'rights_holder_name'
  | 'rights_holder_address'
  | 'rights_holder_phone'
  | 'rights_holder_email'
  | 'reserved_for'
  | 'notes'
> & { reserved: number; active: number };

const audit = (place: { id: string; organization_id: string }) => ({
  organizationId: place.organization_id,
  entity: 'ash_place',
  entityId: place.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('An ash place service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** Today and the last day of the term-ending window, in Amsterdam. */
function termWindow(ctx: ServiceContext): TermWindow {
  const today = amsterdamToday(ctx.clock.now());
  return { today, until: addPlannerDays(today, TERM_ENDING_DAYS) };
}

const duplicateCode = () => new ValidationError({ code: [e.duplicateCode] });
/**
 * A foreign-key violation on either engine (PostgreSQL `23503`, SQLite `SQLITE_CONSTRAINT_FOREIGNKEY`): a
 * destination named the place between the check and the delete.
 */
const isForeignKeyViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** How many occupants a place in a list names, and a single place. */
const OCCUPANTS_IN_LIST = 10;
const OCCUPANTS_OF_PLACE = 100;

/**
 * Places as the API answers them: their occupation and occupants read with one query each for all of them, at
 * most `perPlace` occupants named per place.
 */
async function presentPlaces(
  ctx: ServiceContext,
  db: Db,
  organizationId: string,
  rows: readonly AshPlaceRow[],
  perPlace: number,
): Promise<AshPlaceData[]> {
  const ids = rows.map((row) => row.id);
  const [occupation, occupants] = await Promise.all([
    placeOccupation(db, organizationId, ids),
    ashPlacesRepository.occupants(db, organizationId, ids, perPlace),
  ]);
  const window = termWindow(ctx);
  return rows.map((row) =>
    presentAshPlace(
      row,
      occupation.get(row.id) ?? { occupied: 0, expected: 0 },
      occupants.filter((occupant) => occupant.ash_place_id === row.id),
      window,
    ),
  );
}

async function currentPlace(ctx: ServiceContext, organizationId: string, id: string): Promise<AshPlaceData> {
  const row = await ashPlacesRepository.findById(ctx.db, organizationId, id);
  if (!row) throw notFound();
  return (await presentPlaces(ctx, ctx.db, organizationId, [row], OCCUPANTS_OF_PLACE))[0]!;
}

/**
 * GET /api/ash-places: filtered by kind, state (in SQL, so the pages are right), search (code, location, rights
 * holder) and active; `terms_ending` gives the terms that end within 90 days, soonest first, with the ones that
 * already ended while urns are still placed.
 */
export async function listAshPlaces(
  ctx: ServiceContext,
  query: ListAshPlacesQuery,
): Promise<{ data: AshPlaceData[]; meta: PaginationMeta }> {
  const organizationId = organizationOf(ctx);
  const { total, rows } = await ashPlacesRepository.list(ctx.db, organizationId, {
    kind: query.kind,
    state: query.state,
    words: [...new Set(foldedWords(query.search))].slice(0, 6),
    termsEnding: query.termsEnding ? termWindow(ctx) : undefined,
    active: query.active,
    sort: query.sort,
    ...pageWindow(query),
  });
  return pageAnswer(await presentPlaces(ctx, ctx.db, organizationId, rows, OCCUPANTS_IN_LIST), total, query);
}

/** GET /api/ash-places/{id}. */
export const showAshPlace = (ctx: ServiceContext, place: AshPlaceRow): Promise<AshPlaceData> =>
  presentPlaces(ctx, ctx.db, place.organization_id, [place], OCCUPANTS_OF_PLACE).then((places) => places[0]!);

/** A term's end before its start (the schema checks this when both are sent; here the stored one counts too). */
function assertTermOrder(fields: Pick<AshPlaceFields, 'term_start' | 'term_end'>): void {
  if (fields.term_start && fields.term_end && fields.term_end < fields.term_start) {
    throw new ValidationError({ termEnd: [e.termEndBeforeStart] });
  }
}

/** POST /api/ash-places: a new place of the crematorium; its code is unique there (422 on `code`). Audited. */
export async function createAshPlace(ctx: ServiceContext, input: CreateAshPlaceData): Promise<AshPlaceData> {
  const organizationId = organizationOf(ctx);
  const fields: AshPlaceFields = {
    kind: input.kind,
    code: input.code,
    location: input.location ?? null,
    capacity: input.capacity ?? null,
    term_start: input.termStart ?? null,
    term_end: input.termEnd ?? null,
    rights_holder_name: input.rightsHolderName ?? null,
    rights_holder_address: input.rightsHolderAddress ?? null,
    rights_holder_phone: input.rightsHolderPhone ?? null,
    rights_holder_email: input.rightsHolderEmail ?? null,
    reserved: input.reserved ? 1 : 0,
    reserved_for: input.reservedFor ?? null,
    notes: input.notes ?? null,
    active: input.active === false ? 0 : 1,
  };
  if (await ashPlacesRepository.codeTaken(ctx.db, organizationId, fields.code)) throw duplicateCode();
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  try {
    await inTransaction(ctx.db, async (trx) => {
      await ashPlacesRepository.insert(trx, {
        ...fields,
        id,
        organization_id: organizationId,
        version: 1,
        created_by: ctx.actor.userId || null,
        updated_by: ctx.actor.userId || null,
        created_at: iso(now),
        updated_at: iso(now),
      });
      await ctx.audit(trx, {
        ...audit({ id, organization_id: organizationId }),
        action: 'created',
        changes: fields,
      });
    });
  } catch (error) {
    // A simultaneous request with the same code won the race: the same answer as the check.
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  return currentPlace(ctx, organizationId, id);
}

/**
 * PUT /api/ash-places/{id}: the fields given change, versioned (a stale version is a 409 with the current
 * place). The capacity cannot drop below the urns placed (checked with the place locked, so a placement at the
 * same moment is counted); the code stays unique. Audited with what changed.
 */
export async function updateAshPlace(
  ctx: ServiceContext,
  place: AshPlaceRow,
  { version, ...input }: UpdateAshPlaceData,
): Promise<AshPlaceData> {
  const organizationId = place.organization_id;
  const current = () => currentPlace(ctx, organizationId, place.id);
  const edit = { given: version, stored: place.version, current, message: e.conflict };
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== place.version) throw conflictWith(await current(), edit.message);

  const values: Partial<AshPlaceFields> = {};
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.code !== undefined) values.code = input.code;
  if (input.location !== undefined) values.location = input.location;
  if (input.capacity !== undefined) values.capacity = input.capacity;
  if (input.termStart !== undefined) values.term_start = input.termStart;
  if (input.termEnd !== undefined) values.term_end = input.termEnd;
  if (input.rightsHolderName !== undefined) values.rights_holder_name = input.rightsHolderName;
  if (input.rightsHolderAddress !== undefined) values.rights_holder_address = input.rightsHolderAddress;
  if (input.rightsHolderPhone !== undefined) values.rights_holder_phone = input.rightsHolderPhone;
  if (input.rightsHolderEmail !== undefined) values.rights_holder_email = input.rightsHolderEmail;
  if (input.reserved !== undefined) values.reserved = input.reserved ? 1 : 0;
  if (input.reservedFor !== undefined) values.reserved_for = input.reservedFor;
  // No longer kept for someone: whom it was kept for goes too, unless the same request says otherwise.
  if (input.reserved === false && input.reservedFor === undefined) values.reserved_for = null;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.active !== undefined) values.active = input.active ? 1 : 0;
  const changes = diffFields(place as unknown as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return showAshPlace(ctx, place);

  assertTermOrder({ ...place, ...values });
  if (
    'code' in changes &&
    (await ashPlacesRepository.codeTaken(ctx.db, organizationId, values.code!, place.id))
  ) {
    throw duplicateCode();
  }
  const now = iso(ctx.clock.now());
  try {
    await versionedEdit(ctx.db, edit, async (trx) => {
      if ('capacity' in changes && values.capacity !== null && values.capacity !== undefined) {
        const locked = await ashPlacesRepository.lockForWrite(trx, organizationId, place.id);
        if (!locked) throw notFound();
        const occupied =
          (await placeOccupation(trx, organizationId, [place.id])).get(place.id)?.occupied ?? 0;
        if (values.capacity < occupied) {
          throw new ValidationError({ capacity: [interpolate(e.capacityBelowOccupied, { occupied })] });
        }
      }
      const where = { id: place.id, version: place.version, organizationId };
      const update = { ...values, updated_by: ctx.actor.userId || null, updated_at: now };
      if (!(await updateWhereVersion(trx, 'ash_places', where, update))) return false;
      await ctx.audit(trx, { ...audit(place), action: 'updated', changes });
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  return current();
}

/**
 * DELETE /api/ash-places/{id}: only a place no destination ever named (409 otherwise: the register refers to it;
 * "niet in gebruik" is the way out). The row is locked first, so a destination made at the same moment either
 * sees it gone or keeps it. Audited.
 */
export async function deleteAshPlace(ctx: ServiceContext, place: AshPlaceRow): Promise<void> {
  try {
    await inTransaction(ctx.db, async (trx) => {
      const locked = await ashPlacesRepository.lockForWrite(trx, place.organization_id, place.id);
      if (!locked) throw notFound();
      if ((await ashPlacesRepository.destinationCount(trx, place.organization_id, place.id)) > 0) {
        throw new HttpError(409, e.placeInUse);
      }
      if (!(await ashPlacesRepository.remove(trx, place.organization_id, place.id))) throw notFound();
      await ctx.audit(trx, {
        ...audit(place),
        action: 'deleted',
        changes: { kind: locked.kind, code: locked.code, location: locked.location },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, e.placeInUse);
    throw error;
  }
}
