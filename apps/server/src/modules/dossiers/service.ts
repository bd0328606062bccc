import {
  addDays,
  amsterdamInstant,
  amsterdamToday,
  canTakeWork,
  canTransition,
  deceasedFullName,
  DOSSIER_STATUS_LABELS,
  emptySection,
  formatTime,
  interpolate,
  isDiedInFuture,
  messages,
  sectionsForType,
  toIsoDate,
  type AuditEntry,
  type DossierData,
  type DossierListItem,
  type DossierSortField,
  type ListDossiersQuery,
  type CappedPaginationMeta,
  type createDossierSchema,
  type dossierStatusSchema,
  type updateDossierSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Updateable } from 'kysely';
import type { Db, Dossier, DossiersTable } from '../../db/types.ts';
import { diffFields, type AuditInput } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { can, type Actor, type ServiceContext } from '../../lib/context.ts';
import { forbidden, HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { conflictWith, updateAndAudit, versionedEdit } from '../../lib/versioned.ts';
import { cappedPageAnswer, pageWindow } from '../../lib/paging.ts';
import { documentsRepository } from '../documents/index.ts';
import { membersRepository } from '../members/index.ts';
import { sectionsRepository } from '../sections/index.ts';
import { templatesForNewDossier } from '../task-templates/index.ts';
import { tasksRepository } from '../tasks/index.ts';
import { usersRepository } from '../users/index.ts';
import { invoicedStatusRefusal } from '../invoicing/index.ts';
import { assertDossierWritable, completionRefusal } from './rules.ts';
import { auditHistory } from './history.ts';
import { presentDossier, presentListItem } from './presenter.ts';
import { dossiersRepository } from './repository.ts';
import { formatDossierNumber } from './number.ts';
import { bsnCandidate, bsnHash, dossierNameColumns, searchWords } from './search.ts';
import { legalDeadlineRange } from './deadlines.ts';
import { inTransaction } from '../../lib/transaction.ts';

const api = messages.dossierApi;
const daily = messages.dailyUse;

/** Roles that lead dossiers: a new dossier's responsible person defaults to its creator in these roles. */
const LEADING_ROLES = ['owner', 'admin', 'funeral_director'];

export { formatDossierNumber } from './number.ts';

/** Everything the detail answer shows, read fresh from the database (what can be done: at the context's clock). */
export async function loadDossierData(
  {
    db,
    actor,
    clock,
  }: { db: Db; actor: Pick<Actor, 'isSuper' | 'permissions'>; clock: ServiceContext['clock'] },
  dossier: Dossier,
): Promise<DossierData> {
  const [sections, openTasks, documentTypes, invoicedRefusal] = await Promise.all([
    sectionsRepository.ofDossier(db, dossier.id),
    tasksRepository.openCountOfDossier(db, dossier.id),
    documentsRepository.typesOfDossier(db, dossier.organization_id, dossier.id),
    dossier.status === 'completed' ? invoicedStatusRefusal(db, dossier.id) : null,
  ]);
  const names = await usersRepository.namesByIds(db, [
    dossier.responsible_user_id,
    dossier.executor_user_id,
    dossier.created_by,
    dossier.updated_by,
    ...sections.map((section) => section.updated_by),
  ]);
  return presentDossier(
    { dossier, sections, names, openTasks, documentTypes, now: clock.now(), invoicedRefusal },
    actor,
  );
}

/** The dossier as it is now (for a 409 and for the answer after a change). */
async function currentDossier(ctx: ServiceContext, dossier: Dossier): Promise<DossierData> {
  const latest = (await dossiersRepository.findById(ctx.db, dossier.organization_id, dossier.id)) ?? dossier;
  return loadDossierData(ctx, latest);
}

/**
 * A dossier's responsible person and executor are active members who may work on dossiers: 422 on the field
 * otherwise (a read-only member, the viewer, only reads along; issue 11).
 */
async function assertCanLeadDossier(
  ctx: ServiceContext,
  organizationId: string,
  field: 'responsibleUserId' | 'executorUserId',
  userId: string | null | undefined,
) {
  if (!userId) return;
  const responsible = field === 'responsibleUserId';
  const membership = await membersRepository.findByUser(ctx.db, organizationId, userId);
  if (!membership || membership.status !== 'active') {
    const message = responsible ? api.responsibleNotMember : api.executorNotMember;
    throw new ValidationError({ [field]: [message] }, message);
  }
  if (canTakeWork(membership.role, ctx.actor.organizationType ?? '', 'dossiers')) return;
  const name = (await usersRepository.namesByIds(ctx.db, [userId])).get(userId) ?? '';
  const message = interpolate(
    responsible ? daily.people.responsibleReadOnly : daily.people.executorReadOnly,
    { name },
  );
  throw new ValidationError({ [field]: [message] }, message);
}

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new Error('A dossier service needs an actor in an organisation.');
  return actor.organizationId;
}

