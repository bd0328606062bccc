import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  DEFAULT_SORT,
  groupByCategory,
  paramsFromUrl,
  parseSort,
  sortValue,
  urlFromParams,
} from './list-params.ts';

describe('the article list in the URL', () => {
  it('reads search, filters, sort and page, and drops values the API would refuse', () => {
    const params = paramsFromUrl(
      new URLSearchParams('search=%20kist%20&category=c1&supplier=s%201&active=ja&vat_rate=9&sort=-unit_price&page=3'),
    );
    expect(params).toEqual({
      search: 'kist',
      categoryId: 'c1',
      supplierId: '',
      active: '',
      vatRate: '9',
      sort: '-unit_price',
      page: 3,
    });
    expect(paramsFromUrl(new URLSearchParams('sort=prijs&page=-1&vat_rate=19'))).toMatchObject({
      sort: DEFAULT_SORT,
      page: 1,
      vatRate: '',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const params = paramsFromUrl(new URLSearchParams('active=false&sort=code&page=2'));
    expect(urlFromParams(params).toString()).toBe('active=false&sort=code&page=2');
    expect(urlFromParams(paramsFromUrl(new URLSearchParams())).toString()).toBe('');
    expect(activeFilterCount(params)).toBe(1);
  });

  it('makes the API query with the filters the server knows', () => {
    const params = paramsFromUrl(new URLSearchParams('search=verz&category=c1&active=true&vat_rate=exempt'));
    expect(apiQueryFromParams(params)).toEqual({
      page: 1,
      perPage: 50,
      search: 'verz',
      sort: 'category',
      filter: { categoryId: 'c1', active: 'true', vatRate: 'exempt' },
    });
  });

  it('parses and builds sort values', () => {
    expect(parseSort('-name')).toEqual({ field: 'name', direction: 'desc' });
    expect(parseSort('category')).toEqual({ field: 'category', direction: 'asc' });
    expect(sortValue('unit_price', 'desc')).toBe('-unit_price');
  });

  it('groups a page under its categories in the order of the rows', () => {
    const care = { id: 'c1', name: 'Verzorging' };
    const rows = [
      { code: 'A', category: care },
      { code: 'B', category: care },
      { code: 'C', category: { id: 'c2', name: 'Vervoer' } },
      { code: 'D', category: null },
    ];
    expect(groupByCategory(rows).map((group) => [group.name, group.rows.map((row) => row.code)])).toEqual([
      ['Verzorging', ['A', 'B']],
      ['Vervoer', ['C']],
      [null, ['D']],
    ]);
  });
});
