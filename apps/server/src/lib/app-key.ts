import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The app key signs CSRF tokens and encrypts secrets (such as invoicing API keys). When APP_KEY is not set,
 * one is generated into DATA_DIR/app.key on first start and reused afterwards; losing it invalidates sessions
 * and stored secrets, so it belongs in every backup.
 */
export function resolveAppKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured.slice('base64:'.length), 'base64');
  const file = path.join(dataDir, 'app.key');
  if (fs.existsSync(file)) {
    const text = fs.readFileSync(file, 'utf8').trim();
    const key = Buffer.from(text.replace(/^base64:/, ''), 'base64');
    if (key.length !== 32) throw new Error(`${file} bevat geen geldige sleutel van 32 bytes.`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // Written whole under a name of its own, then linked into place: two servers starting at once on one DATA_DIR
  // never read a half-written key, and the one that loses the race (EEXIST) uses the winner's key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `base64:${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return resolveAppKey(undefined, dataDir);
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return key;
}
