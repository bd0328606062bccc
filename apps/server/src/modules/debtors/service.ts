import {
  debtorRuleErrors,
  foldedWords,
  interpolate,
  messages,
  nameSortKey,
  normalizeDebtorPostcode,
  type CreateDebtorData,
  type Debtor,
  type ListDebtorsQuery,
  type PaginationMeta,
  type updateDebtorSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { DebtorsTable, Dossier } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { dossiersRepository, searchWords } from '../dossiers/index.ts';
import { sectionsRepository } from '../sections/index.ts';
import { debtorFromClientSection } from './client.ts';
import { presentDebtor } from './presenter.ts';
import { debtorsRepository, type DebtorRow } from './repository.ts';

const texts = messages.debtors;

/** The columns a debtor's form sets (everything but the bookkeeping, the WeFact link and the source dossier). */
export type DebtorFields = Pick<
  DebtorsTable,
  | 'kind'
  | 'company_name'
  | 'initials'
  | 'first_name'
  | 'name_prefix'
  | 'surname'
  | 'kvk_number'
  | 'vat_number'
  | 'street'
  | 'house_number'
  | 'house_number_addition'
  | 'postcode'
  | 'city'
  | 'country'
  | 'email'
  | 'phone'
  | 'iban'
  | 'invoice_method'
  | 'notes'
>;

/** camelCase input field → column. */
const COLUMNS = {
  kind: 'kind',
  companyName: 'company_name',
  initials: 'initials',
  firstName: 'first_name',
  namePrefix: 'name_prefix',
  surname: 'surname',
  kvkNumber: 'kvk_number',
  vatNumber: 'vat_number',
  street: 'street',
  houseNumber: 'house_number',
  houseNumberAddition: 'house_number_addition',
  postcode: 'postcode',
  city: 'city',
  country: 'country',
  email: 'email',
  phone: 'phone',
  iban: 'iban',
  invoiceMethod: 'invoice_method',
  notes: 'notes',
} as const satisfies Record<string, keyof DebtorFields>;
type InputField = keyof typeof COLUMNS;
const INPUT_FIELDS = Object.keys(COLUMNS) as InputField[];

const audit = (debtor: { id: string; organization_id: string }) => ({
  organizationId: debtor.organization_id,
  entity: 'debtor',
  entityId: debtor.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A debtor service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/**
 * The words a debtor is found by (names, company, place, e-mail address, WeFact code), folded, each after a
 * space; and the key it sorts by (a person by surname, first name, prefix; a company by its name).
 */
export function debtorNameColumns(
  fields: Pick<
    DebtorsTable,
    'kind' | 'company_name' | 'initials' | 'first_name' | 'name_prefix' | 'surname' | 'city' | 'email'
  > & { wefact_debtor_code: string | null },
): { search_text: string; sort_name: string } {
  const words = [
    fields.company_name,
    fields.initials,
    fields.first_name,
    fields.name_prefix,
    fields.surname,
    fields.city,
    fields.email,
    fields.wefact_debtor_code,
  ].flatMap((value) => foldedWords(value));
  const sortParts =
    fields.kind === 'company' && fields.company_name
      ? [fields.company_name, fields.surname, fields.first_name ?? fields.initials]
      : [fields.surname, fields.first_name ?? fields.initials, fields.name_prefix];
  return { search_text: ` ${[...new Set(words)].join(' ')}`, sort_name: nameSortKey(sortParts) };
}

/** The form's output as columns (absent optional fields stored as null). */
function columnsOf(input: CreateDebtorData): DebtorFields {
  return {
    kind: input.kind,
    company_name: input.companyName ?? null,
    initials: input.initials ?? null,
    first_name: input.firstName ?? null,
    name_prefix: input.namePrefix ?? null,
    surname: input.surname ?? null,
    kvk_number: input.kvkNumber ?? null,
    vat_number: input.vatNumber ?? null,
    street: input.street ?? null,
    house_number: input.houseNumber ?? null,
    house_number_addition: input.houseNumberAddition ?? null,
    postcode: input.postcode ?? null,
    city: input.city ?? null,
    country: input.country,
    email: input.email ?? null,
    phone: input.phone ?? null,
    iban: input.iban ?? null,
    invoice_method: input.invoiceMethod,
    notes: input.notes ?? null,
  };
}

async function currentDebtor(ctx: ServiceContext, organizationId: string, id: string): Promise<Debtor> {
  const row = await debtorsRepository.findById(ctx.db, organizationId, id);
  if (!row) throw notFound();
  return presentDebtor(row);
}

/** GET /api/debtors: search on the words, by kind and whether WeFact knows them; sorted and paged. */
export async function listDebtors(
  ctx: ServiceContext,
  query: ListDebtorsQuery,
): Promise<{ data: Debtor[]; meta: PaginationMeta }> {
  const { total, rows } = await debtorsRepository.list(ctx.db, organizationOf(ctx), {
    words: query.search ? searchWords(query.search) : [],
    kind: query.filter.kind,
    inWefact: query.filter.inWefact,
    sort: query.sort,
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentDebtor), total, query);
}

export const showDebtor = (row: DebtorRow): Debtor => presentDebtor(row);

/** Inserts a debtor with its audit event, inside the caller's transaction (or one of its own). */
async function insertDebtor(
  ctx: ServiceContext,
  db: ServiceContext['db'],
  organizationId: string,
  fields: DebtorFields,
  sourceDossierId: string | null,
): Promise<string> {
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  await inTransaction(db, async (trx) => {
    await debtorsRepository.insert(trx, {
      ...fields,
      ...debtorNameColumns({ ...fields, wefact_debtor_code: null }),
      id,
      organization_id: organizationId,
      wefact_debtor_code: null,
      wefact_identifier: null,
      source_dossier_id: sourceDossierId,
      version: 1,
      created_by: ctx.actor.userId,
      updated_by: ctx.actor.userId,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      ...audit({ id, organization_id: organizationId }),
      action: 'created',
      changes: { ...fields, ...(sourceDossierId ? { source_dossier_id: sourceDossierId } : {}) },
    });
  });
  return id;
}

/** POST /api/debtors. */
export async function createDebtor(ctx: ServiceContext, input: CreateDebtorData): Promise<Debtor> {
  const organizationId = organizationOf(ctx);
  const id = await insertDebtor(ctx, ctx.db, organizationId, columnsOf(input), null);
  return currentDebtor(ctx, organizationId, id);
}

/**
 * PUT /api/debtors/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying the
 * current debtor). The name and address rules are checked on the debtor as it would become: a person without a
 * surname, a company without a name or a wrong Dutch postcode is a 422 and nothing changes.
 */
export async function updateDebtor(
  ctx: ServiceContext,
  debtor: DebtorRow,
  { version, ...input }: z.output<typeof updateDebtorSchema>,
): Promise<Debtor> {
  const current = () => currentDebtor(ctx, debtor.organization_id, debtor.id);
  const edit = { given: version, stored: debtor.version, current, message: texts.errors.conflict };
  if (version !== debtor.version) throw conflictWith(await current(), edit.message);

  const values: Partial<DebtorFields> = {};
  for (const field of INPUT_FIELDS) {
    const value = input[field];
    if (value !== undefined) (values as Record<string, unknown>)[COLUMNS[field]] = value;
  }
  const merged: DebtorFields & { wefact_debtor_code: string | null } = { ...debtor, ...values };
  const errors = debtorRuleErrors({
    kind: merged.kind,
    companyName: merged.company_name,
    surname: merged.surname,
    houseNumber: merged.house_number,
    postcode: merged.postcode,
    country: merged.country,
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (values.postcode !== undefined || values.country !== undefined) {
    values.postcode = normalizeDebtorPostcode(merged.postcode, merged.country);
    merged.postcode = values.postcode;
  }

  const changes = diffFields(debtor as DebtorFields, values);
  if (Object.keys(changes).length === 0) return presentDebtor(debtor);
  const now = ctx.clock.now();
  await versionedEdit(ctx.db, edit, async (trx) => {
    const saved = await updateWhereVersion(
      trx,
      'debtors',
      { id: debtor.id, version: debtor.version, organizationId: debtor.organization_id },
      { ...values, ...debtorNameColumns(merged), updated_by: ctx.actor.userId, updated_at: iso(now) },
    );
    if (saved) await ctx.audit(trx, { ...audit(debtor), action: 'updated', changes });
    return saved;
  });
  return current();
}

const isForeignKeyViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/**
 * DELETE /api/debtors/:id: only while no budget line and no invoice refers to the debtor (409 in Dutch
 * otherwise, also when a line is added at the same moment: the database's reference check decides then).
 */
export async function deleteDebtor(ctx: ServiceContext, debtor: DebtorRow): Promise<void> {
  const inUse = (usage: { lines: number; invoices: number }) =>
    new HttpError(409, interpolate(texts.errors.inUse, { lines: usage.lines, invoices: usage.invoices }));
  try {
    await inTransaction(ctx.db, async (trx) => {
      const locked = await debtorsRepository.lockForDelete(trx, debtor.organization_id, debtor.id);
      if (!locked) throw notFound();
      const usage = await debtorsRepository.usage(trx, debtor.organization_id, debtor.id);
      if (usage.lines > 0 || usage.invoices > 0) throw inUse(usage);
      await debtorsRepository.delete(trx, debtor.organization_id, debtor.id);
      await ctx.audit(trx, {
        ...audit(debtor),
        action: 'deleted',
        changes: { kind: debtor.kind, company_name: debtor.company_name, surname: debtor.surname },
      });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw inUse(await debtorsRepository.usage(ctx.db, debtor.organization_id, debtor.id));
  }
}

/**
 * POST /api/dossiers/:id/client-debtor: the dossier's client (or, when the invoice goes to someone else, the
 * invoice recipient) as a debtor. A dossier makes one debtor: asking again answers the one it made (also when
 * two requests race: the dossier row is locked while we look and insert).
 */
export async function makeClientDebtor(
  ctx: ServiceContext,
  dossier: Dossier,
): Promise<{ debtor: Debtor; created: boolean }> {
  const organizationId = dossier.organization_id;
  const result = await inTransaction(ctx.db, async (trx) => {
    const locked = await dossiersRepository.lockForWrite(trx, organizationId, dossier.id);
    if (!locked) throw notFound();
    const existing = await debtorsRepository.findBySourceDossier(trx, organizationId, dossier.id);
    if (existing) return { id: existing.id, created: false };
    const section = await sectionsRepository.find(trx, dossier.id, 'client');
    const fields = debtorFromClientSection(section?.data ?? null);
    const id = await insertDebtor(ctx, trx, organizationId, columnsOf(fields), dossier.id);
    return { id, created: true };
  });
  return { debtor: await currentDebtor(ctx, organizationId, result.id), created: result.created };
}
