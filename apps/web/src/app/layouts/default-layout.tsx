import { useLocation } from 'react-router';
import { QueryProvider } from '../query-provider.tsx';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { AppShell } from './app-shell.tsx';

/** The app for logged-in users: the shell around the page (loaded on demand, with server state). */
export function DefaultLayout() {
  const { pathname } = useLocation();
  return (
    <QueryProvider>
      <AppShell>
        <AnimatedOutlet transitionKey={pathname} manageFocus />
      </AppShell>
    </QueryProvider>
  );
}
