import { createGate, type Gate } from '@afscheid/shared';
import { localStore, type SafeStorage } from '../browser/storage.ts';

/** The user's scope: a list of permission names or a map of them (the specification allows both). */
export type Scope = readonly string[] | Record<string, unknown> | null;

export interface GateInput {
  roles: readonly string[];
  permissions: readonly string[];
  scope?: Scope;
}

export interface GateSnapshot {
  gate: Gate;
  scope: Scope;
}

/** localStorage keys, as the specification names them (JSON arrays). */
export const ROLES_KEY = 'roles';
export const PERMISSIONS_KEY = 'permissions';

function readList(storage: SafeStorage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export interface GateStore {
  getSnapshot(): GateSnapshot;
  subscribe(listener: () => void): () => void;
  set(input: GateInput): void;
  clear(): void;
}

export function createGateStore(storage: SafeStorage = localStore): GateStore {
  const listeners = new Set<() => void>();
  let snapshot: GateSnapshot = {
    gate: createGate({ roles: readList(storage, ROLES_KEY), permissions: readList(storage, PERMISSIONS_KEY) }),
    scope: null,
  };

  function publish(next: GateSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set({ roles, permissions, scope = null }) {
      storage.set(ROLES_KEY, JSON.stringify(roles));
      storage.set(PERMISSIONS_KEY, JSON.stringify(permissions));
      // Every navigation refreshes the gate: keep the snapshot stable when nothing changed.
      const current = snapshot.gate;
      if (sameList(current.roles, roles) && sameList(current.permissions, permissions) && snapshot.scope === scope) {
        return;
      }
      publish({ gate: createGate({ roles, permissions }), scope });
    },
    clear() {
      storage.remove(ROLES_KEY);
      storage.remove(PERMISSIONS_KEY);
      publish({ gate: createGate({ roles: [], permissions: [] }), scope: null });
    },
  };
}

/** The app's permission gate. */
export const gateStore = createGateStore();
