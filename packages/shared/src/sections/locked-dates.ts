/**
 * The dates a dossier's status rests on. "Uitgevoerd" means the cremation or burial took place at the moment the
 * dossier records, within the legal window counted from the moment of death; once a dossier is past "open" those
 * dates are fixed (issue 10, item 9). Closed and cancelled dossiers are read-only as a whole.
 */
import type { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { DOSSIER_STATUS_LABELS, type DossierStatus, type DossierType } from '../schemas/dossier-values.ts';
import type { SectionKey } from './keys.ts';
import { sectionSchemas } from './registry.ts';

const texts = messages.sectionIntegrity;

/** The status as it reads inside a sentence ("uitgevoerd"). */
const statusText = (status: DossierStatus) => DOSSIER_STATUS_LABELS[status].toLowerCase();

/** The statuses past "open" in which the rest of the dossier can still be edited, its dates not. */
export const DATE_LOCKED_STATUSES: readonly DossierStatus[] = ['completed', 'invoiced'];

/** Are the dates of the moment of death and of the cremation or burial fixed in this status? */
export function areDatesLocked(status: DossierStatus): boolean {
  return DATE_LOCKED_STATUSES.includes(status);
}

type LockedSection = keyof typeof texts.lockedFields;

/** The section holding the moment of the cremation or burial of a dossier of this type. */
const momentSectionOf = (type: DossierType): LockedSection =>
  type === 'cremation' ? 'cremation' : 'funeral';

/**
 * The data paths of a section that are read-only in this status: the date and time of death in the deceased
 * section and the date and time in the section of the dossier's cremation or burial; none while the dossier is
 * open (or in another section).
 */
export function lockedDateFields(
  type: DossierType,
  status: DossierStatus,
  key: SectionKey,
): readonly string[] {
  if (!areDatesLocked(status)) return [];
  if (key === 'deceased') return Object.keys(texts.lockedFields.deceased);
  if (key === momentSectionOf(type)) return Object.keys(texts.lockedFields[key]);
  return [];
}

/**
 * A field's value as compared: read by the field's own schema, so what it stores the same way is the same
 * ("9:30" and "09:30", an empty text and no value); a value the schema refuses is compared as it was sent.
 */
function comparable(key: SectionKey, path: string, data: unknown): unknown {
  const value =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[path] : undefined;
  const schema = (sectionSchemas[key] as unknown as z.ZodObject).shape[path];
  const parsed = schema?.safeParse(value);
  return (parsed?.success ? parsed.data : value) ?? null;
}

/**
 * What a save that changes a fixed date is told, per data path (empty when it changes none): "De datum van de
 * crematie kan niet meer worden gewijzigd, want het dossier is uitgevoerd."
 */
export function lockedDateErrors(
  type: DossierType,
  status: DossierStatus,
  key: SectionKey,
  before: unknown,
  after: unknown,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const labels = texts.lockedFields[key as LockedSection] as Record<string, string> | undefined;
  for (const path of lockedDateFields(type, status, key)) {
    if (comparable(key, path, before) === comparable(key, path, after)) continue;
    errors[path] = [
      interpolate(texts.dateLocked, { field: labels?.[path] ?? path, status: statusText(status) }),
    ];
  }
  return errors;
}

/** Which dates are fixed and why, in one sentence: `notice` for the form, `refusal` above a refused save's fields. */
export function lockedDatesText(
  type: DossierType,
  status: DossierStatus,
  kind: 'notice' | 'refusal',
): string {
  return interpolate(kind === 'notice' ? texts.datesLockedNotice : texts.datesLocked, {
    status: statusText(status),
    act: messages.dossierApi.acts[type],
  });
}

/** The hint under a read-only date field ("Ligt vast: het dossier is uitgevoerd."). */
export const lockedDateHint = (status: DossierStatus) =>
  interpolate(texts.dateLockedHint, { status: statusText(status) });
