import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordHashQueue } from './hash-queue.ts';

/** A random token for cookies and e-mail links (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const KEY_LENGTH = 64;

/**
 * scrypt on libuv's thread pool, through the bounded `passwordHashQueue`: when too many hashes wait already it
 * throws a 429 (`queueFull`) at once, so a burst of logins cannot starve file I/O (decision 013).
 */
function scryptAsync(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { N, r: 8, p: 1, maxmem: 256 * N * 8 },
          (err, key) => (err ? reject(err) : resolve(key)),
        ),
      ),
  );
}

/** scrypt (memory-hard); the stored string carries its own parameters so the cost can rise later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64url'), Number(costText));
  const expected = Buffer.from(keyText, 'base64url');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the e-mail is unknown, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string, cost: number): Promise<false> {
  if (!dummyHash) {
    const made = hashPassword('dummy-password-for-timing', cost);
    dummyHash = made;
    // A refused or failed first hash is not kept: the next call tries again.
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
