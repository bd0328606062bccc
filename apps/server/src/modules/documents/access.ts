import { recordAccess } from '../../http/access-hook.ts';
import { dossierAccess, type DossierAccess } from '../dossiers/index.ts';
import { documentsRepository, type DocumentRow } from './repository.ts';

export type DocumentAccess = DossierAccess & { document: DocumentRow };

/**
 * Routes under `/api/dossiers/:id/documents/:documentId`: the dossier (see `dossierAccess`) and a document of
 * that dossier that is not deleted (404 otherwise).
 */
export const documentAccess = recordAccess({
  parent: dossierAccess,
  param: 'documentId',
  key: 'document',
  find: (db, access, id) => documentsRepository.findById(db, access.organization.id, access.dossier.id, id),
});
