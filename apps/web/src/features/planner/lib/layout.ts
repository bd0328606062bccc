import {
  addPlannerDays,
  amsterdamDateOf,
  amsterdamInstant,
  dayRange,
  formatTime,
  minutesInDay,
  PLANNER_SNAP_MINUTES,
} from '@afscheid/shared';

/**
 * The planner's layout maths, free of React and the DOM (issue 13). A day is the real Amsterdam day: from its
 * midnight to the next, 1440 minutes, or 1380 (29 March 2026) and 1500 (25 October 2026) on the days the clocks
 * change. Everything is placed by the minutes since the day's real start, so a reservation across the switch
 * shows its real length; wall-clock times are only read for labels and for "same time, another day".
 */

/** The height of one hour in the day view, in CSS pixels. */
export const HOUR_HEIGHT = 48;
export const PX_PER_MINUTE = HOUR_HEIGHT / 60;
const MINUTE_MS = 60_000;

/** The times that move a reservation in time. */
export interface Times {
  startsAt: string;
  endsAt: string;
}

/** What a block needs to be placed: its times and the time its place is taken. */
export interface Timed extends Times {
  id: string;
  busyFrom?: string;
  busyUntil?: string;
}

/** One Amsterdam day as instants: `[startMs, endMs)`, `minutes` long. */
export interface DayFrame {
  date: string;
  startMs: number;
  endMs: number;
  minutes: number;
}

export function dayFrame(date: string): DayFrame {
  const range = dayRange(date);
  return {
    date,
    startMs: new Date(range.from).getTime(),
    endMs: new Date(range.to).getTime(),
    minutes: minutesInDay(date),
  };
}

const ms = (instant: string | Date | number) =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

/** Minutes from the day's start to the instant (negative before the day, beyond `minutes` after it). */
export function minutesFromDayStart(instant: string | Date | number, frame: DayFrame): number {
  return (ms(instant) - frame.startMs) / MINUTE_MS;
}

/** The instant `minute` minutes after the day's start, as ISO UTC. */
export function instantAtMinute(frame: DayFrame, minute: number): string {
  return new Date(frame.startMs + Math.round(minute) * MINUTE_MS).toISOString();
}

