import ical, { ICalEventStatus, type ICalLuxonDateTimeStub } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { TIME_ZONE, toWallClock } from '@afscheid/shared';

/** One event of a feed, already in Dutch. */
export type FeedEvent = {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string;
  status: 'option' | 'confirmed' | 'cancelled';
  lastModified: Date;
};

const STATUS = {
  option: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/** The host part of every event's UID: `{reservation id}@afscheid`, stable across regenerated feed URLs. */
const UID_DOMAIN = 'afscheid';

let vtimezone: string | null = null;

/**
 * The VTIMEZONE block of Europe/Amsterdam from timezones-ical-library. The library files Amsterdam under its
 * tzdata link Europe/Brussels (the same rules since 1977); the block is renamed so that its TZID is the one the
 * events name.
 */
export function amsterdamVtimezone(): string {
  if (vtimezone) return vtimezone;
  const block = tzlib_get_ical_block(TIME_ZONE);
  const text = Array.isArray(block) ? block[0] : undefined;
  if (!text || !text.includes('BEGIN:VTIMEZONE')) throw new Error(`no VTIMEZONE for ${TIME_ZONE}`);
  vtimezone = text
    .replace(/^TZID:.*$/m, `TZID:${TIME_ZONE}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${TIME_ZONE}`);
  return vtimezone;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * An instant as ical-generator's Luxon-style date in Amsterdam: `DTSTART;TZID=Europe/Amsterdam:20261025T023000`
 * with the wall-clock time of Amsterdam, whatever the server's own time zone (a native Date would be written in
 * the process's local time).
 */
function amsterdamTime(instant: Date): ICalLuxonDateTimeStub {
  const clock = toWallClock(instant);
  if (!clock) throw new Error('invalid instant');
  const stub: ICalLuxonDateTimeStub = {
    isValid: true,
    zone: { type: 'iana' },
    setZone: () => stub,
    toJSDate: () => new Date(instant.getTime()),
    toJSON: () => instant.toISOString(),
    toFormat: (format: string) =>
      format === 'HHmmss'
        ? `${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`
        : `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}`,
  };
  return stub;
}

/**
 * Whether the Amsterdam wall-clock time of the instant is the second pass of the hour the clocks go back
 * (25 October 2026 02:30 CET comes after 02:30 CEST). RFC 5545 reads such a local time as the first pass, so
 * it has to be written in UTC instead.
 */
function repeatedHour(instant: Date): boolean {
  const clock = toWallClock(instant);
  const hourBefore = toWallClock(new Date(instant.getTime() - 3_600_000));
  return (
    !!clock &&
    !!hourBefore &&
    (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).every(
      (key) => clock[key] === hourBefore[key],
    )
  );
}

/**
 * An RFC 5545 calendar of the events, with the VTIMEZONE of Europe/Amsterdam; start and end in Amsterdam time
 * with `TZID` (in UTC for an event in the repeated hour of the autumn switch), DTSTAMP and LAST-MODIFIED in UTC.
 */
export function buildCalendar(opts: { name: string; events: FeedEvent[]; now: Date }): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'Afscheid', product: 'Planning', language: 'NL' },
    // The generator only: without a calendar-wide time-zone name, DTSTAMP and LAST-MODIFIED stay in UTC.
    timezone: { name: null, generator: (zone) => (zone === TIME_ZONE ? amsterdamVtimezone() : null) },
  });
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  for (const event of opts.events) {
    const inUtc = repeatedHour(event.start) || repeatedHour(event.end);
    calendar.createEvent({
      id: `${event.id}@${UID_DOMAIN}`,
      start: inUtc ? event.start : amsterdamTime(event.start),
      end: inUtc ? event.end : amsterdamTime(event.end),
      timezone: inUtc ? null : TIME_ZONE,
      stamp: opts.now,
      lastModified: event.lastModified,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: STATUS[event.status],
    });
  }
  return calendar.toString();
}
