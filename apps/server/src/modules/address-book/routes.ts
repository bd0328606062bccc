import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressBookEntrySchema, addressBookQuerySchema, listOf } from '@afscheid/shared';
import { actorOf, contextFor } from '../../lib/context.ts';
import { activeOrganization } from '../dossiers/index.ts';
import { searchAddressBook } from './service.ts';

/** The address book (docs/api-dossiers.md): people from the organisation's dossiers, to fill a person block. */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/address-book',
    {
      schema: {
        tags: ['Adresboek'],
        summary: 'Personen uit de dossiers zoeken',
        querystring: addressBookQuerySchema,
        response: { 200: listOf(addressBookEntrySchema) },
      },
      config: { permission: 'dossiers.view', access: activeOrganization },
    },
    async (request) => {
      const access = await activeOrganization(request);
      return { data: await searchAddressBook(contextFor(request, actorOf(access)), request.query) };
    },
  );
}
