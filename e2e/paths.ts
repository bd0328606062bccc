import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's data folder during the end-to-end tests (wiped at start by start-server.mjs). */
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.tmp', 'e2e-data');

export const E2E_PORT = 3100;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
