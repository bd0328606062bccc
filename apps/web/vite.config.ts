import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './vite-precompress.ts';

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
  plugins: [optimizeLocales.vite({ locales: ['nl-NL'] }), react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @afscheid/shared is pure (no import-time effects) but its package.json cannot say so from
        // here: tell the bundler, so a page that needs only the catalogue does not also load Zod and
        // every schema. Everything else keeps the default (undefined).
        moduleSideEffects: (id: string) => (id.includes('/packages/shared/src/') ? false : undefined),
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
