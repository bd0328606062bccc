import {
  dossierSummaryFromDeceased,
  funeralMomentOf,
  legalExceptionOf,
  normalizeBsn,
  type DeceasedSection,
  type SectionKey,
} from '@afscheid/shared';
import type { Updateable } from 'kysely';
import type { Dossier, DossiersTable } from '../../db/types.ts';
import { bsnHash, dossierNameColumns } from '../dossiers/index.ts';

type SummaryColumn =
  | 'deceased_first_names'
  | 'deceased_name_prefix'
  | 'deceased_last_name'
  | 'deceased_birth_date'
  | 'died_at'
  | 'deceased_bsn_hash'
  | 'search_text'
  | 'sort_name'
  | 'funeral_at'
  | 'legal_delay_until';

/**
 * The dossier columns a section keeps in step: the deceased's names, birth date, moment of death and BSN
 * (as its HMAC) with the search text and the name's sort key; the cremation or funeral moment. The name and
 * the moment of death stay as they were when the section leaves them empty (the shared rules require them anyway).
 */
export function summaryColumns(
  key: SectionKey,
  data: Record<string, unknown>,
  dossier: Dossier,
  appKey: Buffer,
): Pick<Updateable<DossiersTable>, SummaryColumn> {
  if (key === 'deceased') {
    const summary = dossierSummaryFromDeceased(data as DeceasedSection);
    const firstNames = summary.firstNames ?? dossier.deceased_first_names;
    const lastName = summary.lastName ?? dossier.deceased_last_name;
    const bsn = summary.bsn ? normalizeBsn(summary.bsn) : null;
    return {
      deceased_first_names: firstNames,
      deceased_name_prefix: summary.namePrefix,
      deceased_last_name: lastName,
      deceased_birth_date: summary.birthDate,
      died_at: summary.diedAt ?? dossier.died_at,
      deceased_bsn_hash: bsn ? bsnHash(appKey, bsn) : null,
      // A delay permit (uitstel) with its last day moves the legal latest day there (the dashboard's deadlines).
      legal_delay_until: delayUntil(data),
      ...dossierNameColumns({
        firstNames,
        namePrefix: summary.namePrefix,
        lastName,
        number: dossier.number,
        sequence: dossier.number_sequence,
      }),
    };
  }
  const funeralKey = dossier.type === 'cremation' ? 'cremation' : 'funeral';
  if (key === funeralKey) {
    const moment = funeralMomentOf(key, data);
    return { funeral_at: moment ? new Date(moment).toISOString() : null };
  }
  return {};
}

/** Equal data, whatever the order of the keys. */
export function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** The last day of the deceased section's delay permit, or null (no permit, an early one, or no day given). */
function delayUntil(data: Record<string, unknown>): string | null {
  const exception = legalExceptionOf(data);
  return exception?.kind === 'delay' ? exception.until : null;
}
