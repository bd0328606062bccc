import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, PAINT_MARGIN_MS, whenIdleAfterPaint } from './after-paint.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] }));
afterEach(() => vi.useRealTimers());

/** One animation frame of the fake clock (16 ms). */
const frame = () => vi.advanceTimersToNextFrame();

describe('afterPaint', () => {
  it('runs after the frame that draws the commit, the next one and the margin, not before', () => {
    const callback = vi.fn();
    afterPaint(callback);
    frame();
    expect(callback).not.toHaveBeenCalled();
    frame();
    vi.advanceTimersByTime(PAINT_MARGIN_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, in a frame or in the margin', () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late, 50);
    frame();
    frame();
    cancelLate();
    vi.advanceTimersByTime(1000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('whenIdleAfterPaint', () => {
  it('waits for the paint and then for an idle moment', () => {
    const callback = vi.fn();
    whenIdleAfterPaint(callback);
    frame();
    frame();
    vi.advanceTimersByTime(PAINT_MARGIN_MS);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled while waiting for the idle moment', () => {
    const callback = vi.fn();
    const cancel = whenIdleAfterPaint(callback);
    frame();
    frame();
    vi.advanceTimersByTime(PAINT_MARGIN_MS);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
  });
});
