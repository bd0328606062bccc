import { messages, type OrganizationData } from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound, ValidationError } from '../../lib/errors.ts';
import { deleteLogo, detectImageType, readLogo, storeLogo } from './logo.ts';
import { presentOrganization } from './presenter.ts';
import { organizationsRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const logoError = (message: string) => new ValidationError({ logo: [message] });

/** Stores the image (its type read from its first bytes, never from its name) and makes it the logo. */
export async function uploadLogo(
  ctx: ServiceContext,
  organization: Organization,
  content: Buffer,
): Promise<OrganizationData> {
  const type = detectImageType(content);
  if (!type) throw logoError(messages.organizations.logoType);
  const name = await storeLogo(ctx.documents, organization.id, content, type.extension);
  try {
    await saveLogo(ctx, organization, { logo_path: name, logo_mime: type.mime }, 'organization_logo_updated');
  } catch (err) {
    await deleteLogo(ctx.documents, name).catch(() => undefined);
    throw err;
  }
  const updated = (await organizationsRepository.findById(ctx.db, organization.id))!;
  return presentOrganization(updated, ctx.actor);
}

/** Removing a logo that is not there changes nothing. */
export async function removeLogo(ctx: ServiceContext, organization: Organization): Promise<void> {
  if (!organization.logo_path) return;
  await saveLogo(ctx, organization, { logo_path: null, logo_mime: null }, 'organization_logo_removed');
}

/** The stored logo and its type; 404 when there is none. */
export async function logoFile(
  ctx: ServiceContext,
  organization: Organization,
): Promise<{ content: Buffer; mime: string }> {
  const content = organization.logo_path ? await readLogo(ctx.documents, organization.logo_path) : null;
  if (!content || !organization.logo_mime) throw notFound();
  return { content, mime: organization.logo_mime };
}

async function saveLogo(
  ctx: ServiceContext,
  organization: Organization,
  values: { logo_path: string | null; logo_mime: string | null },
  action: string,
) {
  const previous = organization.logo_path;
  await inTransaction(ctx.db, async (trx) => {
    await organizationsRepository.update(trx, organization.id, {
      ...values,
      updated_at: iso(ctx.clock.now()),
    });
    await ctx.audit(trx, {
      organizationId: organization.id,
      entity: 'organization',
      entityId: organization.id,
      action,
    });
  });
  // The old file goes only once the database no longer names it; if that fails, it only takes space.
  if (previous !== values.logo_path) await deleteLogo(ctx.documents, previous).catch(() => undefined);
}
