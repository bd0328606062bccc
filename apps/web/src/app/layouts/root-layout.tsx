import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { useSessionExpiryCheck } from '../../features/auth/index.ts';
import { progress } from '../../lib/progress/progress-store.ts';
import { DocumentTitle } from '../routing/document-title.tsx';
import { SessionWatcher } from '../routing/session-watcher.tsx';
import { AnimatedOutlet } from './animated-outlet.tsx';

/** Route loading (loaders and lazy page chunks) drives the progress bar too. */
function useNavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    progress.start();
    return () => progress.finish();
  }, [busy]);
}

/** The top of the route tree: progress bar, document title, session rules and the layout transition. */
export function RootLayout() {
  useNavigationProgress();
  useSessionExpiryCheck();
  // The layout (or the top-level route) is the key: changing layout fades the whole frame.
  const layoutKey = useMatches()[1]?.id ?? 'root';
  return (
    <>
      <ProgressBar />
      <DocumentTitle />
      <SessionWatcher />
      <AnimatedOutlet transitionKey={layoutKey} manageFocus />
    </>
  );
}
