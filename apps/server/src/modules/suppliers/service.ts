import {
  interpolate,
  messages,
  nameSortKey,
  storedSupplierPostcode,
  supplierAddressErrors,
  type CreateSupplierData,
  type ListSuppliersQuery,
  type PaginationMeta,
  type SupplierData,
  type SupplierSortField,
  type UpdateSupplierData,
} from '@afscheid/shared';
import type { SuppliersTable } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { wordsOf } from '../dossiers/index.ts';
import { presentSupplier } from './presenter.ts';
import { suppliersRepository, type SupplierRow } from './repository.ts';

/** The columns a supplier's form writes. */
type SupplierFields = Pick<
  SuppliersTable,
  | 'name'
  | 'kind'
  | 'contact_person'
  | 'street'
  | 'house_number'
  | 'house_number_addition'
  | 'postcode'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'kvk_number'
  | 'iban'
  | 'notes'
  | 'status'
>;

/** Input field (camelCase) → column. */
const COLUMNS = {
  name: 'name',
  kind: 'kind',
  contactPerson: 'contact_person',
  street: 'street',
  houseNumber: 'house_number',
  houseNumberAddition: 'house_number_addition',
  postcode: 'postcode',
  city: 'city',
  country: 'country',
  phone: 'phone',
  email: 'email',
  kvkNumber: 'kvk_number',
  iban: 'iban',
  notes: 'notes',
  status: 'status',
} as const satisfies Record<string, keyof SupplierFields>;

type FieldName = keyof typeof COLUMNS;
const FIELD_NAMES = Object.keys(COLUMNS) as FieldName[];

