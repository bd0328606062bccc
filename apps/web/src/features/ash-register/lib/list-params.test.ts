import { describe, expect, it } from 'vitest';
import { apiQueryFromParams, ashRegisterUrl, pageOf, yearOptions } from './list-params.ts';

const { fromUrl, toUrl } = ashRegisterUrl(2026);
const read = (query: string) => fromUrl(new URLSearchParams(query));

describe('the URL state of the register', () => {
  it('shows the current year by default and leaves it out of the URL', () => {
    expect(read('')).toEqual({ year: 2026, search: '', page: 1 });
    expect(toUrl(read('')).toString()).toBe('');
    expect(apiQueryFromParams(read(''))).toEqual({ year: 2026 });
  });

  it('reads and writes another year, the search and the page', () => {
    const params = read('year=2024&search=Bakker&page=3');
    expect(params).toEqual({ year: 2024, search: 'Bakker', page: 3 });
    expect(toUrl(params).toString()).toBe('year=2024&search=Bakker&page=3');
    expect(apiQueryFromParams(params)).toEqual({ year: 2024, search: 'Bakker' });
  });

  it('falls back to the current year for a year the API would refuse', () => {
    expect(read('year=twintig&page=-1').year).toBe(2026);
    expect(read('year=1200').year).toBe(2026);
    expect(read('year=2025.5').year).toBe(2026);
  });

  it('offers the register’s years and the one shown, newest first', () => {
    expect(yearOptions([2025, 2023], 2026)).toEqual([2026, 2025, 2023]);
    expect(yearOptions([2026, 2025], 2025)).toEqual([2026, 2025]);
  });

  it('shows the lines in pages', () => {
    const lines = Array.from({ length: 205 }, (_, index) => index);
    expect(pageOf(lines, 1)).toMatchObject({ page: 1, lastPage: 3 });
    expect(pageOf(lines, 3).lines).toEqual([200, 201, 202, 203, 204]);
    // A page past the end shows the last one.
    expect(pageOf(lines, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ lines: [], page: 1, lastPage: 1 });
  });
});
