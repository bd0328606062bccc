import { TIME_ZONE } from '../constants.ts';

/** A date and time as read on a clock in Amsterdam. `hasTime` is false for calendar dates ('YYYY-MM-DD'). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  hasTime: boolean;
}

export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Without an offset the text is already Amsterdam wall-clock time (the `YYYY-MM-DD HH:mm:ss` wire format).
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

let amsterdamParts: Intl.DateTimeFormat | undefined;

function partsFormatter(): Intl.DateTimeFormat {
  amsterdamParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return amsterdamParts;
}

function fromInstant(date: Date): WallClock | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of partsFormatter().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
    hasTime: true,
  };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function fromFields(fields: (string | undefined)[], hasTime: boolean): WallClock | null {
  const [year, month, day, hour, minute, second] = fields.map((field) => Number(field ?? 0));
  const clock = {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
    hasTime,
  };
  if (!isRealDate(clock.year, clock.month, clock.day)) return null;
  if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return null;
  return clock;
}

/** Reads a Date, an epoch in ms, a calendar date, a local date-time or an ISO instant (shown in Amsterdam). */
export function toWallClock(input: DateInput): WallClock | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return fromInstant(input);
  if (typeof input === 'number') return fromInstant(new Date(input));
  const text = input.trim();
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar) return fromFields(calendar.slice(1), false);
  const local = LOCAL_DATETIME.exec(text);
  if (local) return fromFields(local.slice(1), true);
  return fromInstant(new Date(text));
}

/** Reads 'HH:mm' or 'HH:mm:ss' as a time of day (on no particular date). */
export function timeOfDay(input: DateInput): { hour: number; minute: number } | null {
  if (typeof input === 'string') {
    const match = TIME_ONLY.exec(input.trim());
    if (match) {
      const hour = Number(match[1]);
      const minute = Number(match[2]);
      return hour <= 23 && minute <= 59 ? { hour, minute } : null;
    }
  }
  const clock = toWallClock(input);
  return clock?.hasTime ? { hour: clock.hour, minute: clock.minute } : null;
}
