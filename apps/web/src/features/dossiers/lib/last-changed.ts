import { formatDateTime, interpolate } from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

/** "Laatst gewijzigd door Anna de Boer op 21 november 2026 14:05" (without a name when unknown). */
export function lastChangedText(updatedBy: { name: string } | null, updatedAt: string): string {
  const date = formatDateTime(updatedAt);
  return updatedBy
    ? interpolate(nld.dossier.lastChanged, { name: updatedBy.name, date })
    : interpolate(nld.dossier.lastChangedNoName, { date });
}
