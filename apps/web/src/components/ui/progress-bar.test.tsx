import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressStore } from '../../lib/progress/progress-store.ts';
import { ProgressBar } from './progress-bar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.getByTestId('progress-bar');

describe('ProgressBar', () => {
  it('never shows for work faster than the 200 ms throttle', () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    act(() => store.start());
    act(() => vi.advanceTimersByTime(150));
    // Busy from the start (tests wait on it), though nothing shows yet.
    expect(bar().dataset.busy).toBe('true');
    act(() => store.finish());
    expect(bar().dataset.busy).toBeUndefined();
    act(() => vi.advanceTimersByTime(1000));
    expect(bar().dataset.state).toBe('hidden');
  });

  it('shows after the throttle, creeps to at most 100% and hides 500 ms after finishing', () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    act(() => store.start());
    act(() => vi.advanceTimersByTime(200));
    expect(bar().dataset.state).toBe('loading');

    act(() => vi.advanceTimersByTime(2500));
    expect(bar().style.transform).toBe('scaleX(0.5)');
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar().style.transform).toBe('scaleX(1)');

    act(() => store.fail());
    expect(bar().dataset.state).toBe('finishing');
    expect(bar().dataset.failed).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(bar().dataset.state).toBe('finishing');
    act(() => vi.advanceTimersByTime(1));
    expect(bar().dataset.state).toBe('hidden');
  });

  it('stays up while any of several requests is running', () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    act(() => {
      store.start();
      store.start();
    });
    act(() => vi.advanceTimersByTime(300));
    act(() => store.finish());
    expect(bar().dataset.state).toBe('loading');
    act(() => store.finish());
    expect(bar().dataset.state).toBe('finishing');
  });
});
