import type { ComponentType } from 'react';
import { sessionStore, type SafeStorage } from '../../lib/browser/storage.ts';

/** sessionStorage key holding the time of the last reload caused by a missing script chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload.at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** A script chunk failed to load: typically a deploy replaced the files this page was built with. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/**
 * True (and the time noted) when a reload is allowed: at most one per 60 seconds, so a chunk that is
 * really gone shows the error page instead of reloading forever.
 */
export function claimChunkReload(storage: SafeStorage = sessionStore, now: number = Date.now()): boolean {
  const last = Number(storage.get(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.set(CHUNK_RELOAD_KEY, String(now));
  return true;
}

export interface ReloadDeps {
  storage?: SafeStorage;
  now?: () => number;
  reload?: () => void;
}

let pendingTarget: () => string | null = () => null;

/** The router tells where a navigation is going, so the reload lands on the page the user asked for. */
export function setPendingNavigationSource(source: () => string | null): void {
  pendingTarget = source;
}

function reloadPage() {
  const target = pendingTarget();
  if (target) window.location.assign(target);
  else window.location.reload();
}

/** Reloads the page for a chunk-load error when allowed; returns whether it did. */
export function reloadForChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claimChunkReload(deps.storage, (deps.now ?? Date.now)())) return false;
  (deps.reload ?? reloadPage)();
  return true;
}

export interface RouteModule {
  Component: ComponentType;
}

/** A component that throws `error` when rendered, so the route's error boundary shows it. */
function failingComponent(error: unknown): ComponentType {
  return function FailedRouteModule(): never {
    throw error;
  };
}

/**
 * Wraps a lazy route import: a chunk that fails to load reloads the page (the promise then never
 * settles, so no error flashes before the reload). Otherwise the route gets a component that throws
 * the error, so the route's error boundary shows the error page. (A rejected `lazy` would leave the
 * route marked as still loading, and React Router would render nothing at all.)
 */
export function lazyRoute(load: () => Promise<RouteModule>, deps: ReloadDeps = {}): () => Promise<RouteModule> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadForChunkError(error, deps)) return new Promise<RouteModule>(() => undefined);
      return { Component: failingComponent(error) };
    }
  };
}
