/**
 * Storage that never throws: private browsing modes and locked-down browsers may refuse access,
 * and losing a remembered value must never break the app.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Storage unavailable or full: the value is simply not remembered.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // See set().
      }
    },
  };
}

export const sessionStore: SafeStorage = wrap(() => window.sessionStorage);
export const localStore: SafeStorage = wrap(() => window.localStorage);

/** An in-memory storage for tests. */
export function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}
