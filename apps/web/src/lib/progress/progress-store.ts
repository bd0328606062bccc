/**
 * Counts work in flight (route loading and API requests) for the progress bar at the top.
 * Start/finish come in pairs; a failure marks the bar so it can finish in the error colour.
 */
export interface ProgressSnapshot {
  active: boolean;
  failed: boolean;
}

type Listener = () => void;

export interface ProgressStore {
  start(): void;
  finish(): void;
  fail(): void;
  getSnapshot(): ProgressSnapshot;
  subscribe(listener: Listener): () => void;
}

export function createProgressStore(): ProgressStore {
  let pending = 0;
  let snapshot: ProgressSnapshot = { active: false, failed: false };
  const listeners = new Set<Listener>();

  function update(next: ProgressSnapshot) {
    if (next.active === snapshot.active && next.failed === snapshot.failed) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function end(failed: boolean) {
    pending = Math.max(0, pending - 1);
    update({ active: pending > 0, failed: snapshot.failed || failed });
  }

  return {
    start() {
      pending += 1;
      // A new batch of work starts with a clean slate.
      update({ active: true, failed: pending === 1 ? false : snapshot.failed });
    },
    finish: () => end(false),
    fail: () => end(true),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide instance used by the API client and the router. */
export const progress = createProgressStore();
