import type { FastifyInstance } from 'fastify';
import { activeOrganizationAccess } from '../../plugins/authorize.ts';
import { searchAddressBook } from './service.ts';

/** The address book (docs/api-dossiers.md): people from the organisation's dossiers, to fill a person block. */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  app.get('/address-book', { config: { permission: 'dossiers.view' } }, async (request) => {
    const access = await activeOrganizationAccess(request);
    return { data: await searchAddressBook(request, access) };
  });
}
