/**
 * The ash module's public face (issue 15): the crematorium's ash records, their destinations and documents, and
 * the funeral company's view of them. Other modules, the seed and the app import from here, not from its files.
 *
 * `createAshRecordForCremation(trx, ctx, …)` is how a performed cremation makes its ash record, in the
 * cremation's transaction.
 */
export { ashRepository, type AshRecordRow, type AshDestinationRow } from './repository.ts';
export {
  createAshRecord,
  createAshRecordForCremation,
  listAshRecords,
  updateAshRecord,
  type AshRecordForCremation,
} from './records-service.ts';
export {
  approveAshDestination,
  closeAshDestination,
  correctAshDestination,
  createAshDestination,
  executeAshDestination,
  updateAshDestination,
  withdrawAshDestination,
} from './destinations-service.ts';
export { uploadAshDocument, type IncomingAshFile } from './documents-service.ts';
export { dossierAshStatus, sendAshDestination } from './funeral-company-service.ts';
