import { describe, expect, it } from 'vitest';
import { readTaskFilters, scopeOf, taskFiltersSearch } from './task-filters.ts';

describe('task filters in the URL', () => {
  it('reads Dutch parameters and falls back to my open tasks on page 1', () => {
    expect(readTaskFilters(new URLSearchParams(''))).toEqual({
      view: 'mine',
      status: 'open',
      overdue: false,
      page: 1,
    });
    expect(readTaskFilters(new URLSearchParams('weergave=alle&status=afgerond&page=3'))).toEqual({
      view: 'all',
      status: 'done',
      overdue: false,
      page: 3,
    });
    expect(readTaskFilters(new URLSearchParams('weergave=standaardtaken')).view).toBe('templates');
    expect(readTaskFilters(new URLSearchParams('weergave=iets&status=raar&page=-2'))).toEqual({
      view: 'mine',
      status: 'open',
      overdue: false,
      page: 1,
    });
  });

  it('reads the dashboard’s links: scope as the view, and only the overdue open tasks', () => {
    const overdue = readTaskFilters(new URLSearchParams('scope=mine&status=open&overdue=true'));
    expect(overdue).toEqual({ view: 'mine', status: 'open', overdue: true, page: 1 });
    expect(taskFiltersSearch(overdue)).toBe('?overdue=true');
    expect(readTaskFilters(new URLSearchParams(taskFiltersSearch(overdue)))).toEqual(overdue);
    expect(readTaskFilters(new URLSearchParams('scope=all&overdue=1'))).toEqual({
      view: 'all',
      status: 'open',
      overdue: true,
      page: 1,
    });
    // Overdue means open: with finished tasks it is dropped; `weergave` wins over `scope`.
    expect(readTaskFilters(new URLSearchParams('status=afgerond&overdue=true')).overdue).toBe(false);
    expect(taskFiltersSearch({ view: 'mine', status: 'done', overdue: true, page: 1 })).toBe(
      '?status=afgerond',
    );
    expect(readTaskFilters(new URLSearchParams('weergave=mijn&scope=all')).view).toBe('mine');
    expect(readTaskFilters(new URLSearchParams('scope=iets&overdue=ja'))).toEqual({
      view: 'mine',
      status: 'open',
      overdue: false,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(taskFiltersSearch({ view: 'mine', status: 'open', overdue: false, page: 1 })).toBe('');
    expect(taskFiltersSearch({ view: 'all', status: 'all', overdue: false, page: 2 })).toBe(
      '?weergave=alle&status=alle&page=2',
    );
    expect(taskFiltersSearch({ view: 'templates', status: 'done', overdue: false, page: 4 })).toBe(
      '?weergave=standaardtaken',
    );
    const round = readTaskFilters(
      new URLSearchParams(taskFiltersSearch({ view: 'all', status: 'done', overdue: false, page: 5 })),
    );
    expect(round).toEqual({ view: 'all', status: 'done', overdue: false, page: 5 });
  });

  it('asks the server for everybody’s tasks only in "Alle taken"', () => {
    expect(scopeOf('all')).toBe('all');
    expect(scopeOf('mine')).toBe('mine');
    expect(scopeOf('templates')).toBe('mine');
  });
});
