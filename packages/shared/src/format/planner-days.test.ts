import { describe, expect, it } from 'vitest';
import {
  addPlannerDays,
  amsterdamDateOf,
  dayRange,
  isPlannerDate,
  minutesInDay,
  weekRange,
  weekStartOf,
} from './planner-days.ts';

describe('planner days in Amsterdam', () => {
  it('knows the days the clocks change', () => {
    expect(minutesInDay('2026-03-29')).toBe(23 * 60);
    expect(minutesInDay('2026-10-25')).toBe(25 * 60);
    expect(minutesInDay('2026-11-24')).toBe(24 * 60);
  });

  it('gives a day as instants from midnight to midnight in Amsterdam', () => {
    expect(dayRange('2026-03-29')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(dayRange('2026-10-25')).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    const week = weekRange('2026-10-28');
    expect(week.days[0]).toBe('2026-10-26');
    expect(week.days).toHaveLength(7);
    expect(weekRange('2026-10-25').from).toBe('2026-10-18T22:00:00.000Z');
  });

  it('reads dates and wall-clock times', () => {
    expect(isPlannerDate('2026-02-30')).toBe(false);
    expect(isPlannerDate('2026-02-28')).toBe(true);
    expect(addPlannerDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(amsterdamDateOf('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
  });
});
