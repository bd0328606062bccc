import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  DEFAULT_FILTERS,
  filtersOf,
  fromUrl,
  parseSort,
  sortValue,
  toUrl,
} from './list-params.ts';

const read = (query: string) => fromUrl(new URLSearchParams(query));

describe('the URL state of the ash records list', () => {
  it('starts with every record, newest cremation first, on page 1', () => {
    expect(read('')).toEqual({
      search: '',
      page: 1,
      status: [],
      releasable: false,
      releasableBy: '',
      overTerm: false,
      blocked: false,
      from: '',
      to: '',
      sort: '-cremated_on',
    });
    expect(toUrl(read('')).toString()).toBe('');
    expect(apiQueryFromParams(read(''))).toEqual({ page: 1, perPage: 25, sort: '-cremated_on' });
  });

  it('reads and writes statuses, flags, dates, search, sort and page', () => {
    const params = read(
      'status=approved,in_storage&releasable=1&over_term=1&blocked=1&from=2026-01-01&to=2026-06-30&search=Bakker&sort=release&page=3',
    );
    expect(params).toEqual({
      search: 'Bakker',
      page: 3,
      status: ['in_storage', 'approved'],
      releasable: true,
      releasableBy: '',
      overTerm: true,
      blocked: true,
      from: '2026-01-01',
      to: '2026-06-30',
      sort: 'release',
    });
    expect(toUrl(params).toString()).toBe(
      'search=Bakker&status=in_storage%2Capproved&releasable=1&over_term=1&blocked=1&from=2026-01-01&to=2026-06-30&sort=release&page=3',
    );
    expect(read(toUrl(params).toString())).toEqual(params);
    expect(apiQueryFromParams(params)).toEqual({
      page: 3,
      perPage: 25,
      sort: 'release',
      status: 'in_storage,approved',
      releasable: 'true',
      overTerm: 'true',
      blocked: 'true',
      from: '2026-01-01',
      to: '2026-06-30',
      search: 'Bakker',
    });
  });

  it('takes repeated status parameters and drops what the API would refuse', () => {
    const params = read(
      'status=closed&status=bogus&status=executed&sort=oldest&page=-2&from=21-11-2026&releasable=yes',
    );
    expect(params.status).toEqual(['executed', 'closed']);
    expect(params.sort).toBe('-cremated_on');
    expect(params.page).toBe(1);
    expect(params.from).toBe('');
    expect(params.releasable).toBe(false);
  });

  it('reads the dashboard’s "vrij te geven deze week" and "over de termijn" links and sends them to the API', () => {
    const week = read('releasable_by=2026-11-29');
    expect(week.releasableBy).toBe('2026-11-29');
    expect(activeFilterCount(filtersOf(week))).toBe(1);
    expect(toUrl(week).toString()).toBe('releasable_by=2026-11-29');
    expect(apiQueryFromParams(week)).toEqual({
      page: 1,
      perPage: 25,
      sort: '-cremated_on',
      releasableBy: '2026-11-29',
    });
    expect(read('releasable_by=29-11-2026').releasableBy).toBe('');
    expect(read('releasable_by=2026-02-30').releasableBy).toBe('');
    const overTerm = read('over_term=true');
    expect(overTerm.overTerm).toBe(true);
    expect(apiQueryFromParams(overTerm)).toMatchObject({ overTerm: 'true' });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(filtersOf(read('status=approved&blocked=1&to=2026-02-01&search=x')))).toBe(3);
  });

  it('turns sort values into a field and direction and back', () => {
    expect(parseSort('-cremated_on')).toEqual({ field: 'cremated_on', direction: 'desc' });
    expect(parseSort('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(sortValue('release', 'desc')).toBe('-release');
    expect(sortValue('number', 'asc')).toBe('number');
  });
});
