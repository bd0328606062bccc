/** The dossiers module's public face: other modules import from here, not from its files. */
export { activeOrganization, dossierAccess, assertDossierWritable, type DossierAccess } from './access.ts';
export { dossiersRepository } from './repository.ts';
export { auditHistory } from './history.ts';
export {
  bsnHash,
  dossierNameColumns,
  dossierSearchText,
  dossierSortName,
  searchWords,
  wordsOf,
} from './search.ts';
export {
  loadDossierData,
  createDossier,
  listDossiers,
  dossiersNearLegalDeadline,
  updateDossier,
  changeStatus,
} from './service.ts';
export { legalDeadlineRange, type LegalDeadlineRange } from './deadlines.ts';
export { importDossiers, type ImportedDossier } from './import.ts';
export { formatDossierNumber } from './number.ts';
