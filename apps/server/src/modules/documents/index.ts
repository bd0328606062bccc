/** The documents module's public face: other modules import from here, not from its files. */
export { documentsRepository, type DocumentRow } from './repository.ts';
export { documentAccess, type DocumentAccess } from './access.ts';
export {
  listDocuments,
  uploadDocument,
  openDocument,
  changeDocumentType,
  deleteDocument,
  storeGeneratedDocument,
  type GeneratedFile,
  type IncomingFile,
} from './service.ts';
export {
  discardStored,
  receiveToTempFile,
  removeFile,
  storageKeyOf,
  withFileReader,
  type DocumentStore,
  type StoredFile,
} from './storage.ts';
export { createDocumentStore, logoStorageKey } from './store.ts';
export { attachmentDisposition, cleanFileName, extensionOf } from './file-name.ts';
export { filePartOf, type FilePart } from './upload-part.ts';
export { privateDownload, sendStoredFile } from './download.ts';
export { detectDocumentKind, documentTypeOfKind } from './content-type.ts';
