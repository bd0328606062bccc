// Measures the login page's first load: index.html, the files it loads (scripts, module preloads,
// stylesheets) plus the login route's chunk and every chunk it imports statically, gzipped.
// Usage: node apps/web/scripts/measure-login-size.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set(['index.html']);

for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(match[1]);

/** Follows static imports (`import … from "./x.js"` and bare `import "./x.js"`), not dynamic import(). */
function addWithStaticImports(file) {
  if (files.has(file) && !file.endsWith('.js')) return;
  files.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const child = `assets/${match[1]}`;
    if (!files.has(child)) addWithStaticImports(child);
  }
}

for (const file of [...files]) if (file.endsWith('.js')) addWithStaticImports(file);
const login = fs.readdirSync(path.join(dist, 'assets')).find((name) => /^login-page-.*\.js$/.test(name));
if (!login) throw new Error('login-page chunk not found');
addWithStaticImports(`assets/${login}`);

let total = 0;
for (const file of [...files].sort()) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total (gzip) for the login page's first load`);
