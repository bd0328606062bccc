import { describe, expect, it } from 'vitest';
import { readTaskFilters, scopeOf, taskFiltersSearch } from './task-filters.ts';

describe('task filters in the URL', () => {
  it('reads Dutch parameters and falls back to my open tasks on page 1', () => {
    expect(readTaskFilters(new URLSearchParams(''))).toEqual({ view: 'mine', status: 'open', page: 1 });
    expect(readTaskFilters(new URLSearchParams('weergave=alle&status=afgerond&page=3'))).toEqual({
      view: 'all',
      status: 'done',
      page: 3,
    });
    expect(readTaskFilters(new URLSearchParams('weergave=standaardtaken')).view).toBe('templates');
    expect(readTaskFilters(new URLSearchParams('weergave=iets&status=raar&page=-2'))).toEqual({
      view: 'mine',
      status: 'open',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(taskFiltersSearch({ view: 'mine', status: 'open', page: 1 })).toBe('');
    expect(taskFiltersSearch({ view: 'all', status: 'all', page: 2 })).toBe(
      '?weergave=alle&status=alle&page=2',
    );
    expect(taskFiltersSearch({ view: 'templates', status: 'done', page: 4 })).toBe(
      '?weergave=standaardtaken',
    );
    const round = readTaskFilters(
      new URLSearchParams(taskFiltersSearch({ view: 'all', status: 'done', page: 5 })),
    );
    expect(round).toEqual({ view: 'all', status: 'done', page: 5 });
  });

  it('asks the server for everybody’s tasks only in "Alle taken"', () => {
    expect(scopeOf('all')).toBe('all');
    expect(scopeOf('mine')).toBe('mine');
    expect(scopeOf('templates')).toBe('mine');
  });
});
