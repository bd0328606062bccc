import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { idleMemoryWatcher } from './idle-memory.ts';

const MB = 1024 * 1024;

/** A watcher on a scripted event loop: each `window(u)` is one interval with the loop busy `u` of the time. */
function scripted(heapTotalMb: number[]) {
  let busy = 0;
  let total = 0;
  const collections: number[] = [];
  let heap = heapTotalMb[0]!;
  const watcher = idleMemoryWatcher({
    utilization: ((now?: EventLoopUtilization, before?: EventLoopUtilization) => {
      if (!now || !before) return { idle: total - busy, active: busy, utilization: total ? busy / total : 0 };
      const active = now.active - before.active;
      const all = active + now.idle - before.idle;
      return { idle: all - active, active, utilization: all ? active / all : 0 };
    }) as never,
    heap: () => ({ heapTotal: heap * MB }),
    quietWindows: 1,
    collect: () => {
      collections.push(heap);
      heap = heapTotalMb[collections.length] ?? heap;
    },
  });
  return {
    collections,
    window(utilization: number): boolean {
      busy += utilization * 5000;
      total += 5000;
      return watcher.check();
    },
  };
}

describe('the idle memory release', () => {
  it('collects twice in the quiet windows after a busy one, while the heap is large', () => {
    const run = scripted([300, 190, 60]);
    expect(run.window(0.9)).toBe(false);
    expect(run.window(0.6)).toBe(false);
    expect(run.window(0.01)).toBe(true);
    expect(run.window(0.01)).toBe(true);
    expect(run.window(0.01)).toBe(false);
    expect(run.collections).toEqual([300, 190]);
  });

  it('never collects while the server is busy or only half quiet', () => {
    const run = scripted([300]);
    for (const utilization of [0.9, 0.5, 0.2, 0.1, 0.4, 0.07]) expect(run.window(utilization)).toBe(false);
    expect(run.collections).toEqual([]);
  });

  it('leaves a small heap alone, and an idle server without a busy spell before', () => {
    const small = scripted([80]);
    expect(small.window(0.9)).toBe(false);
    expect(small.window(0)).toBe(false);
    expect(small.collections).toEqual([]);

    const idle = scripted([300]);
    for (let i = 0; i < 5; i++) expect(idle.window(0.01)).toBe(false);
    expect(idle.collections).toEqual([]);
  });

  it('stops once the first collection brought the heap under the floor', () => {
    const run = scripted([300, 70]);
    run.window(0.9);
    expect(run.window(0)).toBe(true);
    expect(run.window(0)).toBe(false);
    expect(run.collections).toEqual([300]);
  });

  it('collects only after several quiet windows in a row, counted again after each collection', () => {
    let windows = 0;
    const utilizations = [0.9, 0, 0, 0.2, 0, 0, 0, 0, 0, 0];
    let collected = 0;
    const watcher = idleMemoryWatcher({
      heapBytes: 0,
      quietWindows: 3,
      utilization: ((now?: EventLoopUtilization, before?: EventLoopUtilization) =>
        now && before
          ? { idle: 0, active: 0, utilization: utilizations[windows++] ?? 0 }
          : { idle: 0, active: 0, utilization: 0 }) as never,
      collect: () => collected++,
    });
    const results = utilizations.map(() => watcher.check());
    // Busy, two quiet, half busy (the run starts again), three quiet: collect; three more quiet: the second round.
    expect(results).toEqual([false, false, false, false, false, false, true, false, false, true]);
    expect(collected).toBe(2);
  });

  it('runs V8’s own full collection by default, without --expose-gc on the command line', () => {
    const windows = [0.9, 0];
    let active = 0;
    let all = 0;
    const freed: number[] = [];
    const watcher = idleMemoryWatcher({
      heapBytes: 0,
      rounds: 1,
      quietWindows: 1,
      utilization: ((now?: EventLoopUtilization, before?: EventLoopUtilization) => {
        if (now && before) return { idle: 0, active: 0, utilization: windows.shift() ?? 0 };
        active += 1;
        all += 1;
        return { idle: all - active, active, utilization: 1 };
      }) as never,
      onCollected: (bytes) => freed.push(bytes),
    });
    expect(watcher.check()).toBe(false);
    expect(watcher.check()).toBe(true);
    expect(freed).toHaveLength(1);
    expect(Number.isFinite(freed[0])).toBe(true);
  });
});
