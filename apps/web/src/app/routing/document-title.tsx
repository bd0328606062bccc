import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { isRouteHandle } from '../../lib/routing/route-handle.ts';

/** "<title> · Afscheid", or the product name alone. */
export function formatDocumentTitle(title: string | null | undefined): string {
  return title ? `${title}${nl.app.titleSeparator}${nl.app.name}` : nl.app.name;
}

/*
 * An error page overrides the route's title. Kept in a tiny store instead of a plain effect, because
 * the error page renders inside the route whose title it replaces (child effects run first).
 */
let override: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getOverride = () => override;

function setOverride(title: string | null) {
  override = title;
  for (const listener of listeners) listener();
}

/** Used by error pages: their title wins while they are shown. */
export function useTitleOverride(title: string): void {
  useEffect(() => {
    setOverride(title);
    document.title = formatDocumentTitle(title);
    return () => setOverride(null);
  }, [title]);
}

/** Keeps document.title in step with the deepest route's `handle.title`. */
export function DocumentTitle() {
  const matches = useMatches();
  const overrideTitle = useSyncExternalStore(subscribe, getOverride, getOverride);
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const routeTitle = isRouteHandle(handle) ? handle.title : null;
  const title = overrideTitle ?? routeTitle;
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  return null;
}
