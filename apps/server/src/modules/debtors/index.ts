/** The debtors module's public face: other modules import from here, not from its files. */
export { debtorOfOrganization, debtorOrganizationOf, recordWefactDebtor } from './lookup.ts';
export { debtorRoutes } from './routes.ts';
export { createDebtor, debtorNameColumns, makeClientDebtor } from './service.ts';
