import type { FastifyRequest } from 'fastify';
import {
  addDays,
  amsterdamInstant,
  canTransition,
  createDossierSchema,
  deceasedFullName,
  DOSSIER_STATUS_LABELS,
  dossierStatusSchema,
  emptySection,
  formatDateTime,
  formatTime,
  interpolate,
  listDossiersQuerySchema,
  messages,
  SECTION_LABELS,
  sectionsForType,
  toIsoDate,
  updateDossierSchema,
  type AuditEntry,
  type DossierData,
  type DossierListItem,
  type DossierSortField,
  type PaginationMeta,
} from '@afscheid/shared';
import type { Db, Dossier } from '../../db/types.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { forbidden, HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { can, type OrganizationAccess } from '../../plugins/authorize.ts';
import { sectionsRepository } from '../sections/repository.ts';
import { templatesForNewDossier } from '../task-templates/service.ts';
import { assertDossierWritable, type DossierAccess } from './access.ts';
import { auditHistory } from './history.ts';
import { presentDossier, presentListItem } from './presenter.ts';
import { dossiersRepository } from './repository.ts';
import { bsnCandidate, bsnHash, dossierSearchText, searchWords } from './search.ts';

const api = messages.dossierApi;

/** Roles that lead dossiers: a new dossier's responsible person defaults to its creator in these roles. */
const LEADING_ROLES = ['owner', 'admin', 'funeral_director'];

