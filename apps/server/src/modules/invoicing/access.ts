import type { FastifyRequest } from 'fastify';
import type { Debtor } from '../../db/types.ts';
import { perRequest, recordAccess } from '../../http/access-hook.ts';
import { authorize, type OrganizationAccess } from '../../plugins/authorize.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { debtorOfOrganization } from '../debtors/index.ts';
import { invoicingRepository, type InvoiceRow } from './repository.ts';

/**
 * GET /api/invoicing/billable-dossiers: the route's permission is `budget.view` (the list shows budget amounts,
 * and a crematorium, which has no budgets, gets its clear 403); invoicing them needs `invoicing.invoice` as well,
 * so a reader of budgets (the viewer) does not get the invoicing queue.
 */
export const billableAccess = perRequest(async (request: FastifyRequest): Promise<OrganizationAccess> => {
  const access = await activeOrganization(request);
  authorize(access, 'invoicing.invoice');
  return access;
});

/** Routes under `/api/invoicing/invoices/:id`: an invoice of the active organisation (404 otherwise). */
export const invoiceAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'invoice',
  find: (db, access, id): Promise<InvoiceRow | undefined> =>
    invoicingRepository.findById(db, access.organization.id, id),
});

/** GET /api/debtors/:id/invoices: a debtor of the active organisation (404 otherwise). */
export const debtorInvoicesAccess = recordAccess({
  parent: activeOrganization,
  param: 'id',
  key: 'debtor',
  find: (db, access, id): Promise<Debtor | undefined> => debtorOfOrganization(db, access.organization.id, id),
});
