import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here a list is a table, below it cards. */
export const WIDE_SCREEN = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = (): boolean | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : null;

/**
 * Whether the screen is at least `md` wide, following it as it changes; `null` where the browser cannot tell (no
 * `matchMedia`, as in jsdom). A page that has a phone layout and a wide one renders only the one that shows (decision
 * 034): the other, hidden by CSS, would cost its render and its elements for nothing. With `null` it renders both and
 * lets the CSS choose, as before.
 */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
