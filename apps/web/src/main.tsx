import './lib/forms/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadForChunkError } from './app/errors/chunk-reload.ts';
import { createAppRouter } from './app/router.tsx';
import { preloadAppRoutesFor } from './app/routing/app-routes-loader.ts';
import { hasSessionCookie, installSessionHooks, session } from './features/auth/index.ts';
import { applyLocale } from './lib/i18n/locale.ts';
import './shell.css';

applyLocale();
installSessionHooks();
void session.initialize();

// Vite reports a failed preload of a chunk's dependencies here: reload (throttled) instead of failing.
window.addEventListener('vite:preloadError', (event) => {
  if (
    reloadForChunkError(new Error(`Failed to fetch dynamically imported module: ${String(event.payload)}`))
  ) {
    event.preventDefault();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('Element #root ontbreekt in index.html');

// The start-up in three tasks, so that none holds the main thread long (decision 042): the modules' evaluation and
// the session request above; then the loads below; then the router and the first render. Until then the page shows
// index.html's loading state, the same as the router's own (`AppLoading`).
setTimeout(() => {
  // The pages' route table (for a logged-in user's page already in the HTML's preloads), before the router asks.
  preloadAppRoutesFor(window.location.pathname);
  // A visitor with a session is about to see dates and numbers: the browser's formats are made while the first
  // requests are on their way (decision 038). The login page does without.
  if (hasSessionCookie()) {
    void import('./lib/i18n/warm-up-formatters.ts').then(({ warmUpFormatters }) => warmUpFormatters());
  }
  setTimeout(() => {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    );
  }, 0);
}, 0);
