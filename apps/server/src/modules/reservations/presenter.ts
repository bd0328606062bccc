import type { ReservationData } from '@afscheid/shared';
import { dossierRef } from '../../lib/refs.ts';
import { minutesToInstant } from './busy.ts';
import type { ReservationRow } from './repository.ts';

const userRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** A reservation as the API answers it (the planner, the dossier, the detail dialog). */
export function presentReservation(row: ReservationRow): ReservationData {
  return {
    id: row.id,
    place: {
      id: row.place_id,
      name: row.place_name,
      kind: row.place_kind,
      locationName: row.place_location_name,
      color: row.place_color,
    },
    dossier: dossierRef(row.dossier_id, row.dossier_number, [
      row.dossier_first_names,
      row.dossier_name_prefix,
      row.dossier_last_name,
    ]),
    kind: row.kind,
    title: row.title,
    notes: row.notes,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    busyFrom: minutesToInstant(row.busy_from_min),
    busyUntil: minutesToInstant(row.busy_until_min),
    createdBy: userRef(row.created_by, row.created_by_name),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
