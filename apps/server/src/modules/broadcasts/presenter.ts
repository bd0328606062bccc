import { deceasedFullName, parseStreamUrl, type BroadcastData, type PublicBroadcast } from '@afscheid/shared';
import { dossierRef } from '../../lib/refs.ts';
import { displayAccessCode } from './codes.ts';
import type { BroadcastRow } from './repository.ts';

/** `{APP_URL}/uitzending/{slug}`: the page relatives open. */
export const publicUrlOf = (appUrl: string, slug: string) => `${appUrl}/uitzending/${slug}`;

/** A broadcast as the funeral company sees it: with its code and public link. */
export function presentBroadcast(row: BroadcastRow, appUrl: string): BroadcastData {
  return {
    id: row.id,
    place: {
      id: row.place_id,
      name: row.place_name,
      kind: row.place_kind,
      locationName: row.place_location_name,
      color: row.place_color,
    },
    reservationId: row.reservation_id,
    dossier: dossierRef(row.dossier_id, row.dossier_number, [
      row.deceased_first_names,
      row.deceased_name_prefix,
      row.deceased_last_name,
    ]),
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    streamUrl: row.stream_url,
    // Every stored URL was accepted by the same parser; an HLS URL is the one kind without a fixed host.
    streamKind: parseStreamUrl(row.stream_url)?.kind ?? 'hls',
    accessCode: displayAccessCode(row.access_code),
    publicUrl: publicUrlOf(appUrl, row.slug),
    availableUntil: row.available_until,
    status: row.status,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The deceased's name of the broadcast's (live) dossier, or null without one. */
export function deceasedNameOf(row: BroadcastRow): string | null {
  if (!row.dossier_number || row.deceased_last_name === null) return null;
  return deceasedFullName(row.deceased_first_names, row.deceased_name_prefix, row.deceased_last_name);
}

/** What relatives see with the right code, and nothing else: no ids, no code, no organisation, no notes. */
export function presentPublicBroadcast(
  row: BroadcastRow,
  stream: { kind: PublicBroadcast['stream']['kind']; playerUrl: string },
): PublicBroadcast {
  return {
    title: row.title,
    deceasedName: deceasedNameOf(row),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    stream: { kind: stream.kind, playerUrl: stream.playerUrl },
    availableUntil: row.available_until,
  };
}
