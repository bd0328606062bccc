import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteReader } from './content-type.ts';

/**
 * Document files on disk: `<documents dir>/<organization id>/<document id>`. Both parts are ids the server
 * made; a user-supplied name never reaches a path. Uploads are written to `.incoming/` first and renamed
 * into place once they are accepted, so a half-written or refused upload never sits where a document is read.
 */

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORAGE_KEY = new RegExp(`^${ID}/${ID}$`);

export const storageKeyOf = (organizationId: string, documentId: string) => `${organizationId}/${documentId}`;

/** The absolute path of a stored document, or null for a key the server could not have made. */
export function storedPath(documentsDir: string, storageKey: string): string | null {
  if (!STORAGE_KEY.test(storageKey)) return null;
  return path.join(documentsDir, ...storageKey.split('/'));
}

export type ReceivedFile = {
  tempPath: string;
  size: number;
  sha256: string;
};

/** Writes a stream to a new temporary file while counting and hashing it. */
export async function receiveToTempFile(documentsDir: string, source: Readable): Promise<ReceivedFile> {
  const incoming = path.join(documentsDir, '.incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const tempPath = path.join(incoming, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    removeFile(tempPath);
    throw err;
  }
  return { tempPath, size, sha256: hash.digest('hex') };
}

/** Random access to a file for content sniffing; the handle is closed when `use` is done. */
export async function withFileReader<T>(file: string, use: (read: ByteReader) => Promise<T>): Promise<T> {
  const handle = await fs.promises.open(file, 'r');
  try {
    return await use(async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/** Moves an accepted upload to its final place (same file system, so the rename is atomic). */
export function moveIntoPlace(documentsDir: string, tempPath: string, storageKey: string): string {
  const target = storedPath(documentsDir, storageKey);
  if (!target) throw new Error(`invalid storage key ${storageKey}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(tempPath, target);
  return target;
}

export function removeFile(file: string): void {
  fs.rmSync(file, { force: true });
}

/** A read stream of a stored document and its size, or null when its file is missing. */
export function openStoredFile(
  documentsDir: string,
  storageKey: string,
): { stream: fs.ReadStream; size: number } | null {
  const file = storedPath(documentsDir, storageKey);
  const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!file || !stat?.isFile()) return null;
  return { stream: fs.createReadStream(file), size: stat.size };
}

/**
 * Copies a stored document to another key (a read-only copy for another organisation, such as a crematorium
 * request's attachment): a real copy, so deleting the original leaves it. False when the original's file is
 * missing. The target must not exist yet.
 */
export function copyStoredFile(documentsDir: string, fromKey: string, toKey: string): boolean {
  const from = storedPath(documentsDir, fromKey);
  const to = storedPath(documentsDir, toKey);
  if (!from || !to) throw new Error(`invalid storage key ${from ? toKey : fromKey}`);
  if (!fs.statSync(from, { throwIfNoEntry: false })?.isFile()) return false;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
  return true;
}

/** Removes a stored file by its key (nothing happens when it is missing). */
export function removeStoredFile(documentsDir: string, storageKey: string): void {
  const file = storedPath(documentsDir, storageKey);
  if (file) removeFile(file);
}
