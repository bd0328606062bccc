import {
  amsterdamInstant,
  amsterdamToday,
  interpolate,
  isPlannerDate,
  messages,
  requiredMessage,
  toWallClock,
  type CremationData,
} from '@afscheid/shared';
import type { CremationPerform } from '../api/cremations-api.ts';

const c = messages.cremations;

/** The "Crematie vastleggen" dialog's values: Amsterdam date and wall-clock times, all text ('' for empty). */
export interface PerformFormValues {
  date: string;
  startTime: string;
  endTime: string;
  ovenPlaceId: string;
  ashRegistrationNumber: string;
}

export const PERFORM_FORM_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'ovenPlaceId',
  'ashRegistrationNumber',
] as const satisfies readonly (keyof PerformFormValues)[];
export type PerformFormField = (typeof PERFORM_FORM_FIELDS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the Amsterdam date and `HH:mm`. */
function wallClock(instant: string | Date): { date: string; time: string } | null {
  const clock = toWallClock(instant);
  if (!clock) return null;
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
  };
}

/**
 * The first values: the planned moment once it has passed (the usual case: recorded right after), else now;
 * the record's oven; no end time and no asbus number yet.
 */
export function performDefaults(record: CremationData, now: Date): PerformFormValues {
  const planned =
    record.plannedAt && new Date(record.plannedAt).getTime() <= now.getTime() ? record.plannedAt : null;
  const moment = wallClock(planned ?? now) ?? { date: amsterdamToday(now), time: '' };
  return {
    date: moment.date,
    startTime: moment.time,
    endTime: '',
    ovenPlaceId: record.oven?.id ?? '',
    ashRegistrationNumber: '',
  };
}

export interface CheckedPerform {
  /** Messages per field (empty when the values can be sent). */
  errors: Partial<Record<PerformFormField, string>>;
  /** The POST body (without the version) when there are no errors. */
  input: Omit<CremationPerform, 'version'> | null;
}

/**
 * The dialog's own checks with the shared Dutch messages: date and start time, an end after the start (on the
 * same day), the registration number on the asbus. The times are Amsterdam wall-clock, sent as instants.
 */
export function checkPerform(values: PerformFormValues): CheckedPerform {
  const errors: CheckedPerform['errors'] = {};
  const date = values.date.trim();
  const startTime = values.startTime.trim();
  const endTime = values.endTime.trim();
  const ash = values.ashRegistrationNumber.trim();
  if (!isPlannerDate(date)) errors.date = requiredMessage(c.fields.performedAt);
  if (!startTime) errors.startTime = requiredMessage(c.fields.startedAt);
  if (!ash) errors.ashRegistrationNumber = requiredMessage(c.fields.ashRegistrationNumber);
  else if (ash.length > 50) {
    errors.ashRegistrationNumber = interpolate(messages.validation.max, {
      field: c.fields.ashRegistrationNumber,
      length: 50,
    });
  }
  const performedAt = errors.date || errors.startTime ? null : amsterdamInstant(date, startTime);
  if (!errors.date && !errors.startTime && !performedAt)
    errors.startTime = requiredMessage(c.fields.startedAt);
  const endedAt = endTime && performedAt ? amsterdamInstant(date, endTime) : null;
  if (performedAt && endedAt && endedAt <= performedAt) errors.endTime = c.errors.endBeforeStart;
  if (Object.keys(errors).length > 0 || !performedAt) return { errors, input: null };
  return {
    errors,
    input: {
      performedAt,
      endedAt,
      ovenPlaceId: values.ovenPlaceId.trim() || null,
      ashRegistrationNumber: ash,
    },
  };
}

/** The dialog's field for a field of the API's answer (`performedAt` → the start time). */
export function performFieldOf(apiField: string): PerformFormField | null {
  switch (apiField) {
    case 'performedAt':
      return 'startTime';
    case 'endedAt':
      return 'endTime';
    case 'ovenPlaceId':
      return 'ovenPlaceId';
    case 'ashRegistrationNumber':
      return 'ashRegistrationNumber';
    default:
      return null;
  }
}
