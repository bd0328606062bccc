import type { FastifyRequest } from 'fastify';
import {
  createOrganizationSchema,
  listOrganizationsQuerySchema,
  messages,
  updateOrganizationSchema,
  type OrganizationData,
} from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { loadOrganizationAccess, requireSuper, type OrganizationAccess } from '../../plugins/authorize.ts';
import { requireUser } from '../../plugins/session.ts';
import { authRepository } from '../auth/repository.ts';
import { createInvitationRecord, mailInvitation } from '../invitations/issue.ts';
import { membersRepository } from '../members/repository.ts';
import { presentListItem, presentOrganization } from './presenter.ts';
import { organizationsRepository, type OrganizationColumns } from './repository.ts';

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
  input: Partial<Record<keyof typeof COLUMNS, string | null | undefined>>,
): OrganizationColumns {
  const columns: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof typeof COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  return columns as OrganizationColumns;
}

export async function listOrganizations(request: FastifyRequest) {
  const { user } = requireUser(request);
  const query = parseInput(listOrganizationsQuerySchema, request.query);
  const { total, rows } = await organizationsRepository.list(request.server.deps.db, {
    userId: user.id,
    all: user.is_super === 1,
    search: query.search,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: rows.map(presentListItem),
    meta: {
      currentPage: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/** Super role only: the organisation, and its owner (an existing account) or an owner invitation. */
export async function createOrganization(request: FastifyRequest): Promise<OrganizationData> {
  const { user } = requireSuper(request);
  const { db, clock } = request.server.deps;
  const { type, ownerEmail, ...fields } = parseInput(createOrganizationSchema, request.body);
  const now = iso(clock.now());
  const owner = ownerEmail ? await authRepository.findUserByEmail(db, ownerEmail) : undefined;
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
  const invitation = await db.transaction().execute(async (trx) => {
    await organizationsRepository.insert(trx, organization);
    await recordAudit(trx, request, {
      organizationId: organization.id,
      entity: 'organization',
      entityId: organization.id,
      action: 'organization_created',
      changes: { name: organization.name, type, owner_email: ownerEmail ?? null },
    });
    if (owner) {
      await membersRepository.insert(trx, {
        id: newId(),
        user_id: owner.id,
        organization_id: organization.id,
        role: 'owner',
        status: 'active',
        created_at: now,
        updated_at: now,
      });
      return null;
    }
    if (!ownerEmail) return null;
    return createInvitationRecord(trx, request, {
      organization,
      email: ownerEmail,
      role: 'owner',
      invitedBy: user,
    });
  });
  if (invitation) await mailInvitation(request, { organization, inviter: user, ...invitation });
  const access = await loadOrganizationAccess(request, organization.id);
  return presentOrganization(access.organization, access);
}

/** Optimistic locking: a stale version is a 409 that carries the current record, and nothing changes. */
export async function updateOrganization(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<OrganizationData> {
  const { db, clock } = request.server.deps;
  const { version, type, ...fields } = parseInput(updateOrganizationSchema, request.body);
  const current = access.organization;
  if (type !== undefined && type !== current.type) {
    throw new ValidationError({ type: [messages.organizations.typeFixed] });
  }
  const conflict = async () => {
    const latest = (await organizationsRepository.findById(db, current.id)) ?? current;
    return new HttpError(409, messages.errors.conflict, { data: presentOrganization(latest, access) });
  };
  if (version !== current.version) throw await conflict();
  const values = toColumns(fields);
  const changes = diffFields(current, values);
  if (Object.keys(changes).length === 0) return presentOrganization(current, access);

  const updated = await db.transaction().execute(async (trx) => {
    const done = await organizationsRepository.updateVersioned(
      trx,
      current.id,
      version,
      values,
      iso(clock.now()),
    );
    if (!done) return false;
    await recordAudit(trx, request, {
      organizationId: current.id,
      entity: 'organization',
      entityId: current.id,
      action: 'organization_updated',
      changes,
    });
    return true;
  });
  if (!updated) throw await conflict();
  return presentOrganization((await organizationsRepository.findById(db, current.id))!, access);
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
  };
}
