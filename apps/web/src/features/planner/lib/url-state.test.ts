import { describe, expect, it } from 'vitest';
import { paramsFromUrl, reservationQuery, stepDate, urlFromParams, viewDays } from './url-state.ts';

const TODAY = '2026-11-24';
const parse = (search: string) => paramsFromUrl(new URLSearchParams(search), TODAY);

describe('the planner URL', () => {
  it('falls back to the day view of today, all places, all locations', () => {
    expect(parse('')).toEqual({ view: 'day', date: TODAY, places: [], location: '' });
    expect(parse('view=month&date=2026-02-30')).toEqual({ view: 'day', date: TODAY, places: [], location: '' });
    expect(parse('date=24-11-2026').date).toBe(TODAY);
  });

  it('reads the view, date, places and location', () => {
    expect(parse('view=week&date=2026-10-25&places=p2,p1,,p2&location=Hoofdvestiging')).toEqual({
      view: 'week',
      date: '2026-10-25',
      places: ['p2', 'p1'],
      location: 'Hoofdvestiging',
    });
  });

  it('writes the state back, leaving empty filters out', () => {
    expect(urlFromParams({ view: 'week', date: '2026-11-24', places: [], location: '' }).toString()).toBe(
      'view=week&date=2026-11-24',
    );
    const full = urlFromParams({ view: 'day', date: '2026-11-24', places: ['a', 'b'], location: 'Zuid & Oost' });
    expect(full.toString()).toBe('view=day&date=2026-11-24&places=a%2Cb&location=Zuid+%26+Oost');
    expect(paramsFromUrl(full, TODAY)).toEqual({ view: 'day', date: '2026-11-24', places: ['a', 'b'], location: 'Zuid & Oost' });
  });

  it('steps a day or a week', () => {
    expect(stepDate({ view: 'day', date: '2026-11-30' }, 1)).toBe('2026-12-01');
    expect(stepDate({ view: 'week', date: '2026-11-24' }, -1)).toBe('2026-11-17');
  });

  it('asks the server for the days the view shows', () => {
    expect(viewDays({ view: 'week', date: '2026-11-26' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(reservationQuery({ view: 'day', date: '2026-11-24', places: [], location: '' })).toEqual({
      from: '2026-11-24',
      to: '2026-11-25',
    });
    expect(reservationQuery({ view: 'week', date: '2026-11-26', places: ['a', 'b'], location: 'Zuid' })).toEqual({
      from: '2026-11-23',
      to: '2026-11-30',
      placeId: 'a,b',
      location: 'Zuid',
    });
  });
});
