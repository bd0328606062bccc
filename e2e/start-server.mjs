// Starts the built server for the end-to-end tests on a fresh data folder. Playwright starts its
// webServer before globalSetup runs, so the wipe has to happen here, before the server opens the
// database.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpRoot = path.join(root, '.tmp');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(tmpRoot, 'e2e-data'));

// Never wipe anything outside <repo>/.tmp, whatever DATA_DIR says.
if (!dataDir.startsWith(tmpRoot + path.sep)) {
  console.error(`e2e: DATA_DIR moet binnen ${tmpRoot} liggen, niet ${dataDir}`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;

const server = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(server)) {
  console.error(`e2e: ${server} ontbreekt; bouw eerst met "npm run build".`);
  process.exit(1);
}
await import(pathToFileURL(server).href);
