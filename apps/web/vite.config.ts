import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './vite-precompress.ts';
import { fileURLToPath } from 'node:url';
import { routePreloads } from './build/route-preloads.ts';
import { layoutChunks, type BuiltChunk } from './build/layout-chunks.ts';

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

/** React and React Router: one chunk of their own (see `codeSplitting`). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** Set while the layout chunks' first build runs (decision 046): that build has no layout groups and writes nothing. */
const FIRST_BUILD = 'AFSCHEID_LAYOUT_FIRST_BUILD';
const firstBuild = process.env[FIRST_BUILD] === '1';
const here = fileURLToPath(new URL('.', import.meta.url));

/** The chunks of a build with this configuration but without the layout groups; nothing is written. */
async function chunksWithoutLayouts(): Promise<BuiltChunk[]> {
  const { build } = await import('vite');
  process.env[FIRST_BUILD] = '1';
  try {
    const result = await build({
      configFile: path.join(here, 'vite.config.ts'),
      root: here,
      logLevel: 'silent',
      build: { write: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .flatMap((item) => (item.type === 'chunk' ? [item] : []))
      .map((chunk) => ({
        fileName: chunk.fileName,
        name: chunk.name,
        isEntry: chunk.isEntry,
        facadeModuleId: chunk.facadeModuleId,
        moduleIds: chunk.moduleIds,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
      }));
  } finally {
    delete process.env[FIRST_BUILD];
  }
}

/** The named groups' chunks below stay as they are; a layout's chunk comes after them (decision 046). */
const NAMED_GROUPS = new Set(['app', 'react', 'form-core']);
const layouts = layoutChunks({
  firstBuild: chunksWithoutLayouts,
  kept: (chunk) => NAMED_GROUPS.has(chunk.name),
  // The app's own lazy parts (an error page inside the shell, a linked page's record check) show inside the app: when
  // they load a layout's chunk, the route table's is on its way or there already.
  inApp: (module) => /[\\/]src[\\/]app[\\/]/.test(module),
  priority: 9,
  table: path.join(here, 'src/app/routing/app-routes.tsx'),
});

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
    // The layout chunks' first build only reads the chunks: no compressed copies, no second first build.
    ...(firstBuild ? [] : [layouts.plugin, precompress()]),
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
            { name: 'app', tags: ['$initial'], priority: 20 },
            // React and React Router (about 95 KB gzipped together) apart from the app's own code, so no chunk is
            // over 100 KB gzipped (scripts/check-chunk-sizes.mjs) and an app release leaves them cached.
            { name: 'react', test: REACT, priority: 30 },
            // The small form pieces nearly every page uses (the login page first) in one chunk too.
            { name: 'form-core', test: FORM_CORE, priority: 10 },
            // A layout's chunks in one (the route table, the default layout, the dossier page...): they load with
            // each of its pages anyway (decision 046).
            ...(firstBuild ? [] : layouts.groups),
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
