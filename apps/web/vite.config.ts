import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './vite-precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

/** The form pieces of the login page that most other pages share: one chunk (see `codeSplitting`). */
const FORM_CORE =
  /[\\/]src[\\/](components[\\/]ui[\\/](text-field|email-field|password-field|password-requirements|checkbox-field|field-message|field-ids|alert|button|page-title)\.tsx?|lib[\\/](api[\\/]form-errors|forms[\\/](lazy-resolver|form-schemas))\.ts)$/;

/**
 * The web app's own script modules have no import-time effects either: said to the bundler, a feature's `index.ts`
 * no longer brings every module it re-exports to a page that uses one of them. CSS is imported for its effect, and so
 * are two modules, which are said to have one: `zod-jitless.ts` (it sets Zod's global configuration), and
 * `app-middleware.ts`, which `app-routes.tsx` imports so that it comes with the app's routes and a page's data
 * request need not wait for it (declared pure, nothing of it is used there and the import would be dropped).
 */
const KEPT_FOR_EFFECT =
  /[\\/]src[\\/](lib[\\/]forms[\\/]zod-jitless|app[\\/]middleware[\\/]app-middleware)\.ts$/;
const WEB_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';

/** Proxies every method to the server. */
const toServer: ProxyOptions = { target: backend, changeOrigin: false };

/**
 * Proxies only POST: a GET of the same path is a page of this SPA, so it falls through to Vite
 * (returning the URL tells Vite to serve it itself).
 */
const postOnly: ProxyOptions = {
  target: backend,
  changeOrigin: false,
  bypass: (req) => (req.method === 'POST' ? undefined : req.url),
};

export default defineConfig({
  // The app is Dutch only: React Aria's built-in texts for its other 30-odd languages stay out of the bundle.
  plugins: [
    optimizeLocales.vite({ locales: ['nl-NL'] }),
    react(),
    tailwindcss(),
    routePreloads(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @afscheid/shared is pure (no import-time effects) but its package.json cannot say so from
        // here: tell the bundler, so a page that needs only the catalogue does not also load Zod and
        // every schema. Everything else keeps the default (undefined).
        moduleSideEffects: (id: string) =>
          KEPT_FOR_EFFECT.test(id)
            ? true
            : id.includes('/packages/shared/src/') || WEB_MODULE.test(id)
              ? false
              : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically in one chunk, not a dozen small ones: one request less
            // each and one gzip dictionary (decision 004: the login page's first load).
            { name: 'app', tags: ['$initial'], priority: 2 },
            // React and React Router (about 95 KB gzipped together) apart from the app's own code, so no chunk is
            // over 100 KB gzipped (scripts/check-chunk-sizes.mjs) and an app release leaves them cached.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // The small form pieces nearly every page uses (the login page first) in one chunk too.
            { name: 'form-core', test: FORM_CORE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/api/': toServer,
      '^/sanctum/': toServer,
      '^/logout$': toServer,
      '^/login$': postOnly,
      '^/(forgot|reset)-password(\\?.*)?$': postOnly,
    },
  },
  preview: { port: 4173 },
});