export async function listDossiers(
  ctx: ServiceContext,
  query: ListDossiersQuery,
  /** Today as the caller keyed the answer by (the route's cache), else the clock's. */
  today: string = amsterdamToday(ctx.clock.now()),
): Promise<{ data: DossierListItem[]; meta: CappedPaginationMeta }> {
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as DossierSortField;
  const search = query.search ?? '';
  const bsn = bsnCandidate(search);
  const { filter } = query;
  const dayStart = (date: string | undefined, days = 0) =>
    date ? (amsterdamInstant(addDays(date, days)) ?? undefined) : undefined;
  const page = await dossiersRepository.list(ctx.db, {
    organizationId: organizationOf(ctx.actor),
    words: searchWords(search),
    bsnHash: bsn ? bsnHash(ctx.appKey, bsn) : null,
    status: filter.status,
    type: filter.type,
    responsibleUserId: filter.responsible,
    diedFrom: dayStart(filter.diedFrom),
    diedTo: dayStart(filter.diedTo, 1),
    funeralFrom: dayStart(filter.funeralFrom),
    funeralTo: dayStart(filter.funeralTo, 1),
    legalDeadline:
      filter.deadline === 'soon' ? legalDeadlineRange(today) : undefined,
    sort: { field, descending },
    ...pageWindow(query),
  });
  return cappedPageAnswer(page.rows.map(presentListItem), page, query);
}

/**
 * The dashboard's legal deadlines: how many dossiers `filter[deadline]=soon` lists (the same filter, the same
 * count) and the first `limit` of them by moment of death, which is by latest day; `until` is the last latest day
 * that counts as close.
 */
export async function dossiersNearLegalDeadline(ctx: ServiceContext, limit: number) {
  const range = legalDeadlineRange(amsterdamToday(ctx.clock.now()));
  const { total, rows } = await dossiersRepository.nearLegalDeadline(
    ctx.db,
    organizationOf(ctx.actor),
    range,
    limit,
  );
  return { until: range.until, total, rows };
}

/**
 * A new dossier in one transaction: the next number of the organisation's year (Amsterdam), the sections of
 * its type with the deceased pre-filled, the standard tasks (due relative to today) and an audit event.
 */
