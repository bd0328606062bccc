// Fails when a script chunk of the build is over 100 KB gzipped (issue 17: every route chunk at most 100 KB), and
// prints the largest ones. Runs after `vite build` (the web package's build script); alone:
//   node apps/web/scripts/check-chunk-sizes.mjs [distDir]
// A size check of the build output, not a timing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const LIMIT = 100 * 1024;
/**
 * Chunks outside any page's load: a third-party library the page imports only when it needs it. hls.js (its
 * light build, ~114 KB gzipped in one module that cannot be split) plays a broadcast on the public page, and only
 * in a browser without HLS of its own (Safari plays it natively).
 */
const ON_DEMAND = [/^hls\.light-[\w-]+\.js$/];

const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`${assets} does not exist: build the web app first (npm run build -w @afscheid/web).`);
  process.exit(1);
}

const chunks = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({
    name,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const onDemand = (name) => ON_DEMAND.some((pattern) => pattern.test(name));
const tooLarge = chunks.filter((chunk) => chunk.gzip > LIMIT && !onDemand(chunk.name));

console.log(`Largest script chunks (gzip), limit ${kb(LIMIT)}:`);
for (const chunk of chunks.slice(0, 8)) {
  console.log(
    `  ${kb(chunk.gzip).padStart(9)}  ${chunk.name}${onDemand(chunk.name) ? '  (on demand, exempt)' : ''}`,
  );
}
if (tooLarge.length > 0) {
  console.error(
    `\nOver ${kb(LIMIT)} gzipped: ${tooLarge.map((chunk) => `${chunk.name} (${kb(chunk.gzip)})`).join(', ')}`,
  );
  console.error(
    'Split it: a lazy import for what only some pages need, or a codeSplitting group in vite.config.ts.',
  );
  process.exit(1);
}
