import { describe, expect, it, vi } from 'vitest';
import * as shared from '@afscheid/shared';
import { warmUpFormatters } from './warm-up-formatters.ts';

describe('warmUpFormatters', () => {
  it('loads the locale, then makes the number format, then the date format, each in a task of its own', () => {
    const tasks: (() => void)[] = [];
    const locale = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const date = vi.spyOn(shared, 'formatDateTime');
    const number = vi.spyOn(shared, 'formatNumber');
    warmUpFormatters((task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    expect(locale).not.toHaveBeenCalled();
    tasks.shift()?.();
    expect(locale).toHaveBeenCalledTimes(1);
    expect(number).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(number).toHaveBeenCalledTimes(1);
    expect(date).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(date).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });
});
