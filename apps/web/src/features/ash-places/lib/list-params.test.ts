import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromParams,
  ashPlacesFromUrl,
  ashPlacesToUrl,
  DEFAULT_FILTERS,
} from './list-params.ts';

const read = (query: string) => ashPlacesFromUrl(new URLSearchParams(query));

describe('the URL state of the ash places list', () => {
  it('starts with every place by code on page 1', () => {
    expect(read('')).toEqual({
      search: '',
      page: 1,
      kind: '',
      state: '',
      active: '',
      termsEnding: false,
      sort: 'code',
    });
    expect(ashPlacesToUrl(read('')).toString()).toBe('');
    expect(apiQueryFromParams(read(''))).toEqual({ page: 1, perPage: 50, sort: 'code' });
  });

  it('reads and writes kind, state, in use, search, sort and page', () => {
    const params = read('kind=urn_grave&state=reserved&active=false&search=Bakker&sort=term_end&page=2');
    expect(params).toEqual({
      search: 'Bakker',
      page: 2,
      kind: 'urn_grave',
      state: 'reserved',
      active: 'false',
      termsEnding: false,
      sort: 'term_end',
    });
    expect(ashPlacesToUrl(params).toString()).toBe(
      'search=Bakker&kind=urn_grave&state=reserved&active=false&sort=term_end&page=2',
    );
    expect(apiQueryFromParams(params)).toEqual({
      page: 2,
      perPage: 50,
      sort: 'term_end',
      kind: 'urn_grave',
      state: 'reserved',
      active: false,
      search: 'Bakker',
    });
    expect(apiQueryFromParams(read('active=true'))).toMatchObject({ active: true });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(read('kind=garden&state=full&active=yes&sort=-code&page=0')).toEqual({
      search: '',
      page: 1,
      kind: '',
      state: '',
      active: '',
      termsEnding: false,
      sort: 'code',
    });
  });

  it('reads the dashboard’s "terms ending" link and asks the API for those places', () => {
    const params = read('terms_ending=true');
    expect(params.termsEnding).toBe(true);
    expect(ashPlacesToUrl(params).toString()).toBe('terms_ending=true');
    expect(apiQueryFromParams(params)).toEqual({ page: 1, perPage: 50, sort: 'code', termsEnding: true });
    expect(read('terms_ending=1').termsEnding).toBe(true);
    expect(read('terms_ending=soon').termsEnding).toBe(false);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, termsEnding: true })).toBe(1);
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ kind: 'niche', state: 'free', active: 'true', termsEnding: false })).toBe(3);
  });
});
