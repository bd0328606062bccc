import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text files of at least 1 KB (smaller ones gain nothing over their headers). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every hashed asset after the build,
 * so the server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing on every
 * request — or not at all. `index.html` stays as it is: the server answers every page path with it.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'afscheid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(path.join(outDir, 'assets'))) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
