import {
  foldedWords,
  interpolate,
  messages,
  nameSortKey,
  normalizePostcode,
  type CreatePlaceData,
  type ListPlacesQuery,
  type PaginationMeta,
  type PlaceData,
  type UpdatePlaceData,
} from '@afscheid/shared';
import type { PlacesTable } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { presentPlace } from './presenter.ts';
import { placesRepository, type PlaceRow, type PlaceSortField } from './repository.ts';

/** The columns a place's form writes. */
type PlaceFields = Pick<
  PlacesTable,
  | 'name'
  | 'kind'
  | 'location_name'
  | 'street'
  | 'house_number'
  | 'house_number_addition'
  | 'postcode'
  | 'city'
  | 'capacity'
  | 'color'
> & { preparation_minutes: number; cleanup_minutes: number; broadcasting: number; active: number };

const audit = (place: { id: string; organization_id: string }) => ({
  organizationId: place.organization_id,
  entity: 'place',
  entityId: place.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A place service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** The planner's order: location, then name, folded (`nameSortKey`: byte order is the Dutch order). */
export const placeSortName = (fields: Pick<PlaceFields, 'location_name' | 'name'>) =>
  nameSortKey([fields.location_name, fields.name]);

/** A Dutch postcode as `1234 AB`; empty stays empty. */
const storedPostcode = (postcode: string | null | undefined) =>
  postcode ? normalizePostcode(postcode) : null;

async function currentPlace(ctx: ServiceContext, organizationId: string, id: string): Promise<PlaceData> {
  const latest = await placesRepository.findById(ctx.db, organizationId, id);
  if (!latest) throw notFound();
  return presentPlace(latest);
}

/** GET /api/places: search (location and name), kind, location and active filters, sort, pages. */
export async function listPlaces(
  ctx: ServiceContext,
  query: ListPlacesQuery,
): Promise<{ data: PlaceData[]; meta: PaginationMeta }> {
  const descending = query.sort.startsWith('-');
  const { total, rows } = await placesRepository.list(ctx.db, organizationOf(ctx), {
    words: [...new Set(foldedWords(query.search))].slice(0, 6),
    kind: query.kind,
    location: query.location,
    active: query.active === undefined ? undefined : query.active === 'true',
    sort: { field: (descending ? query.sort.slice(1) : query.sort) as PlaceSortField, descending },
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentPlace), total, query);
}

export const showPlace = (place: PlaceRow): PlaceData => presentPlace(place);

/** POST /api/places: a new place of the actor's organisation, audited. */
export async function createPlace(ctx: ServiceContext, input: CreatePlaceData): Promise<PlaceData> {
  const organizationId = organizationOf(ctx);
  const fields: PlaceFields = {
    name: input.name,
    kind: input.kind,
    location_name: input.locationName ?? null,
    street: input.street ?? null,
    house_number: input.houseNumber ?? null,
    house_number_addition: input.houseNumberAddition ?? null,
    postcode: storedPostcode(input.postcode),
    city: input.city ?? null,
    capacity: input.capacity ?? null,
    color: input.color,
    preparation_minutes: input.preparationMinutes,
    cleanup_minutes: input.cleanupMinutes,
    broadcasting: input.broadcasting ? 1 : 0,
    active: input.active ? 1 : 0,
  };
  const now = iso(ctx.clock.now());
  const id = newId(ctx.clock.now().getTime());
  await inTransaction(ctx.db, async (trx) => {
    await placesRepository.insert(trx, {
      ...fields,
      sort_name: placeSortName(fields),
      id,
      organization_id: organizationId,
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: now,
      updated_at: now,
    });
    await ctx.audit(trx, {
      ...audit({ id, organization_id: organizationId }),
      action: 'created',
      changes: fields,
    });
  });
  return currentPlace(ctx, organizationId, id);
}

/**
 * PUT /api/places/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying the
 * current place). New preparation or clean-up times apply to reservations booked or moved from then on; the
 * busy times of the reservations already made stay as they were booked.
 */
export async function updatePlace(
  ctx: ServiceContext,
  place: PlaceRow,
  { version, ...input }: UpdatePlaceData,
): Promise<PlaceData> {
  const current = () => currentPlace(ctx, place.organization_id, place.id);
  const edit = { given: version, stored: place.version, current, message: messages.places.conflict };
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== place.version) throw conflictWith(await current(), edit.message);

  const values: Partial<PlaceFields> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.locationName !== undefined) values.location_name = input.locationName;
  if (input.street !== undefined) values.street = input.street;
  if (input.houseNumber !== undefined) values.house_number = input.houseNumber;
  if (input.houseNumberAddition !== undefined) values.house_number_addition = input.houseNumberAddition;
  if (input.postcode !== undefined) values.postcode = storedPostcode(input.postcode);
  if (input.city !== undefined) values.city = input.city;
  if (input.capacity !== undefined) values.capacity = input.capacity;
  if (input.color !== undefined) values.color = input.color;
  if (input.preparationMinutes !== undefined) values.preparation_minutes = input.preparationMinutes;
  if (input.cleanupMinutes !== undefined) values.cleanup_minutes = input.cleanupMinutes;
  if (input.broadcasting !== undefined) values.broadcasting = input.broadcasting ? 1 : 0;
  if (input.active !== undefined) values.active = input.active ? 1 : 0;
  const changes = diffFields(place as unknown as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return presentPlace(place);

  const after = { ...place, ...values };
  const now = iso(ctx.clock.now());
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: place.id, version: place.version, organizationId: place.organization_id };
    const update = {
      ...values,
      ...('name' in changes || 'location_name' in changes ? { sort_name: placeSortName(after) } : {}),
      updated_by: ctx.actor.userId || null,
      updated_at: now,
    };
    if (!(await updateWhereVersion(trx, 'places', where, update))) return false;
    await ctx.audit(trx, { ...audit(place), action: 'updated', changes });
    return true;
  });
  return current();
}

/**
 * DELETE /api/places/:id: only a place without reservations (409 otherwise, suggesting "inactief"). The row is
 * locked first, so a reservation made at the same moment either sees it gone or keeps it.
 */
export async function deletePlace(ctx: ServiceContext, place: PlaceRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const locked = await placesRepository.lockForWrite(trx, place.organization_id, place.id);
    if (!locked) throw notFound();
    const count = await placesRepository.reservationCount(trx, place.id);
    if (count > 0) {
      const text =
        count === 1
          ? messages.places.deleteHasReservationsOne
          : interpolate(messages.places.deleteHasReservations, { count });
      throw new HttpError(409, text);
    }
    if (!(await placesRepository.remove(trx, place.organization_id, place.id))) throw notFound();
    await ctx.audit(trx, {
      ...audit(place),
      action: 'deleted',
      changes: { name: place.name, kind: place.kind, location_name: place.location_name },
    });
  });
}
