import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQueryFromParams, paramsFromUrl, urlFromParams } from './list-params.ts';

describe('the list’s URL state', () => {
  it('reads what the API accepts and leaves out the rest', () => {
    const params = paramsFromUrl(
      new URLSearchParams(
        'status=proposed&from=2027-03-01&to=2027-13-40&search=%20Vries%20&sort=-date&page=3',
      ),
    );
    expect(params).toEqual({
      status: 'proposed',
      from: '2027-03-01',
      to: '',
      ash: '',
      search: 'Vries',
      sort: '-date',
      page: 3,
    });
    expect(paramsFromUrl(new URLSearchParams('status=open&sort=number&page=-2'))).toEqual({
      status: '',
      from: '',
      to: '',
      ash: '',
      search: '',
      sort: 'attention',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and asks the API for that page', () => {
    const params = paramsFromUrl(new URLSearchParams('status=submitted&to=2027-03-31&page=2'));
    expect(urlFromParams(params).toString()).toBe('status=submitted&to=2027-03-31&page=2');
    expect(urlFromParams({ ...params, status: '', to: '', page: 1 }).toString()).toBe('');
    expect(apiQueryFromParams(params)).toEqual({
      page: 2,
      perPage: 25,
      sort: 'attention',
      status: 'submitted',
      to: '2027-03-31',
    });
  });

  it('reads the dashboard’s "As wacht op bestemming" link and sends ash=waiting', () => {
    const params = paramsFromUrl(new URLSearchParams('ash=waiting'));
    expect(params.ash).toBe('waiting');
    expect(activeFilterCount(params)).toBe(1);
    expect(urlFromParams(params).toString()).toBe('ash=waiting');
    expect(apiQueryFromParams(params)).toEqual({ page: 1, perPage: 25, sort: 'attention', ash: 'waiting' });
    expect(paramsFromUrl(new URLSearchParams('ash=placed')).ash).toBe('');
    expect(apiQueryFromParams(paramsFromUrl(new URLSearchParams('ash=placed')))).not.toHaveProperty('ash');
  });
});
