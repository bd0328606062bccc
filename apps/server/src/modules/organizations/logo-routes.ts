import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { messages } from '@afscheid/shared';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { organizationAccess, type OrganizationAccess } from '../../plugins/authorize.ts';
import { presentOrganization } from './presenter.ts';
import { organizationsRepository } from './repository.ts';
import { deleteLogo, detectImageType, LOGO_MAX_BYTES, readLogo, storeLogo } from './logo.ts';

const logoError = (message: string) => new ValidationError({ logo: [message] });

/** Logo upload, download and removal; multipart is parsed only in this scope. */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/organizations/:id/logo', { config: { permission: 'organizations.update' } }, async (request) => {
    const access = await organizationAccess(request);
    const content = await readUpload(request);
    const type = detectImageType(content);
    if (!type) throw logoError(messages.organizations.logoType);
    const name = storeLogo(config.dataDir, access.organization.id, content, type.extension);
    try {
      await saveLogo(request, access, { logo_path: name, logo_mime: type.mime }, 'organization_logo_updated');
    } catch (err) {
      deleteLogo(config.dataDir, name);
      throw err;
    }
    const updated = (await organizationsRepository.findById(db, access.organization.id))!;
    return { data: presentOrganization(updated, access) };
  });

  app.delete(
    '/organizations/:id/logo',
    { config: { permission: 'organizations.update' } },
    async (request, reply) => {
      const access = await organizationAccess(request);
      if (access.organization.logo_path) {
        await saveLogo(request, access, { logo_path: null, logo_mime: null }, 'organization_logo_removed');
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/organizations/:id/logo',
    {
      config: { permission: 'organizations.view' },
      // Runs after the API-wide no-store header: the logo may stay in the browser's private cache.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', 'private');
      },
    },
    async (request, reply) => {
      const { organization } = await organizationAccess(request);
      const content = organization.logo_path ? readLogo(config.dataDir, organization.logo_path) : null;
      if (!content || !organization.logo_mime) throw notFound();
      return reply.type(organization.logo_mime).send(content);
    },
  );

  async function saveLogo(
    request: FastifyRequest,
    access: OrganizationAccess,
    values: { logo_path: string | null; logo_mime: string | null },
    action: string,
  ) {
    const previous = access.organization.logo_path;
    await db.transaction().execute(async (trx) => {
      await organizationsRepository.update(trx, access.organization.id, {
        ...values,
        updated_at: iso(clock.now()),
      });
      await recordAudit(trx, request, {
        organizationId: access.organization.id,
        entity: 'organization',
        entityId: access.organization.id,
        action,
      });
    });
    if (previous !== values.logo_path) deleteLogo(config.dataDir, previous);
  }
}

/** The single file of field `logo`; a larger file is a 413, no file a 422. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw logoError(messages.organizations.logoRequired);
  let file;
  try {
    file = await request.file();
  } catch {
    throw logoError(messages.organizations.logoRequired);
  }
  if (!file || file.fieldname !== 'logo') throw logoError(messages.organizations.logoRequired);
  try {
    const content = await file.toBuffer();
    if (content.length === 0) throw logoError(messages.organizations.logoRequired);
    return content;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, messages.organizations.logoTooLarge);
    throw err;
  }
}
