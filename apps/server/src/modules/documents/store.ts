import path from 'node:path';
import type { AppConfig, S3StoreConfig } from '../../config.ts';
import { fileDocumentStore, type DocumentStore } from './storage.ts';

/**
 * The store the configuration names: an S3 bucket when S3_BUCKET is set, else the documents folder (and
 * DATA_DIR/logos for the logos).
 */
export function createDocumentStore(
  config: Pick<AppConfig, 'documentStore' | 'documentsDir' | 'dataDir'>,
): DocumentStore {
  return config.documentStore.kind === 's3'
    ? lazyS3Store(config.documentStore, config.documentsDir)
    : fileDocumentStore(config.documentsDir, path.join(config.dataDir, 'logos'));
}

/**
 * The S3 store, its SDK loaded at the first use: the AWS SDK takes a noticeable part of a second to import, which
 * a server or CLI run on the file system should not pay.
 */
function lazyS3Store(config: S3StoreConfig, documentsDir: string): DocumentStore {
  let loading: Promise<DocumentStore> | undefined;
  const store = () =>
    (loading ??= import('./s3-store.ts').then(({ s3DocumentStore }) =>
      s3DocumentStore(config, documentsDir),
    ));
  return {
    kind: 's3',
    incomingDir: path.join(documentsDir, '.incoming'),
    put: async (tempPath, storageKey) => (await store()).put(tempPath, storageKey),
    open: async (storageKey) => (await store()).open(storageKey),
    copy: async (fromKey, toKey) => (await store()).copy(fromKey, toKey),
    remove: async (storageKey) => (await store()).remove(storageKey),
  };
}

/** The key of an organisation's logo file (its name as `organizations.logo_path` holds it). */
export const logoStorageKey = (name: string) => `logos/${name}`;
