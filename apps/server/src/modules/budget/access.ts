import { recordAccess } from '../../http/access-hook.ts';
import { activeOrganization, dossierAccess } from '../dossiers/index.ts';
import { budgetRepository } from './repository.ts';

/**
 * Routes under `/api/budget-sections/:id`: the active organisation, the route's permission and the section
 * `:id` of that organisation (404 otherwise), before the body is validated.
 */
export const budgetSectionAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'section',
  find: (db, access, id) => budgetRepository.findSection(db, access.organization.id, id),
});

/**
 * Routes under `/api/dossiers/:id/budget-lines/:lineId`: the dossier (see `dossierAccess`) and the line
 * `:lineId` of that dossier (404 otherwise: another dossier's line too), before the body is validated.
 */
export const budgetLineAccess = recordAccess({
  parent: dossierAccess,
  param: 'lineId',
  key: 'line',
  find: (db, access, id) => budgetRepository.findLine(db, access.organization.id, access.dossier.id, id),
});
