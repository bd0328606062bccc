import { addPlannerDays, interpolate, type ReservationKind, type SectionKey } from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

/** The sections with "Inplannen": what a reservation made from them is for. */
export const PLANNABLE_SECTIONS = {
  ceremony: 'ceremony',
  wake: 'wake',
  condolence: 'condolence',
  cremation: 'cremation',
  funeral: 'other',
} as const satisfies Partial<Record<SectionKey, ReservationKind>>;

export type PlannableSection = keyof typeof PLANNABLE_SECTIONS;

export const isPlannableSection = (key: string): key is PlannableSection =>
  Object.prototype.hasOwnProperty.call(PLANNABLE_SECTIONS, key);

/** What "Inplannen" fills in: the dossier's kind of reservation, a title and the section's date and times. */
export interface SectionPlanPrefill {
  kind: ReservationKind;
  title: string;
  date?: string;
  start?: string;
  end?: string;
  endDate?: string;
}

const TIME = /^\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value.slice(0, pattern === TIME ? 5 : 10) : undefined;

/** `HH:mm` plus minutes, and whether it passed midnight. */
function later(time: string, minutes: number): { time: string; nextDay: boolean } {
  const [hours, mins] = time.split(':').map(Number);
  const total = (hours ?? 0) * 60 + (mins ?? 0) + minutes;
  const wrapped = total % (24 * 60);
  return {
    time: `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`,
    nextDay: total >= 24 * 60,
  };
}

/** How long a reservation from a section without an end time lasts, in minutes. */
const DEFAULT_MINUTES: Record<PlannableSection, number> = {
  ceremony: 60,
  wake: 60,
  condolence: 60,
  cremation: 90,
  funeral: 60,
};

/**
 * The prefill of "Inplannen" from a section's data (camelCase, as the section API answers): the ceremony and
 * condolence have a date with start and end times, the wake a period (from date/time until date/time), the
 * cremation and the burial a date and a time (the end is then a usual length later).
 */
export function sectionPlanPrefill(
  key: PlannableSection,
  data: Record<string, unknown>,
  deceasedName: string,
): SectionPlanPrefill {
  const prefill: SectionPlanPrefill = {
    kind: PLANNABLE_SECTIONS[key],
    title: interpolate(nld.planning.titles[key], { name: deceasedName }).trim(),
  };
  let date: string | undefined;
  let start: string | undefined;
  let end: string | undefined;
  let endDate: string | undefined;
  if (key === 'ceremony' || key === 'condolence') {
    date = text(data['date'], DATE);
    start = text(data['startTime'], TIME);
    end = text(data['endTime'], TIME);
  } else if (key === 'wake') {
    date = text(data['fromDate'], DATE);
    start = text(data['fromTime'], TIME);
    end = text(data['untilTime'], TIME);
    endDate = text(data['untilDate'], DATE);
  } else {
    date = text(data['date'], DATE);
    start = text(data['time'], TIME);
  }
  if (!date) return prefill;
  prefill.date = date;
  if (!start) return prefill;
  prefill.start = start;
  if (!end) {
    const next = later(start, DEFAULT_MINUTES[key]);
    end = next.time;
    if (next.nextDay) endDate = addPlannerDays(date, 1);
  } else if (!endDate && end <= start) {
    endDate = addPlannerDays(date, 1);
  }
  prefill.end = end;
  if (endDate && endDate !== date) prefill.endDate = endDate;
  return prefill;
}
