import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { suppliersRepository, type SupplierRow } from './repository.ts';

export type SupplierAccess = OrganizationAccess & { supplier: SupplierRow };

/**
 * Routes under `/api/suppliers/:id`: the active organisation, the route's permission and the supplier `:id` of
 * that organisation (404 otherwise), before the body is validated.
 */
export const supplierAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'supplier',
  find: (db, access, id) => suppliersRepository.findById(db, access.organization.id, id),
});
