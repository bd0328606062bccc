import { describe, expect, it } from 'vitest';
import { pageAnswer, pageWindow } from './paging.ts';

describe('paging', () => {
  it('turns page 3 of 25 into offset 50', () => {
    expect(pageWindow({ page: 3, perPage: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow({ page: 1, perPage: 10 })).toEqual({ limit: 10, offset: 0 });
  });

  it('answers the rows with the meta, rounding the last page up and keeping at least one page', () => {
    expect(pageAnswer(['a'], 51, { page: 3, perPage: 25 })).toEqual({
      data: ['a'],
      meta: { currentPage: 3, perPage: 25, total: 51, lastPage: 3 },
    });
    expect(pageAnswer([], 0, { page: 1, perPage: 25 }).meta.lastPage).toBe(1);
  });
});
