import { recordAccess } from '../../http/access-hook.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { articlesRepository, type ArticleRow, type SupplierRef } from './repository.ts';

export type ArticleAccess = OrganizationAccess & { article: ArticleRow };
export type SupplierArticlesAccess = OrganizationAccess & { supplier: SupplierRef };

/** Routes under `/api/articles/:id`: the active organisation, the route's permission and its article `:id` (404). */
export const articleAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'article',
  find: (db, access, id) => articlesRepository.findById(db, access.organization.id, id),
});

/** `/api/suppliers/:id/articles`: the supplier `:id` must be the active organisation's (404 otherwise). */
export const supplierArticlesAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'supplier',
  find: (db, access, id) => articlesRepository.findSupplier(db, access.organization.id, id),
});
