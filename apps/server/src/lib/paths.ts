import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place in apps/server/(src|dist)/lib. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
