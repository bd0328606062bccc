import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StoreConfig } from '../../config.ts';
import { assertStorageKey, isStorageKey, type DocumentStore } from './storage.ts';

/** Parts of a multipart upload: 8 MB, four at a time (S3's minimum part is 5 MB; a document is at most 25 MB). */
const PART_SIZE = 8 * 1024 * 1024;

/** Whether S3 answered that the key (or the copy's source) does not exist. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Stored files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, …), the object key being the storage key
 * (`<organization id>/<document id>`). Uploads are received in `incomingDir` on the local disk as before (size
 * limit, sniffing and hashing stay there), then put to the bucket (multipart above one part, by lib-storage);
 * the caller inserts the row afterwards and removes the object again when that fails.
 */
export function s3DocumentStore(config: S3StoreConfig, documentsDir: string): DocumentStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // A copy: the SDK writes into the object it is given.
    ...(config.credentials ? { credentials: { ...config.credentials } } : {}),
    // Only send and check checksums where S3 requires them: several S3-compatible servers refuse the newer
    // default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    incomingDir: path.join(documentsDir, '.incoming'),
    async put(tempPath, storageKey) {
      assertStorageKey(storageKey);
      const { size } = await fs.promises.stat(tempPath);
      const upload = new Upload({
        client,
        params: { Bucket, Key: storageKey, Body: fs.createReadStream(tempPath), ContentLength: size },
        partSize: PART_SIZE,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async open(storageKey) {
      if (!isStorageKey(storageKey)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: storageKey }));
        const stream = object.Body as Readable | undefined;
        if (!stream || object.ContentLength === undefined) {
          stream?.destroy();
          throw new Error(`S3 answered without content for ${storageKey}`);
        }
        return { stream, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      assertStorageKey(fromKey);
      assertStorageKey(toKey);
      try {
        // Keys are ids (no characters to escape); the copy happens inside the bucket, no bytes pass the app.
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey}` }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(storageKey) {
      if (!isStorageKey(storageKey)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: storageKey }));
    },
  };
}
