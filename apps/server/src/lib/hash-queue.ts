import { interpolate, messages } from '@afscheid/shared';
import { HttpError } from './errors.ts';

export type WorkQueueLimits = {
  /** How many tasks run at once. */
  concurrency: number;
  /** How many tasks may wait for a free slot; one more is refused at once. */
  maxWaiting: number;
};

/** Seconds a refused caller is asked to wait (`Retry-After`); a waiting line drains in about a second or two. */
export const QUEUE_FULL_RETRY_SECONDS = 2;

/** 429 with `Retry-After`: the server is busy hashing passwords, try again in a moment. */
export function queueFull(): HttpError {
  const message = interpolate(messages.authLimits.busy, { seconds: QUEUE_FULL_RETRY_SECONDS });
  return new HttpError(429, message, { headers: { 'retry-after': String(QUEUE_FULL_RETRY_SECONDS) } });
}

/**
 * A bounded queue for expensive work: at most `concurrency` tasks run, at most `maxWaiting` wait in line (first
 * come, first served), and a task beyond that is refused at once with `queueFull()` instead of piling up.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private counters = { started: 0, refused: 0 };

  constructor(private limits: WorkQueueLimits) {}

  get currentLimits(): WorkQueueLimits {
    return { ...this.limits };
  }

  /** New limits; tasks already running or waiting keep their place. */
  configure(limits: WorkQueueLimits): void {
    if (!(limits.concurrency >= 1) || !(limits.maxWaiting >= 0)) throw new Error('invalid queue limits');
    this.limits = { ...limits };
    this.pump();
  }

  /** How busy the queue is, and how many tasks it started and refused since the process began (for tests). */
  stats() {
    return { running: this.running, waiting: this.waiting.length, ...this.counters };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency || this.waiting.length > 0) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        this.counters.refused++;
        throw queueFull();
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    this.counters.started++;
    try {
      return await task();
    } finally {
      this.running--;
      this.pump();
    }
  }

  /** Hands free slots to the longest-waiting tasks (the slot is taken here, so nobody can overtake them). */
  private pump(): void {
    while (this.running < this.limits.concurrency && this.waiting.length > 0) {
      this.running++;
      this.waiting.shift()!();
    }
  }
}

/** Defaults: 2 of libuv's 4 threads for scrypt, the others stay free for file I/O (decision 013). */
export const DEFAULT_HASH_LIMITS: WorkQueueLimits = { concurrency: 2, maxWaiting: 32 };

/**
 * The one queue every password hash of this process goes through (`lib/crypto.ts`): scrypt runs on libuv's
 * thread pool, which file reads and writes share, so the bound is per process. `buildApp` sets its limits from
 * the configuration.
 */
export const passwordHashQueue = new WorkQueue(DEFAULT_HASH_LIMITS);
