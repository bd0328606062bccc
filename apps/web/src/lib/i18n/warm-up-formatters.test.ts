import { describe, expect, it, vi } from 'vitest';
import * as shared from '@afscheid/shared';
import { warmUpFormatters } from './warm-up-formatters.ts';

describe('warmUpFormatters', () => {
  it('makes the date format and then the number format, each in a task of its own', () => {
    const tasks: (() => void)[] = [];
    const date = vi.spyOn(shared, 'formatDateTime');
    const number = vi.spyOn(shared, 'formatNumber');
    warmUpFormatters((task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    expect(date).not.toHaveBeenCalled();
    tasks.shift()?.();
    expect(date).toHaveBeenCalledTimes(1);
    expect(number).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(number).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });
});
