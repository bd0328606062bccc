// Bundles the server and the CLI into dist/: the shared workspace package (TypeScript source) is inlined,
// npm packages stay external and load from node_modules. Type checking is `npm run typecheck`'s job.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@afscheid/'));

// SERVER_OUTDIR builds elsewhere (a helper's own copy for a bench run) without touching dist/.
const outdir = process.env.SERVER_OUTDIR ? path.resolve(process.env.SERVER_OUTDIR) : path.join(here, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts'), path.join(here, 'src/cli.ts')],
  outdir,
  outbase: path.join(here, 'src'),
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
