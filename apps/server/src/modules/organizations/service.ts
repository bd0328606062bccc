import {
  messages,
  type createOrganizationSchema,
  type listOrganizationsQuerySchema,
  type OrganizationData,
  type OrganizationListItem,
  type PaginationMeta,
  type updateOrganizationSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Organization } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { conflictWith, updateAndAudit, versionedEdit } from '../../lib/versioned.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { createInvitationRecord } from '../invitations/index.ts';
import { usersRepository, type MailContext } from '../users/index.ts';
import { presentListItem, presentOrganization } from './presenter.ts';
import { organizationsRepository, type OrganizationColumns } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

const COLUMNS = {
  name: 'name',
  kvkNumber: 'kvk_number',
  vatNumber: 'vat_number',
  iban: 'iban',
  street: 'street',
  houseNumber: 'house_number',
  houseNumberAddition: 'house_number_addition',
  postcode: 'postcode',
  city: 'city',
  phone: 'phone',
  email: 'email',
} as const;

/** The given fields as columns; absent fields are left out, so they keep their value. */
function toColumns(
  input: Partial<Record<keyof typeof COLUMNS, string | null | undefined>> & { acceptsRequests?: boolean; ashStorageTermMonths?: number },
): OrganizationColumns {
  const columns: Record<string, string | number | null> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof typeof COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  if (input.acceptsRequests !== undefined) columns['accepts_requests'] = input.acceptsRequests ? 1 : 0;
  if (input.ashStorageTermMonths !== undefined) columns['ash_storage_term_months'] = input.ashStorageTermMonths;
  return columns as OrganizationColumns;
}

/** The actor's own organisations; every organisation for the platform administrator. */
export async function listOrganizations(
  ctx: ServiceContext,
  query: z.output<typeof listOrganizationsQuerySchema>,
): Promise<{ data: OrganizationListItem[]; meta: PaginationMeta }> {
  const { total, rows } = await organizationsRepository.list(ctx.db, {
    userId: ctx.actor.userId,
    all: ctx.actor.isSuper,
    search: query.search,
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentListItem), total, query);
}

/**
 * Platform administrator only: the organisation, and for `ownerEmail` an owner invitation whose e-mail is
 * queued in the same transaction. Never a membership straight away, not even for an address that has an
 * account: nobody becomes owner without using the link mailed to that address (issue 10, item 4). The
 * operator's tools that seat an existing account (the demo seed, the CLI) add it with `addMembership`.
 * Answers the stored record; the route presents it with the creator's access to it.
 */
export async function createOrganization(
  ctx: MailContext,
  input: z.output<typeof createOrganizationSchema>,
): Promise<Organization> {
  const { db, clock } = ctx;
  const { type, ownerEmail, ...fields } = input;
  const now = iso(clock.now());
  const creator = (await usersRepository.findById(db, ctx.actor.userId))!;
  const organization: Organization = {
    ...emptyOrganization(),
    ...toColumns(fields),
    id: newId(),
    name: fields.name,
    type,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(db, async (trx) => {
    await organizationsRepository.insert(trx, organization);
    await ctx.audit(trx, {
      organizationId: organization.id,
      entity: 'organization',
      entityId: organization.id,
      action: 'organization_created',
      changes: { name: organization.name, type, owner_email: ownerEmail ?? null },
    });
    if (ownerEmail) {
      await createInvitationRecord(trx, ctx, {
        organization,
        email: ownerEmail,
        role: 'owner',
        invitedBy: creator,
      });
    }
  });
  return organization;
}

export const showOrganization = (ctx: ServiceContext, organization: Organization): OrganizationData =>
  presentOrganization(organization, ctx.actor);

/** Optimistic locking: a stale version is a 409 that carries the current record, and nothing changes. */
export async function updateOrganization(
  ctx: ServiceContext,
  organization: Organization,
  input: z.output<typeof updateOrganizationSchema>,
): Promise<OrganizationData> {
  const { version, type, ...fields } = input;
  if (type !== undefined && type !== organization.type) {
    throw new ValidationError({ type: [messages.organizations.typeFixed] });
  }
  const current = async () =>
    presentOrganization(
      (await organizationsRepository.findById(ctx.db, organization.id)) ?? organization,
      ctx.actor,
    );
  if (version !== organization.version) throw conflictWith(await current());
  const values = toColumns(fields);
  const changes = diffFields(organization, values);
  if (Object.keys(changes).length === 0) return presentOrganization(organization, ctx.actor);

  await versionedEdit(ctx.db, { given: version, stored: organization.version, current }, (trx) =>
    updateAndAudit(
      trx,
      ctx.audit,
      {
        table: 'organizations',
        where: { id: organization.id, version },
        values: { ...values, updated_at: iso(ctx.clock.now()) },
      },
      {
        organizationId: organization.id,
        entity: 'organization',
        entityId: organization.id,
        action: 'organization_updated',
        changes,
      },
    ),
  );
  return current();
}

function emptyOrganization(): Omit<
  Organization,
  'id' | 'name' | 'type' | 'version' | 'created_at' | 'updated_at'
> {
  return {
    kvk_number: null,
    vat_number: null,
    iban: null,
    street: null,
    house_number: null,
    house_number_addition: null,
    postcode: null,
    city: null,
    phone: null,
    email: null,
    logo_path: null,
    logo_mime: null,
    wefact_api_key_encrypted: null,
    wefact_base_url: null,
    wefact_tax_codes: null,
    wefact_updated_at: null,
    accepts_requests: 1,
    ash_storage_term_months: 6,
  };
}
