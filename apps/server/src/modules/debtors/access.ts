import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { debtorsRepository, type DebtorRow } from './repository.ts';

export type DebtorAccess = OrganizationAccess & { debtor: DebtorRow };

/**
 * Routes under `/api/debtors/:id`: the active organisation, the route's permission and the debtor `:id` of that
 * organisation (404 otherwise), before the body is validated.
 */
export const debtorAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'debtor',
  find: (db, access, id) => debtorsRepository.findById(db, access.organization.id, id),
});