export async function createDossier(
  ctx: ServiceContext,
  input: z.output<typeof createDossierSchema>,
): Promise<DossierData> {
  const { db, clock, actor } = ctx;
  const organizationId = organizationOf(actor);
  const userId = actor.userId;
  const now = clock.now();
  // "Not in the future" by the server's clock (the shared schema reads no clock; tests and the seed move this one).
  if (isDiedInFuture(input.diedAt, now)) {
    throw new ValidationError({ diedAt: [messages.dossiers.errors.diedInFuture] });
  }
  await assertCanLeadDossier(ctx, organizationId, 'responsibleUserId', input.responsibleUserId);
  const responsibleUserId = input.responsibleUserId ?? (LEADING_ROLES.includes(actor.role) ? userId : null);

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

  await inTransaction(db, async (trx) => {
    const sequence = await dossiersRepository.nextNumber(trx, organizationId, year);
    const number = formatDossierNumber(year, sequence);
    const nameColumns = dossierNameColumns({ ...names, number, sequence });
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
      ...nameColumns,
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
    await dossiersRepository.replaceSearchTerms(trx, organizationId, id, nameColumns.search_text);
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
    await tasksRepository.insertMany(
      trx,
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
    );
    await ctx.audit(trx, {
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
  return loadDossierData(ctx, dossier);
}

export function showDossier(ctx: ServiceContext, dossier: Dossier): Promise<DossierData> {
  return loadDossierData(ctx, dossier);
}

/**
 * The versioned update of the dossier row by the actor, with its audit event in the same transaction: a 409
 * with `current()` when `given` is stale or someone saved in between. With a `guard`, the row is first locked
 * and read again in the transaction (`lockForWrite`) and the guard checks that fresh row (it throws to refuse):
 * a rule that reads what sections keep in step (the funeral moment) then cannot pass on a stale copy while a
 * section save changes it.
 */
function editDossier(
  ctx: ServiceContext,
  dossier: Dossier,
  version: { given: number; current: () => Promise<DossierData> },
  values: Omit<Updateable<DossiersTable>, 'id' | 'version' | 'updated_by'>,
  event: Pick<AuditInput, 'action' | 'changes'>,
  guard?: (locked: Dossier, trx: Db) => void | Promise<void>,
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  return versionedEdit(ctx.db, { ...version, stored: dossier.version }, async (trx) => {
    if (guard) {
      const locked = await dossiersRepository.lockForWrite(trx, dossier.organization_id, dossier.id);
      if (!locked || locked.version !== dossier.version) return false;
      await guard(locked, trx);
    }
    const saved = await updateAndAudit(
      trx,
      ctx.audit,
      {
        table: 'dossiers',
        where: { id: dossier.id, version: dossier.version, notDeleted: true },
        values: { updated_at: iso(ctx.clock.now()), ...values, updated_by: ctx.actor.userId },
      },
      { organizationId: dossier.organization_id, entity: 'dossier', entityId: dossier.id, ...event },
    );
    if (saved && alongside) await alongside(trx);
    return saved;
  });
}

/**
 * A cancelled dossier is read-only, so its open tasks could never be finished or removed again: they go with
 * the cancellation (soft-deleted, each audited), rather than stay overdue in everyone's task list (issue 11).
 */
async function removeOpenTasks(ctx: ServiceContext, trx: Db, dossier: Dossier, at: Date): Promise<void> {
  const removed = await tasksRepository.removeOpenOfDossier(trx, dossier.id, iso(at));
  for (const task of removed) {
    await ctx.audit(trx, {
      organizationId: dossier.organization_id,
      entity: 'task',
      entityId: task.id,
      action: 'deleted',
      changes: { title: task.title, dossier_id: dossier.id },
    });
  }
}

/** A refusal found inside the transaction, answered after it as a 409 with the dossier as it is then. */
class Refused extends Error {}

/** The header: responsible, executor, general notes; optimistic locking on the dossier's version. */
export async function updateDossier(
  ctx: ServiceContext,
  dossier: Dossier,
  input: z.output<typeof updateDossierSchema>,
): Promise<DossierData> {
  assertDossierWritable(dossier);
  const current = () => currentDossier(ctx, dossier);
  if (input.version !== dossier.version) throw conflictWith(await current());
  // Checked when they change: a person chosen earlier who has since become read-only does not block other edits.
  if (input.responsibleUserId !== dossier.responsible_user_id) {
    await assertCanLeadDossier(ctx, dossier.organization_id, 'responsibleUserId', input.responsibleUserId);
  }
  if (input.executorUserId !== dossier.executor_user_id) {
    await assertCanLeadDossier(ctx, dossier.organization_id, 'executorUserId', input.executorUserId);
  }
  const values: Partial<Pick<Dossier, 'responsible_user_id' | 'executor_user_id' | 'general_notes'>> = {};
  if (input.responsibleUserId !== undefined) values.responsible_user_id = input.responsibleUserId;
  if (input.executorUserId !== undefined) values.executor_user_id = input.executorUserId;
  if (input.generalNotes !== undefined) values.general_notes = input.generalNotes;
  const changes = diffFields(dossier, values);
  if (Object.keys(changes).length === 0) return loadDossierData(ctx, dossier);

  await editDossier(ctx, dossier, { given: input.version, current }, values, { action: 'updated', changes });
  return current();
}

/**
 * A status change the transitions allow; `completed` needs the cremation or burial recorded and past,
 * `invoiced` the invoicing permission as well, `cancelled` the cancelling permission (the funeral director, an
 * admin or the owner) and a reason, which the audit event keeps; the cancelled dossier's open tasks go with it.
 */
export async function changeStatus(
  ctx: ServiceContext,
  dossier: Dossier,
  input: z.output<typeof dossierStatusSchema>,
): Promise<DossierData> {
  const current = () => currentDossier(ctx, dossier);
  const refuse = async (message: string) => conflictWith(await current(), message);
  if (input.version !== dossier.version) throw conflictWith(await current());
  if (!canTransition(dossier.status, input.status)) {
    throw await refuse(
      interpolate(api.transitionNotAllowed, {
        from: DOSSIER_STATUS_LABELS[dossier.status].toLowerCase(),
        to: DOSSIER_STATUS_LABELS[input.status].toLowerCase(),
      }),
    );
  }
  if (input.status === 'invoiced' && !can(ctx.actor, 'invoicing.invoice')) throw forbidden();
  const cancelling = input.status === 'cancelled';
  if (cancelling && !can(ctx.actor, 'dossiers.cancel'))
    throw new HttpError(403, daily.status.cancelForbidden);
  const reason = cancelling ? (input.reason ?? null) : null;
  if (cancelling && !reason) {
    throw new ValidationError(
      { reason: [daily.status.cancelReasonRequired] },
      daily.status.cancelReasonRequired,
    );
  }
  const now = ctx.clock.now();
  const completing = input.status === 'completed';
  const invoicing = input.status === 'invoiced';
  const refusal = completing
    ? completionRefusal(dossier, now)
    : invoicing
      ? await invoicedStatusRefusal(ctx.db, dossier.id)
      : null;
  if (refusal) throw await refuse(refusal);
  try {
    await editDossier(
      ctx,
      dossier,
      { given: input.version, current },
      { status: input.status, status_changed_at: iso(now), updated_at: iso(now) },
      {
        action: 'status_changed',
        changes: { status: { from: dossier.status, to: input.status }, ...(reason ? { reason } : {}) },
      },
      // Checked again on the locked row: a section save may have moved the funeral moment meanwhile, and from
      // "completed" on that moment is fixed (see saveSection).
      completing
        ? (locked) => {
            const reason = completionRefusal(locked, now);
            if (reason) throw new Refused(reason);
          }
        : invoicing
          ? // Again under the lock the invoicing and the budget take: no line slips in between.
            async (_locked, trx) => {
              const reason = await invoicedStatusRefusal(trx, dossier.id);
              if (reason) throw new Refused(reason);
            }
          : undefined,
      cancelling ? (trx) => removeOpenTasks(ctx, trx, dossier, now) : undefined,
    );
  } catch (error) {
    if (error instanceof Refused) throw await refuse(error.message);
    throw error;
  }
  return current();
}

/** The dossier's events and its sections' events, newest first. */
export async function dossierHistory(ctx: ServiceContext, dossier: Dossier): Promise<AuditEntry[]> {
  const sections = await sectionsRepository.ofDossier(ctx.db, dossier.id);
  return auditHistory(ctx.db, {
    organizationId: dossier.organization_id,
    dossierId: dossier.id,
    sections: new Map(sections.map((section) => [section.id, section.key])),
  });
}
