import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { logoStorageKey, receiveToTempFile, removeFile, type DocumentStore } from '../documents/index.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const TYPES = [
  {
    mime: 'image/png',
    extension: 'png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/jpeg',
    extension: 'jpg',
    matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image type by its first bytes; the file name and the declared type are never trusted. */
export function detectImageType(content: Buffer): { mime: string; extension: string } | null {
  const found = TYPES.find((type) => type.matches(content));
  return found ? { mime: found.mime, extension: found.extension } : null;
}

const LOGO_NAME = /^[0-9a-f-]+\.(png|jpg|webp)$/;

/**
 * Stores the logo under a new random name (so a cached old logo is never served for a new one) in the app's
 * store: `DATA_DIR/logos/<name>`, or `logos/<name>` in the S3 bucket.
 */
export async function storeLogo(
  store: DocumentStore,
  organizationId: string,
  content: Buffer,
  extension: string,
): Promise<string> {
  const name = `${organizationId}-${randomBytes(8).toString('hex')}.${extension}`;
  const received = await receiveToTempFile(store, Readable.from([content]));
  try {
    await store.put(received.tempPath, logoStorageKey(name));
  } finally {
    removeFile(received.tempPath);
  }
  return name;
}

/** The stored file, or null when it is missing; names come from the database, checked once more here. */
export async function readLogo(store: DocumentStore, name: string): Promise<Buffer | null> {
  if (!LOGO_NAME.test(name)) return null;
  const stored = await store.open(logoStorageKey(name));
  return stored ? buffer(stored.stream) : null;
}

export async function deleteLogo(store: DocumentStore, name: string | null): Promise<void> {
  if (!name || !LOGO_NAME.test(name)) return;
  await store.remove(logoStorageKey(name));
}
