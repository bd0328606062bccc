import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  cremationListUrl,
  defaultFilters,
  parseSort,
  sortValue,
} from './list-params.ts';

const TODAY = '2026-11-21';
const { fromUrl, toUrl } = cremationListUrl(TODAY);
const read = (query: string) => fromUrl(new URLSearchParams(query));

describe('the URL state of the cremation list', () => {
  it('starts today, by date, on page 1, every status', () => {
    expect(read('')).toEqual({ search: '', page: 1, status: '', from: TODAY, to: '', sort: 'date' });
    expect(toUrl(read('')).toString()).toBe('');
    expect(apiQueryFromParams(read(''))).toEqual({ page: 1, perPage: 25, sort: 'date', from: TODAY });
  });

  it('reads and writes status, dates, search, sort and page', () => {
    const params = read('status=approved&from=2026-11-01&to=2026-11-30&search=Bakker&sort=-number&page=3');
    expect(params).toEqual({
      search: 'Bakker',
      page: 3,
      status: 'approved',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-number',
    });
    expect(toUrl(params).toString()).toBe(
      'search=Bakker&status=approved&from=2026-11-01&to=2026-11-30&sort=-number&page=3',
    );
    expect(apiQueryFromParams(params)).toEqual({
      page: 3,
      perPage: 25,
      sort: '-number',
      status: 'approved',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'Bakker',
    });
  });

  it('keeps an emptied "from" as every date, so the default does not come back', () => {
    const everything = { ...read(''), from: '' };
    const url = toUrl(everything);
    expect(url.toString()).toBe('from=');
    expect(fromUrl(url).from).toBe('');
    expect(apiQueryFromParams(fromUrl(url))).not.toHaveProperty('from');
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(read('status=gone&from=21-11-2026&to=nope&sort=oven&page=-2')).toEqual({
      search: '',
      page: 1,
      status: '',
      from: '',
      to: '',
      sort: 'date',
    });
  });

  it('counts the filters that differ from a fresh list', () => {
    expect(activeFilterCount(defaultFilters(TODAY), TODAY)).toBe(0);
    expect(activeFilterCount({ status: 'planned', from: '', to: '2026-12-01' }, TODAY)).toBe(3);
  });

  it('sorts the name one way only', () => {
    expect(parseSort('-date')).toEqual({ field: 'date', direction: 'desc' });
    expect(sortValue('number', 'desc')).toBe('-number');
    expect(sortValue('name', 'desc')).toBe('name');
  });
});
