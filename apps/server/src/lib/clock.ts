/** The app's only source of "now", so tests can move time (idle expiry, token lifetimes, rate limits). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The real time moved by whole days (CLOCK_OFFSET_DAYS: a server "40 days from now" for end-to-end tests). */
export function offsetClock(days: number): Clock {
  const offset = days * 86_400_000;
  return { now: () => new Date(Date.now() + offset) };
}

export function createManualClock(start = new Date('2026-11-21T12:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

export const iso = (date: Date) => date.toISOString();
export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