export const formatDossierNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, '0')}`;

/** Everything the detail answer shows, read fresh from the database. */
export async function loadDossierData(
  db: Db,
  access: Pick<OrganizationAccess, 'isSuper' | 'permissions'>,
  dossier: Dossier,
): Promise<DossierData> {
  const [sections, openTasks] = await Promise.all([
    sectionsRepository.ofDossier(db, dossier.id),
    dossiersRepository.openTaskCount(db, dossier.id),
  ]);
  const names = await dossiersRepository.userNames(db, [
    dossier.responsible_user_id,
    dossier.executor_user_id,
    dossier.created_by,
    dossier.updated_by,
    ...sections.map((section) => section.updated_by),
  ]);
  return presentDossier({ dossier, sections, names, openTasks }, access);
}

/** 409 with the dossier as it is now, so the client can show what changed. */
async function conflict(db: Db, access: DossierAccess, message: string = messages.errors.conflict) {
  const latest =
    (await dossiersRepository.findById(db, access.organization.id, access.dossier.id)) ?? access.dossier;
  return new HttpError(409, message, { data: await loadDossierData(db, access, latest) });
}

async function assertActiveMember(
  db: Db,
  organizationId: string,
  field: 'responsibleUserId' | 'executorUserId',
  userId: string | null | undefined,
) {
  if (!userId) return;
  if (await dossiersRepository.isActiveMember(db, organizationId, userId)) return;
  const message = field === 'responsibleUserId' ? api.responsibleNotMember : api.executorNotMember;
  throw new ValidationError({ [field]: [message] }, message);
}

export async function listDossiers(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<{ data: DossierListItem[]; meta: PaginationMeta }> {
  const { db, appKey } = request.server.deps;
  const query = parseInput(listDossiersQuerySchema, request.query);
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as DossierSortField;
  const search = query.search ?? '';
  const bsn = bsnCandidate(search);
  const { filter } = query;
  const dayStart = (date: string | undefined, days = 0) =>
    date ? (amsterdamInstant(addDays(date, days)) ?? undefined) : undefined;
  const { total, rows } = await dossiersRepository.list(db, {
    organizationId: access.organization.id,
    words: searchWords(search),
    bsnHash: bsn ? bsnHash(appKey, bsn) : null,
    status: filter.status,
    type: filter.type,
    responsibleUserId: filter.responsible,
    diedFrom: dayStart(filter.diedFrom),
    diedTo: dayStart(filter.diedTo, 1),
    funeralFrom: dayStart(filter.funeralFrom),
    funeralTo: dayStart(filter.funeralTo, 1),
    sort: { field, descending },
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

/**
 * A new dossier in one transaction: the next number of the organisation's year (Amsterdam), the sections of
 * its type with the deceased pre-filled, the standard tasks (due relative to today) and an audit event.
 */
export async function createDossier(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<DossierData> {
  const { db, clock } = request.server.deps;
  const input = parseInput(createDossierSchema, request.body);
  const organizationId = access.organization.id;
  const userId = access.user.id;
  await assertActiveMember(db, organizationId, 'responsibleUserId', input.responsibleUserId);
  const responsibleUserId =
    input.responsibleUserId ??
    (access.membership && LEADING_ROLES.includes(access.membership.role) ? userId : null);

  const now = clock.now();
  const today = toIsoDate(now)!;
  const year = Number(today.slice(0, 4));
  const templates = await templatesForNewDossier(db, organizationId, input.type);
  const id = newId(now.getTime());
  const names = {
    firstNames: input.deceasedFirstNames,
    namePrefix: input.deceasedNamePrefix ?? null,
    lastName: input.deceasedLastName,
  };
  const deceased = emptySection('deceased');
  const prefilled = {
    ...deceased,
    person: { ...(deceased['person'] as Record<string, unknown>), ...names },
    diedOn: toIsoDate(input.diedAt),
    diedAtTime: formatTime(input.diedAt),
  };

  await db.transaction().execute(async (trx) => {
    const sequence = await dossiersRepository.nextNumber(trx, organizationId, year);
    const number = formatDossierNumber(year, sequence);
    const searchText = dossierSearchText({ ...names, number, sequence });
    await dossiersRepository.insert(trx, {
      id,
      organization_id: organizationId,
      number,
      number_year: year,
      number_sequence: sequence,
      type: input.type,
      status: 'open',
      responsible_user_id: responsibleUserId,
      executor_user_id: null,
      deceased_first_names: names.firstNames,
      deceased_name_prefix: names.namePrefix,
      deceased_last_name: names.lastName,
      deceased_birth_date: null,
      died_at: input.diedAt,
      deceased_bsn_hash: null,
      search_text: searchText,
      funeral_at: null,
      general_notes: null,
      version: 1,
      created_by: userId,
      updated_by: userId,
      status_changed_at: null,
      created_at: iso(now),
      updated_at: iso(now),
      deleted_at: null,
    });
    await dossiersRepository.replaceSearchTerms(trx, organizationId, id, searchText);
    await sectionsRepository.insertMany(
      trx,
      sectionsForType(input.type).map((key) => ({
        id: newId(now.getTime()),
        organization_id: organizationId,
        dossier_id: id,
        key,
        data: JSON.stringify(key === 'deceased' ? prefilled : emptySection(key)),
        version: 1,
        updated_by: key === 'deceased' ? userId : null,
        created_at: iso(now),
        updated_at: iso(now),
      })),
    );
    if (templates.length) {
      await trx
        .insertInto('tasks')
        .values(
          templates.map((template, position) => ({
            id: newId(now.getTime()),
            organization_id: organizationId,
            dossier_id: id,
            title: template.title,
            description: template.description ?? null,
            assignee_id: responsibleUserId,
            due_date:
              template.dueOffsetDays === null || template.dueOffsetDays === undefined
                ? null
                : addDays(today, template.dueOffsetDays),
            priority: template.priority,
            status: 'open' as const,
            completed_at: null,
            completed_by: null,
            template_id: template.templateId,
            position,
            version: 1,
            created_by: userId,
            created_at: iso(now),
            updated_at: iso(now),
            deleted_at: null,
          })),
        )
        .execute();
    }
    await recordAudit(trx, request, {
      organizationId,
      entity: 'dossier',
      entityId: id,
      action: 'created',
      changes: {
        number,
        type: input.type,
        deceased_name: deceasedFullName(names.firstNames, names.namePrefix, names.lastName),
        died_at: input.diedAt,
        responsible_user_id: responsibleUserId,
      },
    });
  });
  const dossier = (await dossiersRepository.findById(db, organizationId, id))!;
  return loadDossierData(db, access, dossier);
}

export function showDossier(request: FastifyRequest, access: DossierAccess): Promise<DossierData> {
  return loadDossierData(request.server.deps.db, access, access.dossier);
}

/** The header: responsible, executor, general notes; optimistic locking on the dossier's version. */
export async function updateDossier(request: FastifyRequest, access: DossierAccess): Promise<DossierData> {
  const { db, clock } = request.server.deps;
  const input = parseInput(updateDossierSchema, request.body);
  const { dossier, organization } = access;
  assertDossierWritable(dossier);
  if (input.version !== dossier.version) throw await conflict(db, access);
  await assertActiveMember(db, organization.id, 'responsibleUserId', input.responsibleUserId);
  await assertActiveMember(db, organization.id, 'executorUserId', input.executorUserId);
  const values: Partial<Pick<Dossier, 'responsible_user_id' | 'executor_user_id' | 'general_notes'>> = {};
  if (input.responsibleUserId !== undefined) values.responsible_user_id = input.responsibleUserId;
  if (input.executorUserId !== undefined) values.executor_user_id = input.executorUserId;
  if (input.generalNotes !== undefined) values.general_notes = input.generalNotes;
  const changes = diffFields(dossier, values);
  if (Object.keys(changes).length === 0) return loadDossierData(db, access, dossier);

  const now = iso(clock.now());
  const saved = await db.transaction().execute(async (trx) => {
    const done = await dossiersRepository.updateVersioned(trx, dossier.id, dossier.version, {
      ...values,
      updated_by: access.user.id,
      updated_at: now,
    });
    if (!done) return false;
    await recordAudit(trx, request, {
      organizationId: organization.id,
      entity: 'dossier',
      entityId: dossier.id,
      action: 'updated',
      changes,
    });
    return true;
  });
  if (!saved) throw await conflict(db, access);
  return loadDossierData(db, access, (await dossiersRepository.findById(db, organization.id, dossier.id))!);
}

/**
 * A status change the transitions allow; `completed` needs the cremation or burial recorded and past,
 * `invoiced` the invoicing permission as well.
 */
export async function changeStatus(request: FastifyRequest, access: DossierAccess): Promise<DossierData> {
  const { db, clock } = request.server.deps;
  const input = parseInput(dossierStatusSchema, request.body);
  const { dossier, organization } = access;
  if (input.version !== dossier.version) throw await conflict(db, access);
  if (!canTransition(dossier.status, input.status)) {
    const message = interpolate(api.transitionNotAllowed, {
      from: DOSSIER_STATUS_LABELS[dossier.status].toLowerCase(),
      to: DOSSIER_STATUS_LABELS[input.status].toLowerCase(),
    });
    throw await conflict(db, access, message);
  }
  if (input.status === 'invoiced' && !can(access, 'invoicing.invoice')) throw forbidden();
  const now = clock.now();
  if (input.status === 'completed') {
    const key = dossier.type === 'cremation' ? 'cremation' : 'funeral';
    const params = { act: api.acts[dossier.type], section: SECTION_LABELS[key] };
    if (!dossier.funeral_at)
      throw await conflict(db, access, interpolate(api.completedWithoutMoment, params));
    if (new Date(dossier.funeral_at).getTime() > now.getTime()) {
      const message = interpolate(api.completedBeforeMoment, {
        ...params,
        at: formatDateTime(dossier.funeral_at),
      });
      throw await conflict(db, access, message);
    }
  }
  const saved = await db.transaction().execute(async (trx) => {
    const done = await dossiersRepository.updateVersioned(trx, dossier.id, dossier.version, {
      status: input.status,
      status_changed_at: iso(now),
      updated_by: access.user.id,
      updated_at: iso(now),
    });
    if (!done) return false;
    await recordAudit(trx, request, {
      organizationId: organization.id,
      entity: 'dossier',
      entityId: dossier.id,
      action: 'status_changed',
      changes: { status: { from: dossier.status, to: input.status } },
    });
    return true;
  });
  if (!saved) throw await conflict(db, access);
  return loadDossierData(db, access, (await dossiersRepository.findById(db, organization.id, dossier.id))!);
}

/** The dossier's events and its sections' events, newest first. */
export async function dossierHistory(request: FastifyRequest, access: DossierAccess): Promise<AuditEntry[]> {
  const { db } = request.server.deps;
  const sections = await sectionsRepository.ofDossier(db, access.dossier.id);
  return auditHistory(db, {
    organizationId: access.organization.id,
    dossierId: access.dossier.id,
    sections: new Map(sections.map((section) => [section.id, section.key])),
  });
}
