/** The documents feature's public face: other features and the app import from here (decision 011). */
export { documentKeys, listDocuments, type DocumentData } from './api/documents-api.ts';
export { FileName } from './components/file-name.tsx';
export { formatFileSize } from './lib/file-check.ts';
