/**
 * The generatables module's public face (issue 16): the data every generated document is made from, and the
 * built-in documents. Other modules (the organisation's templates, the dashboard) import from here, not from its
 * files.
 */
export { buildDocumentData, dataFingerprint } from './document-data.ts';
export { dossierGeneratables, generateDocument, listGeneratables } from './service.ts';
