import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key for one purpose, derived from the app key (HKDF-SHA256), so one secret never serves two uses. */
export function deriveKey(appKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), purpose, 32));
}

/**
 * AES-256-GCM. `context` (such as the organisation id) is authenticated but not stored: a ciphertext copied
 * to another record does not decrypt there. The result is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value was not made with this key and context (or was tampered with). */
export function decryptSecret(key: Buffer, stored: string, context: string): string | null {
  const [version, ivText, tagText, dataText] = stored.split('.');
  if (version !== VERSION || ivText === undefined || tagText === undefined || dataText === undefined)
    return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tagText, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