const audit = (supplier: { id: string; organization_id: string }) => ({
  organizationId: supplier.organization_id,
  entity: 'supplier',
  entityId: supplier.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A supplier service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** At most 6 search words of at most 40 characters, folded like the search text. */
export function supplierSearchWords(search: string | null | undefined): string[] {
  return [...new Set(wordsOf(search).map((word) => word.slice(0, 40)))].slice(0, 6);
}

/** ` bloemenhuis de roos anna jansen utrecht info roos nl`: the words a supplier is found by. */
export function supplierSearchText(fields: Pick<SupplierFields, 'name' | 'contact_person' | 'city' | 'email'>): string {
  const words = [
    ...wordsOf(fields.name),
    ...wordsOf(fields.contact_person),
    ...wordsOf(fields.city),
    ...wordsOf(fields.email),
  ];
  return ` ${[...new Set(words)].join(' ')}`;
}

/** The columns every write of a supplier's name, contact person, place or e-mail sets. */
const nameColumns = (fields: Pick<SupplierFields, 'name' | 'contact_person' | 'city' | 'email'>) => ({
  search_text: supplierSearchText(fields),
  sort_name: nameSortKey([fields.name]),
});

async function currentSupplier(ctx: ServiceContext, organizationId: string, id: string): Promise<SupplierData> {
  const latest = await suppliersRepository.findById(ctx.db, organizationId, id);
  if (!latest) throw notFound();
  return presentSupplier(latest);
}

/** GET /api/suppliers: search, kind and status filters, sort, pages. */
export async function listSuppliers(
  ctx: ServiceContext,
  query: ListSuppliersQuery,
): Promise<{ data: SupplierData[]; meta: PaginationMeta }> {
  const descending = query.sort.startsWith('-');
  const { total, rows } = await suppliersRepository.list(ctx.db, organizationOf(ctx), {
    words: supplierSearchWords(query.search),
    kind: query.filter.kind,
    status: query.filter.status,
    sort: { field: (descending ? query.sort.slice(1) : query.sort) as SupplierSortField, descending },
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentSupplier), total, query);
}

export const showSupplier = (supplier: SupplierRow): SupplierData => presentSupplier(supplier);

/** POST /api/suppliers: a new supplier of the actor's organisation, audited. */
export async function createSupplier(ctx: ServiceContext, input: CreateSupplierData): Promise<SupplierData> {
  const organizationId = organizationOf(ctx);
  const fields: SupplierFields = {
    name: input.name,
    kind: input.kind,
    contact_person: input.contactPerson ?? null,
    street: input.street ?? null,
    house_number: input.houseNumber ?? null,
    house_number_addition: input.houseNumberAddition ?? null,
    postcode: storedSupplierPostcode(input.postcode, input.country) ?? null,
    city: input.city ?? null,
    country: input.country,
    phone: input.phone ?? null,
    email: input.email ?? null,
    kvk_number: input.kvkNumber ?? null,
    iban: input.iban ?? null,
    notes: input.notes ?? null,
    status: input.status,
  };
  // The schema checked the address already; a caller that skipped it (the seed, a script) is checked here.
  assertAddress(fields);
  const now = iso(ctx.clock.now());
  const id = newId(ctx.clock.now().getTime());
  await inTransaction(ctx.db, async (trx) => {
    await suppliersRepository.insert(trx, {
      ...fields,
      ...nameColumns(fields),
      id,
      organization_id: organizationId,
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: now,
      updated_at: now,
    });
    await ctx.audit(trx, { ...audit({ id, organization_id: organizationId }), action: 'created', changes: fields });
  });
  return currentSupplier(ctx, organizationId, id);
}

/** 422 when a Dutch address has a postcode or house number that is not Dutch. */
function assertAddress(fields: Pick<SupplierFields, 'country' | 'postcode' | 'house_number'>): void {
  const errors = supplierAddressErrors({
    country: fields.country,
    postcode: fields.postcode,
    houseNumber: fields.house_number,
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * PUT /api/suppliers/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying the
 * current supplier). The address rules apply to the record as it will be: a postcode checked against the stored
 * country when only the postcode changes, and the other way round.
 */
export async function updateSupplier(
  ctx: ServiceContext,
  supplier: SupplierRow,
  { version, ...input }: UpdateSupplierData,
): Promise<SupplierData> {
  const current = () => currentSupplier(ctx, supplier.organization_id, supplier.id);
  const edit = { given: version, stored: supplier.version, current, message: messages.suppliers.conflict };
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== supplier.version) throw conflictWith(await current(), edit.message);

  const values: Partial<SupplierFields> = {};
  for (const field of FIELD_NAMES) {
    const value = input[field];
    if (value !== undefined) (values as Record<string, unknown>)[COLUMNS[field]] = value;
  }
  const merged = { ...supplier, ...values };
  if (values.postcode !== undefined || values.country !== undefined) {
    const postcode = storedSupplierPostcode(merged.postcode, merged.country) ?? null;
    if (values.postcode !== undefined || postcode !== supplier.postcode) values.postcode = postcode;
  }
  if (values.postcode !== undefined || values.country !== undefined || values.house_number !== undefined) {
    assertAddress({ ...merged, postcode: values.postcode ?? merged.postcode });
  }
  const changes = diffFields(supplier as unknown as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return presentSupplier(supplier);

  const after = { ...supplier, ...values };
  const searchChanged = ['name', 'contact_person', 'city', 'email'].some((column) => column in changes);
  const now = iso(ctx.clock.now());
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: supplier.id, version: supplier.version, organizationId: supplier.organization_id };
    const update = {
      ...values,
      ...(searchChanged ? nameColumns(after) : {}),
      updated_by: ctx.actor.userId || null,
      updated_at: now,
    };
    if (!(await updateWhereVersion(trx, 'suppliers', where, update))) return false;
    await ctx.audit(trx, { ...audit(supplier), action: 'updated', changes });
    return true;
  });
  return current();
}

/**
 * DELETE /api/suppliers/:id: only a supplier no article names (409 otherwise, suggesting "Inactief"). The row is
 * locked first, so an article added at the same moment either sees it gone or keeps it.
 */
export async function deleteSupplier(ctx: ServiceContext, supplier: SupplierRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const locked = await suppliersRepository.lockForWrite(trx, supplier.organization_id, supplier.id);
    if (!locked) throw notFound();
    const count = await suppliersRepository.articleCount(trx, supplier.id);
    if (count > 0) {
      const text =
        count === 1
          ? messages.suppliers.deleteHasArticlesOne
          : interpolate(messages.suppliers.deleteHasArticles, { count });
      throw new HttpError(409, text);
    }
    if (!(await suppliersRepository.remove(trx, supplier.organization_id, supplier.id))) throw notFound();
    await ctx.audit(trx, {
      ...audit(supplier),
      action: 'deleted',
      changes: { name: supplier.name, kind: supplier.kind },
    });
  });
}
