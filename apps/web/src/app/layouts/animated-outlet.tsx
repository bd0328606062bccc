import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { SilentBoundary } from './silent-boundary.tsx';

/** The "page" transition's duration; matches the CSS in styles.css. */
export const PAGE_TRANSITION_MS = 150;

interface View {
  key: string;
  element: ReactNode;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface AnimatedOutletProps {
  /** A new key starts a transition (the pathname for pages, the layout for layouts). */
  transitionKey: string;
  /** Move focus to the new page's heading after the transition (the innermost outlet does this). */
  manageFocus?: boolean;
  className?: string;
}

/**
 * The route outlet with the page transition named "page", mode out-in: the old page fades out first
 * (kept on screen as it was), then the new page fades in. The page shown when the outlet mounts (the first page of
 * a load, or of a layout that itself fades in) does not fade: it would only delay the first paint, and the browser
 * does not count a paint at opacity 0 as the largest contentful paint (Lighthouse found none on the login page).
 */
export function AnimatedOutlet({ transitionKey, manageFocus = false, className }: AnimatedOutletProps) {
  const outlet = useOutlet();
  const [current, setCurrent] = useState<View>({ key: transitionKey, element: outlet });
  const [leaving, setLeaving] = useState<View | null>(null);
  // Set by the first navigation: from then on each new page fades in.
  const [navigated, setNavigated] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusedKey = useRef(transitionKey);

  if (transitionKey !== current.key) {
    // Derived state: a navigation happened. The page shown so far starts leaving.
    setLeaving(leaving ?? current);
    setCurrent({ key: transitionKey, element: outlet });
    setNavigated(true);
  }

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), prefersReducedMotion() ? 0 : PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  useEffect(() => {
    if (leaving || focusedKey.current === current.key) return;
    focusedKey.current = current.key;
    if (!manageFocus) return;
    const container = containerRef.current;
    const heading = container?.querySelector<HTMLElement>('[data-page-title]');
    (heading ?? container)?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [current.key, leaving, manageFocus]);

  if (leaving) {
    return (
      <div
        key={leaving.key}
        className={className ? `${className} page-leave-active` : 'page-leave-active'}
        aria-hidden="true"
        inert
      >
        <SilentBoundary silent>{leaving.element}</SilentBoundary>
      </div>
    );
  }
  const enter = navigated ? 'page-enter-active outline-none' : 'outline-none';
  return (
    <div
      key={current.key}
      ref={containerRef}
      tabIndex={-1}
      className={className ? `${className} ${enter}` : enter}
    >
      <SilentBoundary silent={false}>{outlet}</SilentBoundary>
    </div>
  );
}
