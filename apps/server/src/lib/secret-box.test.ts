import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveKey, encryptSecret } from './secret-box.ts';

describe('secret box', () => {
  const appKey = randomBytes(32);
  const key = deriveKey(appKey, 'wefact-api-key');

  it('round-trips and never stores the plaintext', () => {
    const stored = encryptSecret(key, 'geheime-sleutel-1234', 'org-1');
    expect(stored).not.toContain('geheime');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptSecret(key, stored, 'org-1')).toBe('geheime-sleutel-1234');
    expect(encryptSecret(key, 'geheime-sleutel-1234', 'org-1')).not.toBe(stored);
  });

  it('refuses another context, another key and a changed ciphertext', () => {
    const stored = encryptSecret(key, 'geheime-sleutel-1234', 'org-1');
    expect(decryptSecret(key, stored, 'org-2')).toBeNull();
    expect(decryptSecret(deriveKey(appKey, 'other-purpose'), stored, 'org-1')).toBeNull();
    expect(decryptSecret(deriveKey(randomBytes(32), 'wefact-api-key'), stored, 'org-1')).toBeNull();
    const parts = stored.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    expect(
      decryptSecret(key, [...parts.slice(0, 3), data.toString('base64url')].join('.'), 'org-1'),
    ).toBeNull();
    expect(decryptSecret(key, 'kapot', 'org-1')).toBeNull();
  });

  it('derives different keys per purpose', () => {
    expect(deriveKey(appKey, 'a').equals(deriveKey(appKey, 'b'))).toBe(false);
    expect(deriveKey(appKey, 'a').equals(deriveKey(appKey, 'a'))).toBe(true);
  });
});
