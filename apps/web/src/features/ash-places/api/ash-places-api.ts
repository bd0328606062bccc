import type {
  ASH_PLACE_SORTS,
  AshPlaceData,
  AshPlaceKind,
  AshPlaceState,
  CreateAshPlaceData,
  PaginationMeta,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { AshPlaceData };

/** A sort of the list: `code` (the default), `kind`, `term_end`. */
export type AshPlaceSort = (typeof ASH_PLACE_SORTS)[number];

/** GET /api/ash-places: the query as the page sends it (camelCase; the client writes snake_case). */
export interface AshPlaceListQuery {
  kind?: AshPlaceKind;
  state?: AshPlaceState;
  search?: string;
  /** Only the places whose term ends in the next 90 days (or has ended while occupied), soonest first. */
  termsEnding?: boolean;
  /** In use (true) or not (false); absent: both. */
  active?: boolean;
  page: number;
  perPage: number;
  sort?: AshPlaceSort;
}

export interface AshPlacePage {
  data: AshPlaceData[];
  meta: PaginationMeta;
}

/** The fields of POST and PUT (the shared schema's output): every field, so a PUT sets them all. */
export type AshPlaceInput = CreateAshPlaceData;

const placePath = (id: string) => `/api/ash-places/${encodeURIComponent(id)}`;

export function listAshPlaces(query: AshPlaceListQuery): Promise<AshPlacePage> {
  return api.get<AshPlacePage>('/api/ash-places', { query: { ...query } });
}

/** 201 with the new place; 422 with a Dutch message per field (a code already in use: `code`). */
export async function createAshPlace(input: AshPlaceInput): Promise<AshPlaceData> {
  return (await api.post<{ data: AshPlaceData }>('/api/ash-places', input)).data;
}

/** 409 with the place as it is now when `version` is stale; 422 per field (capacity below the urns placed). */
export async function updateAshPlace(
  id: string,
  input: AshPlaceInput & { version: number },
): Promise<AshPlaceData> {
  return (await api.put<{ data: AshPlaceData }>(placePath(id), input)).data;
}

/** 409 (with the Dutch message) when a destination ever referred to the place. */
export async function deleteAshPlace(id: string): Promise<void> {
  await api.delete(placePath(id));
}
