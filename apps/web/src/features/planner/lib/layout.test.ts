import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  blockBox,
  dayColumns,
  dayFrame,
  dayFraction,
  dragMove,
  dragResize,
  durationMinutes,
  hourMarks,
  initialScrollMinute,
  instantAtMinute,
  minutesFromDayStart,
  moveBy,
  moveToDay,
  pixelsToMinutes,
  PX_PER_MINUTE,
  resizeBy,
  slotFromSelection,
  snapMinutes,
  wallClockOf,
  weekCells,
  weekSlot,
} from './layout.ts';
import { keyMoveOf, keyMoveTarget } from './moves.ts';

const place = (id: string) => ({ id });
const item = (id: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: id,
  startsAt,
  endsAt,
  place: place('aula'),
  ...extra,
});

describe('Amsterdam days', () => {
  it('starts an ordinary day at its midnight in Amsterdam and gives it 1440 minutes', () => {
    const frame = dayFrame('2026-11-24');
    expect(new Date(frame.startMs).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(frame.minutes).toBe(1440);
    expect(minutesFromDayStart('2026-11-24T09:00:00.000Z', frame)).toBe(600); // 10:00
    expect(instantAtMinute(frame, 630)).toBe('2026-11-24T09:30:00.000Z');
  });

  it('gives 29 March 2026 23 hours: the axis skips 02:00', () => {
    const frame = dayFrame('2026-03-29');
    expect(frame.minutes).toBe(1380);
    const labels = hourMarks(frame).map((mark) => mark.label);
    expect(labels).toHaveLength(23);
    expect(labels.slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(labels).not.toContain('02:00');
    expect(labels.at(-1)).toBe('23:00');
  });

  it('gives 25 October 2026 25 hours: the axis shows 02:00 twice', () => {
    const frame = dayFrame('2026-10-25');
    expect(frame.minutes).toBe(1500);
    const labels = hourMarks(frame).map((mark) => mark.label);
    expect(labels).toHaveLength(25);
    expect(labels.slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
    expect(labels.filter((label) => label === '02:00')).toHaveLength(2);
    // Every hour mark is one real hour further down.
    expect(hourMarks(frame).map((mark) => mark.minute).slice(0, 4)).toEqual([0, 60, 120, 180]);
  });

  it('shows a reservation across the autumn switch with its real length (2 hours, not 1)', () => {
    const frame = dayFrame('2026-10-25');
    // 01:30 summer time to 02:30 winter time.
    const night = item('night', '2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z');
    expect(durationMinutes(night)).toBe(120);
    const box = blockBox(night, frame);
    expect(box).toMatchObject({ top: 90, height: 120, startsBefore: false, endsAfter: false });
    expect(wallClockOf(night)).toEqual({ date: '2026-10-25', start: '01:30', endDate: '2026-10-25', end: '02:30' });
  });

  it('shows a reservation across the spring switch with its real length (1 hour, not 2)', () => {
    const frame = dayFrame('2026-03-29');
    // 01:30 winter time to 03:30 summer time.
    const night = item('night', '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z');
    expect(blockBox(night, frame)).toMatchObject({ top: 90, height: 60 });
    expect(wallClockOf(night)).toMatchObject({ start: '01:30', end: '03:30' });
  });

  it('cuts a reservation across midnight at the day edges and shows it on both days', () => {
    const late = item('late', '2026-11-24T22:00:00.000Z', '2026-11-25T00:00:00.000Z'); // 23:00–01:00
    expect(blockBox(late, dayFrame('2026-11-24'))).toMatchObject({ top: 1380, height: 60, endsAfter: true });
    expect(blockBox(late, dayFrame('2026-11-25'))).toMatchObject({ top: 0, height: 60, startsBefore: true });
    expect(blockBox(late, dayFrame('2026-11-26'))).toBeNull();
    const cells = weekCells([late], ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect([...cells.keys()]).toEqual(['aula|2026-11-24', 'aula|2026-11-25']);
  });

  it('widens the busy band by the preparation and clean-up time, within the day', () => {
    const frame = dayFrame('2026-11-24');
    const ceremony = item('c', '2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z', {
      busyFrom: '2026-11-24T08:30:00.000Z',
      busyUntil: '2026-11-24T10:45:00.000Z',
    });
    expect(blockBox(ceremony, frame)).toEqual({
      top: 600,
      height: 90,
      busyTop: 570,
      busyHeight: 135,
      startsBefore: false,
      endsAfter: false,
    });
  });

  it('tells the share of the day passed, for the now-line', () => {
    const frame = dayFrame('2026-11-24');
    expect(dayFraction(frame, Date.parse('2026-11-24T11:00:00.000Z'))).toBe(0.5);
    expect(dayFraction(frame, Date.parse('2026-11-25T11:00:00.000Z'))).toBeNull();
  });

  it('opens the day view at 07:00, or earlier at the first reservation', () => {
    expect(initialScrollMinute(dayFrame('2026-11-24'))).toBe(420);
    expect(initialScrollMinute(dayFrame('2026-10-25'))).toBe(480); // 07:00 is 8 real hours in
    expect(initialScrollMinute(dayFrame('2026-11-24'), '2026-11-24T04:40:00.000Z')).toBe(300); // 05:40 → 05:00
  });
});

describe('snapping and dragging', () => {
  it('snaps to the quarter hour', () => {
    expect([0, 7, 8, 22, 23, 52, 53].map((minutes) => snapMinutes(minutes))).toEqual([0, 0, 15, 15, 30, 45, 60]);
    expect(pixelsToMinutes(60 * PX_PER_MINUTE)).toBe(60);
  });

  it('moves by whole quarters and keeps the length', () => {
    const frame = dayFrame('2026-11-24');
    const ceremony = item('c', '2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z');
    expect(dragMove(ceremony, frame, 20)).toEqual({
      startsAt: '2026-11-24T09:15:00.000Z',
      endsAt: '2026-11-24T10:45:00.000Z',
    });
    expect(dragMove(ceremony, frame, -52)).toEqual({
      startsAt: '2026-11-24T08:15:00.000Z',
      endsAt: '2026-11-24T09:45:00.000Z',
    });
  });

  it('resizes the end by quarters, never shorter than a quarter', () => {
    const frame = dayFrame('2026-11-24');
    const ceremony = item('c', '2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z');
    expect(dragResize(ceremony, frame, 37).endsAt).toBe('2026-11-24T11:00:00.000Z');
    expect(dragResize(ceremony, frame, -200).endsAt).toBe('2026-11-24T09:15:00.000Z');
  });

  it('moves through the autumn switch in real time', () => {
    const frame = dayFrame('2026-10-25');
    const early = item('e', '2026-10-24T22:00:00.000Z', '2026-10-24T23:00:00.000Z'); // 00:00–01:00 summer time
    const moved = dragMove(early, frame, 180);
    expect(moved).toEqual({ startsAt: '2026-10-25T01:00:00.000Z', endsAt: '2026-10-25T02:00:00.000Z' });
    expect(wallClockOf(moved)).toMatchObject({ start: '02:00', end: '03:00' }); // the second 02:00
  });

  it('turns a click in a column into an hour, and a drag into the quarters it covers', () => {
    const frame = dayFrame('2026-11-24');
    expect(slotFromSelection(frame, 610, 610)).toEqual({
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T10:00:00.000Z',
    });
    expect(slotFromSelection(frame, 700, 605)).toEqual({
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T10:45:00.000Z',
    });
    // At the end of the day the hour is cut at midnight.
    expect(slotFromSelection(frame, 1430, 1430).endsAt).toBe('2026-11-24T23:00:00.000Z');
  });

  it('makes a week cell click 10:00–11:00 that day, also on a day the clocks change', () => {
    expect(weekSlot('2026-11-24')).toEqual({ startsAt: '2026-11-24T09:00:00.000Z', endsAt: '2026-11-24T10:00:00.000Z' });
    expect(weekSlot('2026-10-25')).toEqual({ startsAt: '2026-10-25T09:00:00.000Z', endsAt: '2026-10-25T10:00:00.000Z' });
  });

  it('moves to another day at the same wall-clock time', () => {
    const saturday = item('s', '2026-10-24T08:00:00.000Z', '2026-10-24T09:30:00.000Z'); // 10:00 summer time
    expect(moveToDay(saturday, 1)).toEqual({ startsAt: '2026-10-25T09:00:00.000Z', endsAt: '2026-10-25T10:30:00.000Z' });
    expect(moveToDay(saturday, '2026-10-23')).toEqual({
      startsAt: '2026-10-23T08:00:00.000Z',
      endsAt: '2026-10-23T09:30:00.000Z',
    });
  });

  it('moves and resizes by a step', () => {
    const times = { startsAt: '2026-11-24T09:00:00.000Z', endsAt: '2026-11-24T09:30:00.000Z' };
    expect(moveBy(times, 15)).toEqual({ startsAt: '2026-11-24T09:15:00.000Z', endsAt: '2026-11-24T09:45:00.000Z' });
    expect(resizeBy(times, -15).endsAt).toBe('2026-11-24T09:15:00.000Z');
    expect(resizeBy(resizeBy(times, -15), -15).endsAt).toBe('2026-11-24T09:15:00.000Z');
  });
});

describe('blocks in columns and cells', () => {
  it('puts overlapping blocks side by side', () => {
    const lanes = assignLanes([
      item('a', '2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z'),
      item('b', '2026-11-24T09:30:00.000Z', '2026-11-24T10:30:00.000Z'),
      item('c', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z'),
      item('d', '2026-11-24T12:00:00.000Z', '2026-11-24T13:00:00.000Z'),
    ]);
    expect(Object.fromEntries(lanes)).toEqual({
      a: { lane: 0, lanes: 2 },
      b: { lane: 1, lanes: 2 },
      c: { lane: 0, lanes: 2 },
      d: { lane: 0, lanes: 1 },
    });
  });

  it('groups the blocks of a day per place column, in order of time', () => {
    const frame = dayFrame('2026-11-24');
    const columns = dayColumns(
      [
        item('later', '2026-11-24T13:00:00.000Z', '2026-11-24T14:00:00.000Z'),
        item('other-day', '2026-11-25T09:00:00.000Z', '2026-11-25T10:00:00.000Z'),
        item('room', '2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z', { place: place('koffiekamer') }),
        item('first', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'),
      ],
      frame,
    );
    expect(columns.get('aula')?.map((block) => [block.item.id, block.box.top])).toEqual([
      ['first', 540],
      ['later', 840],
    ]);
    expect(columns.get('koffiekamer')?.map((block) => block.item.id)).toEqual(['room']);
  });

  it('assigns week cells by place and day, in order of time', () => {
    const cells = weekCells(
      [
        item('b', '2026-11-24T13:00:00.000Z', '2026-11-24T14:00:00.000Z'),
        item('a', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'),
        item('k', '2026-11-26T08:00:00.000Z', '2026-11-26T09:00:00.000Z', { place: place('koffiekamer') }),
        item('outside', '2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z'),
      ],
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    );
    expect(cells.get('aula|2026-11-24')?.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(cells.get('koffiekamer|2026-11-26')?.map((entry) => entry.id)).toEqual(['k']);
    expect(cells.size).toBe(2);
  });
});

describe('keyboard moves', () => {
  const ceremony = item('c', '2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z');

  it('reads the arrow keys', () => {
    expect(keyMoveOf({ key: 'ArrowUp', shiftKey: false })).toBe('earlier');
    expect(keyMoveOf({ key: 'ArrowDown', shiftKey: true })).toBe('endLater');
    expect(keyMoveOf({ key: 'ArrowLeft', shiftKey: false })).toBe('previous');
    expect(keyMoveOf({ key: 'ArrowRight', shiftKey: false, ctrlKey: true })).toBeNull();
    expect(keyMoveOf({ key: 'Enter', shiftKey: false })).toBeNull();
  });

  it('moves 15 minutes, changes the end, goes to the next place or day', () => {
    const order = ['aula', 'koffiekamer'];
    expect(keyMoveTarget(ceremony, 'later', 'day', order)).toEqual({
      placeId: 'aula',
      startsAt: '2026-11-24T09:15:00.000Z',
      endsAt: '2026-11-24T10:45:00.000Z',
    });
    expect(keyMoveTarget(ceremony, 'endEarlier', 'day', order)).toMatchObject({ endsAt: '2026-11-24T10:15:00.000Z' });
    expect(keyMoveTarget(ceremony, 'next', 'day', order)).toMatchObject({ placeId: 'koffiekamer', startsAt: ceremony.startsAt });
    expect(keyMoveTarget(ceremony, 'previous', 'day', order)).toBeNull();
    expect(keyMoveTarget(ceremony, 'next', 'week', order)).toEqual({
      placeId: 'aula',
      startsAt: '2026-11-25T09:00:00.000Z',
      endsAt: '2026-11-25T10:30:00.000Z',
    });
  });
});