/** Rounds to the nearest step (15 minutes). */
export function snapMinutes(minutes: number, step: number = PLANNER_SNAP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/** Rounds down to the step (the quarter the pointer is in). */
export function floorMinutes(minutes: number, step: number = PLANNER_SNAP_MINUTES): number {
  return Math.floor(minutes / step) * step;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How long a reservation lasts in real minutes (instants, so a night across the switch counts right). */
export function durationMinutes(times: Times): number {
  return Math.round((ms(times.endsAt) - ms(times.startsAt)) / MINUTE_MS);
}

export interface HourMark {
  /** Minutes from the day's start. */
  minute: number;
  /** The wall-clock label, `02:00` (twice on 25 October 2026, not at all on 29 March 2026). */
  label: string;
}

/** The time axis: one mark per real hour of the day, labelled as an Amsterdam clock reads it. */
export function hourMarks(frame: DayFrame): HourMark[] {
  const marks: HourMark[] = [];
  for (let minute = 0; minute < frame.minutes; minute += 60) {
    marks.push({ minute, label: formatTime(new Date(frame.startMs + minute * MINUTE_MS)) });
  }
  return marks;
}

/** A block in a day column, in minutes from the day's start (multiply by `PX_PER_MINUTE`). */
export interface BlockBox {
  top: number;
  height: number;
  /** The busy time (preparation and clean-up around the block), clipped to the day. */
  busyTop: number;
  busyHeight: number;
  /** Started before this day / goes on after it (the block is cut at the day's edge). */
  startsBefore: boolean;
  endsAfter: boolean;
}

/** Where a reservation sits in a day column; null when it does not touch the day. */
export function blockBox(item: Timed, frame: DayFrame): BlockBox | null {
  const start = minutesFromDayStart(item.startsAt, frame);
  const end = minutesFromDayStart(item.endsAt, frame);
  if (end <= 0 || start >= frame.minutes) return null;
  const top = clamp(start, 0, frame.minutes);
  const bottom = clamp(end, 0, frame.minutes);
  const busyStart = clamp(minutesFromDayStart(item.busyFrom ?? item.startsAt, frame), 0, frame.minutes);
  const busyEnd = clamp(minutesFromDayStart(item.busyUntil ?? item.endsAt, frame), 0, frame.minutes);
  return {
    top,
    height: bottom - top,
    busyTop: Math.min(busyStart, top),
    busyHeight: Math.max(busyEnd, bottom) - Math.min(busyStart, top),
    startsBefore: start < 0,
    endsAfter: end > frame.minutes,
  };
}

/** Whether `[startsAt, endsAt)` overlaps the day. */
export function touchesDay(times: Times, frame: DayFrame): boolean {
  return ms(times.endsAt) > frame.startMs && ms(times.startsAt) < frame.endMs;
}

/** Orders by start, then end, then title/id: the order of a column, a week cell and the list. */
export function byStart<T extends Times & { id: string; title?: string }>(a: T, b: T): number {
  return (
    ms(a.startsAt) - ms(b.startsAt) ||
    ms(a.endsAt) - ms(b.endsAt) ||
    (a.title ?? '').localeCompare(b.title ?? '', 'nl') ||
    a.id.localeCompare(b.id)
  );
}

export interface Lane {
  /** 0-based lane of the block, and how many lanes its group of overlapping blocks needs. */
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for blocks that overlap in one column (an option beside a confirmed reservation): each block
 * takes the first free lane; overlapping blocks share the group's lane count.
 */
export function assignLanes<T extends Times & { id: string }>(items: readonly T[]): Map<string, Lane> {
  const sorted = [...items].sort(byStart);
  const result = new Map<string, Lane>();
  let group: { id: string; lane: number }[] = [];
  let groupEnd = -Infinity;
  let laneEnds: number[] = [];
  const closeGroup = () => {
    const lanes = Math.max(1, laneEnds.length);
    for (const member of group) result.set(member.id, { lane: member.lane, lanes });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = ms(item.startsAt);
    const end = ms(item.endsAt);
    if (start >= groupEnd) {
      closeGroup();
      groupEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    group.push({ id: item.id, lane });
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return result;
}

export interface PlacedBlock<T> {
  item: T;
  box: BlockBox;
  lane: Lane;
}

/** The blocks of each place column of a day (by place id), in order, with their boxes and lanes. */
export function dayColumns<T extends Timed & { place: { id: string }; title?: string }>(
  items: readonly T[],
  frame: DayFrame,
): Map<string, PlacedBlock<T>[]> {
  const byPlace = new Map<string, T[]>();
  for (const item of items) {
    if (!touchesDay(item, frame)) continue;
    const list = byPlace.get(item.place.id) ?? [];
    list.push(item);
    byPlace.set(item.place.id, list);
  }
  const columns = new Map<string, PlacedBlock<T>[]>();
  for (const [placeId, list] of byPlace) {
    const lanes = assignLanes(list);
    columns.set(
      placeId,
      [...list].sort(byStart).flatMap((item) => {
        const box = blockBox(item, frame);
        return box ? [{ item, box, lane: lanes.get(item.id) ?? { lane: 0, lanes: 1 } }] : [];
      }),
    );
  }
  return columns;
}

/** The key of a week cell: place and date. */
export const cellKey = (placeId: string, date: string) => `${placeId}|${date}`;

/**
 * The reservations of each week cell (`cellKey(place, date)`), in order of start. A reservation goes into every
 * day it touches: one from 23:00 to 01:00 shows on both days.
 */
export function weekCells<T extends Times & { id: string; title?: string; place: { id: string } }>(
  items: readonly T[],
  days: readonly string[],
): Map<string, T[]> {
  const frames = days.map(dayFrame);
  const cells = new Map<string, T[]>();
  for (const item of [...items].sort(byStart)) {
    for (const frame of frames) {
      if (!touchesDay(item, frame)) continue;
      const key = cellKey(item.place.id, frame.date);
      const list = cells.get(key) ?? [];
      list.push(item);
      cells.set(key, list);
    }
  }
  return cells;
}

/** The times moved by `minutes` (both ends). */
export function moveBy(times: Times, minutes: number): Times {
  return {
    startsAt: new Date(ms(times.startsAt) + minutes * MINUTE_MS).toISOString(),
    endsAt: new Date(ms(times.endsAt) + minutes * MINUTE_MS).toISOString(),
  };
}

/** The end moved by `minutes`, never closer to the start than one step. */
export function resizeBy(times: Times, minutes: number, step: number = PLANNER_SNAP_MINUTES): Times {
  const end = Math.max(ms(times.endsAt) + minutes * MINUTE_MS, ms(times.startsAt) + step * MINUTE_MS);
  return { startsAt: new Date(ms(times.startsAt)).toISOString(), endsAt: new Date(end).toISOString() };
}

/**
 * The same wall-clock start on another day, the same real length (the week view's move, and arrow left/right
 * there). `date` may also be given as a number of days to add.
 */
export function moveToDay(times: Times, date: string | number): Times {
  const startDate = amsterdamDateOf(times.startsAt);
  const target = typeof date === 'number' ? addPlannerDays(startDate, date) : date;
  const startsAt = amsterdamInstant(target, formatTime(times.startsAt)) ?? new Date(ms(times.startsAt)).toISOString();
  return {
    startsAt,
    endsAt: new Date(ms(startsAt) + durationMinutes(times) * MINUTE_MS).toISOString(),
  };
}

/** A drag in the day view by `deltaMinutes`: the start snaps to a quarter of the day, the length stays. */
export function dragMove(times: Times, frame: DayFrame, deltaMinutes: number): Times {
  const length = durationMinutes(times);
  const start = snapMinutes(minutesFromDayStart(times.startsAt, frame) + deltaMinutes);
  const startsAt = instantAtMinute(frame, start);
  return { startsAt, endsAt: new Date(ms(startsAt) + length * MINUTE_MS).toISOString() };
}

/** A drag of the bottom edge by `deltaMinutes`: the end snaps, at least one step after the start. */
export function dragResize(times: Times, frame: DayFrame, deltaMinutes: number): Times {
  const start = minutesFromDayStart(times.startsAt, frame);
  const end = Math.max(snapMinutes(minutesFromDayStart(times.endsAt, frame) + deltaMinutes), start + PLANNER_SNAP_MINUTES);
  return { startsAt: new Date(ms(times.startsAt)).toISOString(), endsAt: instantAtMinute(frame, end) };
}

/** Pixels of pointer travel as minutes of the day view. */
export const pixelsToMinutes = (pixels: number) => pixels / PX_PER_MINUTE;

/**
 * A selected slot in a day column, from where the pointer went down to where it came up (minutes from the day's
 * start, either order): snapped to quarters; a click (no real travel) gives the hour from the quarter clicked.
 */
export function slotFromSelection(frame: DayFrame, fromMinute: number, toMinute: number): Times {
  const low = Math.min(fromMinute, toMinute);
  const high = Math.max(fromMinute, toMinute);
  let start = clamp(floorMinutes(low), 0, frame.minutes - PLANNER_SNAP_MINUTES);
  let end = clamp(snapMinutes(high), 0, frame.minutes);
  if (end - start < PLANNER_SNAP_MINUTES * 2 && high - low < PLANNER_SNAP_MINUTES / 2) {
    // A click: one hour from the quarter clicked (cut at the end of the day).
    start = clamp(floorMinutes(fromMinute), 0, frame.minutes - PLANNER_SNAP_MINUTES);
    end = Math.min(start + 60, frame.minutes);
  }
  if (end <= start) end = Math.min(start + PLANNER_SNAP_MINUTES, frame.minutes);
  return { startsAt: instantAtMinute(frame, start), endsAt: instantAtMinute(frame, end) };
}

/** The wall-clock form of times, as the reservation dialog is prefilled. */
export interface WallClockTimes {
  date: string;
  start: string;
  endDate: string;
  end: string;
}

export function wallClockOf(times: Times): WallClockTimes {
  return {
    date: amsterdamDateOf(times.startsAt),
    start: formatTime(times.startsAt),
    endDate: amsterdamDateOf(times.endsAt),
    end: formatTime(times.endsAt),
  };
}

/** The week view's new slot: that day 10:00–11:00. */
export function weekSlot(date: string): Times {
  return {
    startsAt: amsterdamInstant(date, '10:00') ?? dayRange(date).from,
    endsAt: amsterdamInstant(date, '11:00') ?? dayRange(date).from,
  };
}

/** Where the day view scrolls to first: 07:00, or the first reservation when that is earlier. */
export function initialScrollMinute(frame: DayFrame, firstStart?: string): number {
  const seven = amsterdamInstant(frame.date, '07:00');
  const sevenMinute = seven ? minutesFromDayStart(seven, frame) : 7 * 60;
  if (!firstStart) return sevenMinute;
  return clamp(Math.min(sevenMinute, floorMinutes(minutesFromDayStart(firstStart, frame), 60)), 0, sevenMinute);
}

/** The share of the day passed at `now` (0…1), or null when `now` is not in this day. */
export function dayFraction(frame: DayFrame, now: number): number | null {
  if (now < frame.startMs || now >= frame.endMs) return null;
  return (now - frame.startMs) / (frame.endMs - frame.startMs);
}
