import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteReader } from './content-type.ts';

/**
 * Stored files (dossier documents, ash documents, crematorium-request attachments, Word templates) under a key
 * `<organization id>/<document id>`, and organisations' logos under `logos/<organization id>-<random>.<ext>`. Every
 * part is made by the server; a user-supplied name never reaches a key.
 * Uploads are written to a local temporary file first (`<documents dir>/.incoming/`: sized, hashed and sniffed
 * there) and only put under their key once they are accepted, so a half-written or refused upload is never where
 * a document is read. Where the keys live is the `DocumentStore` the app was started with: the file system
 * (`<documents dir>/<key>`, the default) or an S3-compatible bucket (`s3-store.ts`, when S3_BUCKET is set).
 */

/** A stored file's bytes as a stream and its size. */
export type StoredFile = { stream: Readable; size: number };

/** Where stored files live. Every method refuses a key the server could not have made. */
export interface DocumentStore {
  readonly kind: 'file' | 's3';
  /** The local folder where uploads are received before they are put (`receiveToTempFile`). */
  readonly incomingDir: string;
  /**
   * Puts a received temporary file (in `incomingDir`) under a new key. The temporary file may be gone afterwards
   * (the file store renames it); the caller removes it either way (`removeFile` ignores a missing file).
   */
  put(tempPath: string, storageKey: string): Promise<void>;
  /** The stored bytes and their size, or null when nothing is stored under the key. */
  open(storageKey: string): Promise<StoredFile | null>;
  /**
   * Copies a stored file to another key (a read-only copy for another organisation, such as a crematorium
   * request's attachment): a real copy, so deleting the original leaves it. False when the original is missing.
   */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /** Removes what is stored under the key (nothing happens when it is missing). */
  remove(storageKey: string): Promise<void>;
}

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORAGE_KEY = new RegExp(`^(${ID}/${ID}|logos/[0-9a-f-]+\\.(png|jpg|webp))$`);

export const storageKeyOf = (organizationId: string, documentId: string) => `${organizationId}/${documentId}`;

/** Whether the server could have made the key (`<id>/<id>`, `logos/<name>`): nothing else is touched. */
export const isStorageKey = (storageKey: string) => STORAGE_KEY.test(storageKey);

export function assertStorageKey(storageKey: string): void {
  if (!isStorageKey(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
}

export type ReceivedFile = {
  tempPath: string;
  size: number;
  sha256: string;
};

/** Writes a stream to a new temporary file in the store's `incomingDir` while counting and hashing it. */
export async function receiveToTempFile(
  store: Pick<DocumentStore, 'incomingDir'>,
  source: Readable,
): Promise<ReceivedFile> {
  fs.mkdirSync(store.incomingDir, { recursive: true });
  const tempPath = path.join(store.incomingDir, `${randomUUID()}.part`);
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

/**
 * Removes what a failed change had stored (its row was never written). An error here must not hide the failure
 * that caused it: an orphaned file or object only takes space.
 */
export async function discardStored(store: DocumentStore, storageKey: string): Promise<void> {
  await store.remove(storageKey).catch(() => undefined);
}

/** Removes a local (temporary) file; a missing one is fine. */
export function removeFile(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * The file-system store: `<documents dir>/<organization id>/<document id>`, and logos as `<logos dir>/<name>`
 * (`DATA_DIR/logos`). A received upload is renamed into place (`.incoming/` is on the documents' file system, so
 * the rename is atomic; a logo on another file system is copied).
 */
export function fileDocumentStore(documentsDir: string, logosDir: string): DocumentStore {
  const pathOf = (storageKey: string) => {
    assertStorageKey(storageKey);
    const [first, second] = storageKey.split('/') as [string, string];
    return first === 'logos' ? path.join(logosDir, second) : path.join(documentsDir, first, second);
  };
  return {
    kind: 'file',
    incomingDir: path.join(documentsDir, '.incoming'),
    async put(tempPath, storageKey) {
      const target = pathOf(storageKey);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(tempPath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.promises.copyFile(tempPath, target, fs.constants.COPYFILE_EXCL);
      }
    },
    async open(storageKey) {
      if (!isStorageKey(storageKey)) return null;
      const file = pathOf(storageKey);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      const to = pathOf(toKey);
      const stat = await fs.promises.stat(from).catch(() => undefined);
      if (!stat?.isFile()) return false;
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      // The target must not exist yet: keys are new ids.
      await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
      return true;
    },
    async remove(storageKey) {
      if (isStorageKey(storageKey)) await fs.promises.rm(pathOf(storageKey), { force: true });
    },
  };
}
