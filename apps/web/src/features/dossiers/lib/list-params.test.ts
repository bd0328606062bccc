import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  paramsFromUrl,
  parseSort,
  sortValue,
  urlFromParams,
} from './list-params.ts';

describe('dossier list: URL ↔ filters', () => {
  it('reads search, page, sort and every filter from the URL', () => {
    const params = paramsFromUrl(
      new URLSearchParams(
        'search=de+vries&page=3&sort=-died_at&status=open&type=cremation&responsible=u-1&died_from=2026-04-01&died_to=2026-04-30&funeral_from=2026-04-05&funeral_to=2026-04-20',
      ),
    );
    expect(params).toEqual({
      search: 'de vries',
      page: 3,
      sort: '-died_at',
      status: 'open',
      deadline: '',
      type: 'cremation',
      responsible: 'u-1',
      diedFrom: '2026-04-01',
      diedTo: '2026-04-30',
      funeralFrom: '2026-04-05',
      funeralTo: '2026-04-20',
    });
  });

  it('falls back to the defaults for missing or hand-edited values', () => {
    const params = paramsFromUrl(
      new URLSearchParams('page=-2&sort=password&status=gone&type=sea&died_from=1-4-2026&responsible=<x>'),
    );
    expect(params.page).toBe(1);
    expect(params.sort).toBe('-created_at');
    expect(activeFilterCount(params)).toBe(0);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = {
      ...paramsFromUrl(new URLSearchParams()),
      search: ' Jansen ',
      status: 'completed',
      funeralFrom: '2026-05-01',
      sort: 'number',
      page: 2,
    };
    const url = urlFromParams(state);
    expect(url.toString()).toBe('search=Jansen&status=completed&funeral_from=2026-05-01&sort=number&page=2');
    expect(paramsFromUrl(url)).toEqual({ ...state, search: 'Jansen' });
    expect(urlFromParams(paramsFromUrl(new URLSearchParams())).toString()).toBe('');
  });

  it('builds the API query with the filters under `filter`', () => {
    const params = paramsFromUrl(new URLSearchParams('search=42&type=burial&died_to=2026-04-30'));
    expect(apiQueryFromParams(params)).toEqual({
      page: 1,
      perPage: 25,
      search: '42',
      sort: '-created_at',
      filter: { type: 'burial', diedTo: '2026-04-30' },
    });
  });

  it('reads the dashboard’s legal deadlines link and sends it as filter[deadline]', () => {
    const params = paramsFromUrl(new URLSearchParams('deadline=soon'));
    expect(params.deadline).toBe('soon');
    expect(activeFilterCount(params)).toBe(1);
    expect(urlFromParams(params).toString()).toBe('deadline=soon');
    expect(apiQueryFromParams(params).filter).toEqual({ deadline: 'soon' });
    expect(paramsFromUrl(new URLSearchParams('deadline=later')).deadline).toBe('');
    expect(paramsFromUrl(new URLSearchParams('status=open&deadline=soon')).status).toBe('open');
  });

  it('turns sort values into a field and direction and back', () => {
    expect(parseSort('-funeral_at')).toEqual({ field: 'funeral_at', direction: 'desc' });
    expect(parseSort('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(sortValue('died_at', 'desc')).toBe('-died_at');
    expect(sortValue('number', 'asc')).toBe('number');
  });
});
