import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  paramsFromUrl,
  parseSort,
  sortValue,
  urlFromParams,
} from './list-params.ts';

describe('the supplier list in the URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(paramsFromUrl(new URLSearchParams())).toEqual({ search: '', kind: '', status: '', page: 1, sort: 'name' });
  });

  it('reads search, filters, sort and page, and drops what the API would refuse', () => {
    const params = paramsFromUrl(new URLSearchParams('search=%20roos%20&kind=florist&status=inactive&sort=-city&page=3'));
    expect(params).toEqual({ search: 'roos', kind: 'florist', status: 'inactive', page: 3, sort: '-city' });
    expect(paramsFromUrl(new URLSearchParams('kind=slager&status=weg&sort=telefoon&page=-2'))).toEqual({
      search: '',
      kind: '',
      status: '',
      page: 1,
      sort: 'name',
    });
    expect(paramsFromUrl(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(urlFromParams({ search: '', kind: '', status: '', page: 1, sort: 'name' }).toString()).toBe('');
    const params = { search: 'de roos', kind: 'florist', status: 'active', page: 2, sort: '-created_at' } as const;
    const url = urlFromParams(params);
    expect(url.toString()).toBe('search=de+roos&kind=florist&status=active&sort=-created_at&page=2');
    expect(paramsFromUrl(url)).toEqual(params);
  });

  it('makes the API query with filter[…] only for the filters set', () => {
    expect(apiQueryFromParams({ search: '', kind: 'printer', status: '', page: 1, sort: 'kind' })).toEqual({
      page: 1,
      perPage: 25,
      sort: 'kind',
      filter: { kind: 'printer' },
    });
    expect(apiQueryFromParams({ search: 'dom', kind: '', status: 'active', page: 4, sort: 'name' }, 10)).toEqual({
      page: 4,
      perPage: 10,
      search: 'dom',
      sort: 'name',
      filter: { status: 'active' },
    });
  });

  it('counts the filters and reads and writes sort values', () => {
    expect(activeFilterCount({ kind: '', status: '' })).toBe(0);
    expect(activeFilterCount({ kind: 'caterer', status: 'inactive' })).toBe(2);
    expect(parseSort('-city')).toEqual({ field: 'city', direction: 'desc' });
    expect(parseSort('kind')).toEqual({ field: 'kind', direction: 'asc' });
    expect(sortValue('created_at', 'desc')).toBe('-created_at');
    expect(sortValue('name', 'asc')).toBe('name');
  });
});
