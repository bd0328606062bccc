import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here a list is a table, below it cards. */
export const WIDE_SCREEN = '(min-width: 768px)';

let query: MediaQueryList | null | undefined;
/** The one media query of the page (asked once: every render reads its snapshot); null without `matchMedia`. */
const mediaQuery = (): MediaQueryList | null =>
  (query ??= typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(onChange: () => void): () => void {
  const wide = mediaQuery();
  if (!wide) return () => undefined;
  wide.addEventListener('change', onChange);
  return () => wide.removeEventListener('change', onChange);
}

const snapshot = (): boolean | null => mediaQuery()?.matches ?? null;

/**
 * Whether the screen is at least `md` wide, following it as it changes; `null` where the browser cannot tell (no
 * `matchMedia`, as in jsdom). A page that has a phone layout and a wide one renders only the one that shows (decision
 * 034): the other, hidden by CSS, would cost its render and its elements for nothing. With `null` it renders both and
 * lets the CSS choose, as before.
 */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
