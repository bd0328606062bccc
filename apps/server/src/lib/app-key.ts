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
  fs.writeFileSync(file, `base64:${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
