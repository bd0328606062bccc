import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives the heap a busy spell grew back to the system once the server is idle again (decision 036).
 *
 * V8 keeps the heap it grew under load until its own memory reducer runs, and that waits for a low allocation
 * rate that the job queue's once-a-second poll can put off: after the bench's document load the server held
 * 321 MB for more than 40 s with 82 MB of it in use. Every `intervalMs` (a second) this looks at the event loop's
 * utilisation of the window before: after a busy window (at least `busy` of the time running), every run of
 * `quietWindows` quiet ones in a row (at most `quiet` each, the last one just before) runs a full collection, up
 * to `rounds`, so a load that starts again is not met by a collection decided on an older quiet spell; and only
 * while the heap is past `heapBytes` (what is
 * garbage is only known by collecting: right after a load most of the heap counts as used; the first collection
 * frees the objects, the pages it emptied go back with the next). An idle server pays a collection or two of
 * some tens of milliseconds, a busy one nothing at all.
 */
export type IdleMemoryOptions = {
  intervalMs?: number;
  busy?: number;
  quiet?: number;
  heapBytes?: number;
  rounds?: number;
  quietWindows?: number;
  /** The collection to run (tests pass their own; default: V8's full collection). */
  collect?: () => void;
  /** The loop's utilisation so far (tests pass their own; default: `performance.eventLoopUtilization`). */
  utilization?: (now?: EventLoopUtilization, before?: EventLoopUtilization) => EventLoopUtilization;
  heap?: () => { heapTotal: number };
  onCollected?: (freedBytes: number) => void;
};

/** V8's full collection, without starting the process with `--expose-gc`. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** One decision per window; exported for the tests, `startIdleMemoryRelease` runs it on a timer. */
export function idleMemoryWatcher(opts: IdleMemoryOptions = {}) {
  const busy = opts.busy ?? 0.3;
  const quiet = opts.quiet ?? 0.05;
  const floor = opts.heapBytes ?? 96 * 1024 * 1024;
  const utilization = opts.utilization ?? performance.eventLoopUtilization;
  const heap = opts.heap ?? (() => ({ heapTotal: v8.getHeapStatistics().total_heap_size }));
  let collect = opts.collect;
  let last = utilization();
  const rounds = opts.rounds ?? 2;
  const needed = opts.quietWindows ?? 5;
  /** Collections still to run in the quiet windows after a busy one. */
  let owed = 0;
  /** Quiet windows in a row since the last busy window or collection. */
  let quietRun = 0;
  return {
    /** Looks at the window since the last call; true when it collected. */
    check(): boolean {
      const now = utilization();
      const window = utilization(now, last);
      last = now;
      if (window.utilization >= busy) {
        owed = rounds;
        quietRun = 0;
        return false;
      }
      quietRun = window.utilization > quiet ? 0 : quietRun + 1;
      if (owed === 0 || quietRun < needed) return false;
      quietRun = 0;
      const before = heap();
      if (before.heapTotal < floor) {
        owed = 0;
        return false;
      }
      owed--;
      collect ??= fullCollection();
      collect();
      opts.onCollected?.(before.heapTotal - heap().heapTotal);
      return true;
    },
  };
}

export function startIdleMemoryRelease(opts: IdleMemoryOptions = {}): () => void {
  const watcher = idleMemoryWatcher(opts);
  const timer = setInterval(() => watcher.check(), opts.intervalMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
