import {
  interpolate,
  messages,
  VAT_RATE_LABELS,
  type BillableDossier,
  type InvoiceData,
  type ListBillableDossiersQuery,
  type PaginationMeta,
  type VatRate,
  type WefactTaxCodes,
} from '@afscheid/shared';
import type { Db, Debtor, Dossier, InvoicesTable } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { articleOfOrganization } from '../articles/index.ts';
import { debtorOfOrganization, recordWefactDebtor } from '../debtors/index.ts';
import { dossiersRepository, searchWords } from '../dossiers/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import {
  addDebtor,
  addInvoice,
  invoiceAddParams,
  invoiceStatusOf,
  listInvoicesByReference,
  showInvoice,
  storedConnection,
  storedTaxCodes,
  type WefactConnection,
  type WefactDebtorInput,
  type WefactFailure,
  type WefactInvoice,
  type WefactOutcome,
} from '../wefact/index.ts';
import {
  debtorNameOf,
  invoiceAmounts,
  presentBillableDossier,
  presentInvoice,
  type DebtorName,
} from './presenter.ts';
import { invoicingRepository, type BillableLineRow, type InvoiceRow } from './repository.ts';

const t = messages.invoicing;

/**
 * A pending invoice older than this lost its request (a crash or a kill between the WeFact call and the
 * commit): the next attempt takes its lines back and looks the invoice up in WeFact before adding one. Far
 * beyond the longest attempt (three WeFact calls of at most 10 seconds each).
 */
export const PENDING_STALE_MS = 5 * 60_000;

/** Where the failure's detail goes (the request's log): never shown, never the key. */
export type FailureLog = (failure: { detail: string; invoiceId: string }) => void;

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('Invoicing needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** The dashboard's billable dossiers: how many `GET /api/invoicing/billable-dossiers` lists, and their totals. */
export const billableSummary = (db: Db, organizationId: string) =>
  invoicingRepository.billableSummary(db, organizationId);

/**
 * The dashboard's invoices that need a look: pairs whose last attempt failed, pending ones, and pending ones older
 * than an attempt can last (`PENDING_STALE_MS`).
 */
export async function invoicesNeedingAttention(db: Db, organizationId: string, now: Date) {
  const { firstFreshPendingAt, ...counts } = await invoicingRepository.attention(
    db,
    organizationId,
    new Date(now.getTime() - PENDING_STALE_MS).toISOString(),
  );
  // The first instant the counts read differently without a write: the oldest fresh pending one turns stale.
  const changesAt = firstFreshPendingAt
    ? new Date(new Date(firstFreshPendingAt).getTime() + PENDING_STALE_MS)
    : null;
  return { ...counts, changesAt };
}

/** GET /api/invoicing/billable-dossiers. */
export async function listBillableDossiers(
  ctx: ServiceContext,
  query: ListBillableDossiersQuery,
): Promise<{ data: BillableDossier[]; meta: PaginationMeta }> {
  const organizationId = organizationOf(ctx);
  const { total, rows } = await invoicingRepository.billableDossiers(ctx.db, organizationId, {
    words: query.search ? searchWords(query.search) : [],
    dossierId: query.filter.dossier,
    sort: query.sort,
    ...pageWindow(query),
  });
  const lines = await invoicingRepository.billableLinesOf(
    ctx.db,
    organizationId,
    rows.map((row) => row.id),
  );
  const debtors = await debtorNames(
    ctx.db,
    organizationId,
    lines.map((line) => line.debtor_id),
  );
  const data = rows.map((row) =>
    presentBillableDossier(
      row,
      lines.filter((line) => line.dossier_id === row.id),
      debtors,
    ),
  );
  return pageAnswer(data, total, query);
}

async function debtorNames(
  db: Db,
  organizationId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, DebtorName>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await invoicingRepository.debtorNamesOf(db, organizationId, unique);
  return new Map(rows.map((debtor) => [debtor.id, { id: debtor.id, displayName: debtorNameOf(debtor) }]));
}

/** One invoice claimed for the WeFact calls: its row, its debtor and the lines it holds. */
type Claimed = {
  invoiceId: string;
  debtor: Debtor;
  lines: BillableLineRow[];
  amounts: { excl: number; vat: number; incl: number };
};

const audit = (invoiceId: string, organizationId: string) => ({
  organizationId,
  entity: 'invoice',
  entityId: invoiceId,
});

/**
 * POST /api/invoicing/dossiers/:id/invoice: one draft invoice in WeFact per debtor of the dossier's billable
 * lines not yet invoiced; `debtorId` is the debtor of the lines that have none. Exactly once (see the decision
 * record): the lines are claimed in one transaction under the dossier's lock (a pending invoice row), the WeFact
 * calls run outside it, and the outcome is written in one transaction: created with WeFact's references, or
 * failed with the lines released. Before adding, WeFact is asked for an invoice of this reference, debtor and
 * amount that no invoice of ours holds (an answer lost earlier), which is adopted instead of adding a second.
 */
export async function invoiceDossier(
  ctx: ServiceContext,
  dossier: Dossier,
  input: { debtorId?: string | undefined },
  log: FailureLog = () => {},
): Promise<InvoiceData[]> {
  const organizationId = dossier.organization_id;
  const organization = await organizationsRepository.findById(ctx.db, organizationId);
  const connection = organization ? storedConnection(ctx, organization) : null;
  if (!organization || !connection) throw new HttpError(409, t.errors.notConfigured);
  const taxCodes = storedTaxCodes(organization);
  let chosen: Debtor | undefined;
  if (input.debtorId) {
    chosen = await debtorOfOrganization(ctx.db, organizationId, input.debtorId);
    if (!chosen) throw new ValidationError({ debtorId: [t.errors.debtorNotFound] });
  }

  const claimed = await claim(ctx, dossier, chosen, taxCodes);

  const made: string[] = [];
  let failure: WefactFailure | null = null;
  for (const invoice of claimed) {
    if (failure) {
      // WeFact just failed: the other debtors' invoices are not tried now; their lines are free again.
      await fail(ctx, dossier, invoice, interpolate(t.errors.failedFirst, { message: failure.message }));
      continue;
    }
    let outcome: Awaited<ReturnType<typeof sendToWefact>>;
    try {
      outcome = await sendToWefact(ctx, connection, dossier, invoice, taxCodes);
      if (outcome.ok) await finish(ctx, invoice, outcome.value.invoice, outcome.value.adopted);
    } catch (error) {
      // Our own fault halfway (the database): the lines go free again. Had WeFact made the invoice already,
      // the next attempt finds it through invoice/list instead of adding another.
      await fail(ctx, dossier, invoice, t.errors.unexpectedAnswer);
      throw error;
    }
    if (outcome.ok) {
      made.push(invoice.invoiceId);
    } else {
      failure = outcome;
      if (outcome.reason === 'unreachable') log({ detail: outcome.detail, invoiceId: invoice.invoiceId });
      await fail(ctx, dossier, invoice, outcome.message);
    }
  }
  if (failure) throw new HttpError(502, failure.message);
  const rows = await Promise.all(made.map((id) => invoicingRepository.findById(ctx.db, organizationId, id)));
  return rows.filter((row): row is InvoiceRow => row !== undefined).map(presentInvoice);
}

/**
 * The claim, in one transaction under the dossier's lock (the budget module takes the same lock for every line
 * edit): a stale pending invoice lets go of its lines, a fresh one means someone is invoicing now (409); the
 * free billable lines are grouped per debtor and each group goes on a new pending invoice row.
 */
async function claim(
  ctx: ServiceContext,
  dossier: Dossier,
  chosen: Debtor | undefined,
  taxCodes: WefactTaxCodes,
): Promise<Claimed[]> {
  const organizationId = dossier.organization_id;
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const locked = await dossiersRepository.lockForWrite(trx, organizationId, dossier.id);
      if (!locked) throw notFound();
      const now = ctx.clock.now();
      const nowIso = iso(now);
      for (const pending of await invoicingRepository.pendingOfDossier(trx, dossier.id)) {
        if (now.getTime() - Date.parse(pending.created_at) < PENDING_STALE_MS) {
          throw new HttpError(409, t.errors.alreadyInvoicing);
        }
        if (await invoicingRepository.markFailed(trx, pending.id, t.errors.interrupted, nowIso)) {
          await ctx.audit(trx, {
            ...audit(pending.id, organizationId),
            action: 'invoice_interrupted',
            changes: { dossier_id: dossier.id, debtor_id: pending.debtor_id, started_at: pending.created_at },
          });
        }
      }
      const lines = await invoicingRepository.billableLinesOf(trx, organizationId, [dossier.id]);
      if (lines.length === 0) throw new HttpError(409, t.errors.nothingToInvoice);
      const withoutDebtor = lines.filter((line) => !line.debtor_id).length;
      if (withoutDebtor > 0 && !chosen) {
        const message = interpolate(t.errors.debtorRequired, { count: withoutDebtor });
        throw new ValidationError({ debtorId: [message] }, message);
      }
      for (const line of lines) {
        if (!taxCodes[line.vat_rate as VatRate]) {
          throw new HttpError(
            409,
            interpolate(t.errors.taxCodeMissing, {
              rate: VAT_RATE_LABELS[line.vat_rate as VatRate] ?? line.vat_rate,
            }),
          );
        }
      }
      const groups = new Map<string, BillableLineRow[]>();
      for (const line of lines) {
        const debtorId = line.debtor_id ?? chosen!.id;
        groups.set(debtorId, [...(groups.get(debtorId) ?? []), line]);
      }
      const claimed: Claimed[] = [];
      for (const [debtorId, group] of groups) {
        const debtor =
          debtorId === chosen?.id ? chosen : await debtorOfOrganization(trx, organizationId, debtorId);
        if (!debtor)
          throw new Error(`budget line debtor ${debtorId} is not of organisation ${organizationId}`);
        const amounts = invoiceAmounts(group);
        const invoiceId = newId(now.getTime());
        const values: InvoicesTable = {
          id: invoiceId,
          organization_id: organizationId,
          dossier_id: dossier.id,
          debtor_id: debtor.id,
          state: 'pending',
          reference: locked.number,
          wefact_identifier: null,
          wefact_code: null,
          wefact_status: null,
          status_refreshed_at: null,
          amount_excl: amounts.excl,
          amount_vat: amounts.vat,
          amount_incl: amounts.incl,
          line_count: group.length,
          last_error: null,
          created_by: ctx.actor.userId || null,
          created_at: nowIso,
          updated_at: nowIso,
        };
        await invoicingRepository.insert(trx, values);
        const taken = await invoicingRepository.claimLines(
          trx,
          invoiceId,
          group.map((line) => line.id),
          nowIso,
        );
        if (taken !== group.length)
          throw new Error(`claimed ${taken} of ${group.length} lines under the dossier lock`);
        await ctx.audit(trx, {
          ...audit(invoiceId, organizationId),
          action: 'invoice_started',
          changes: {
            dossier_id: dossier.id,
            debtor_id: debtor.id,
            reference: locked.number,
            line_ids: group.map((line) => line.id),
            amount_excl: amounts.excl,
            amount_vat: amounts.vat,
            amount_incl: amounts.incl,
          },
        });
        claimed.push({ invoiceId, debtor, lines: group, amounts });
      }
      return claimed;
    });
  } catch (error) {
    // Two requests past the pending check at once: the partial unique index lets one pending invoice per
    // dossier and debtor exist, the other request answers as if it had seen it.
    if (isUniqueViolation(error)) throw new HttpError(409, t.errors.alreadyInvoicing);
    throw error;
  }
}

const INVOICE_METHOD: Record<Debtor['invoice_method'], WefactDebtorInput['invoiceMethod']> = {
  email: 0,
  post: 1,
  email_and_post: 3,
};

/** The debtor as `debtor/add` takes it: a company's name, or a person's initials and surname with its prefix. */
export function wefactDebtorOf(debtor: Debtor): WefactDebtorInput {
  const join = (...parts: (string | null)[]) =>
    parts.filter((part) => part && part.trim() !== '').join(' ') || null;
  const company = debtor.kind === 'company';
  return {
    companyName: company ? debtor.company_name : null,
    initials: company ? null : (debtor.initials ?? debtor.first_name),
    surName: company ? null : join(debtor.name_prefix, debtor.surname),
    address: join(debtor.street, debtor.house_number, debtor.house_number_addition),
    zipCode: debtor.postcode,
    city: debtor.city,
    country: debtor.country ?? 'NL',
    emailAddress: debtor.email,
    phoneNumber: debtor.phone,
    companyNumber: debtor.kvk_number,
    taxNumber: debtor.vat_number,
    accountNumber: debtor.iban,
    invoiceMethod: INVOICE_METHOD[debtor.invoice_method] ?? 0,
  };
}

/** The debtor's code in WeFact: the stored one, or a new debtor made there (and remembered) now. */
async function debtorCode(
  ctx: ServiceContext,
  connection: WefactConnection,
  debtor: Debtor,
): Promise<WefactOutcome<string>> {
  if (debtor.wefact_debtor_code) return { ok: true, value: debtor.wefact_debtor_code };
  const added = await addDebtor(connection, wefactDebtorOf(debtor));
  if (!added.ok) return added;
  await recordWefactDebtor(ctx.db, debtor.organization_id, debtor.id, added.value, iso(ctx.clock.now()));
  // Another invoicing run may have recorded its code first: the stored code is the one to use.
  const stored = await debtorOfOrganization(ctx.db, debtor.organization_id, debtor.id);
  await ctx.audit(ctx.db, {
    organizationId: debtor.organization_id,
    entity: 'debtor',
    entityId: debtor.id,
    action: 'wefact_debtor_created',
    changes: { wefact_debtor_code: added.value.code, wefact_identifier: added.value.identifier },
  });
  return { ok: true, value: stored?.wefact_debtor_code ?? added.value.code };
}

/**
 * An invoice WeFact already holds for this attempt: same reference (exactly), same debtor code, same amount
 * excl. VAT, and no invoice of ours holds it. Asked before every `invoice/add`, so an answer lost on the way
 * back (WeFact made it, we saw a timeout or a reset) is found instead of made twice.
 */
async function findLost(
  ctx: ServiceContext,
  connection: WefactConnection,
  organizationId: string,
  reference: string,
  code: string,
  excl: number,
): Promise<WefactOutcome<WefactInvoice | null>> {
  const listed = await listInvoicesByReference(connection, reference);
  if (!listed.ok) return listed;
  const candidates = listed.value.filter(
    (invoice) =>
      invoice.debtorCode === code &&
      invoice.amountExcl === excl &&
      (invoice.reference === null || invoice.reference === reference),
  );
  if (candidates.length === 0) return { ok: true, value: null };
  const known = await invoicingRepository.knownIdentifiers(
    ctx.db,
    organizationId,
    candidates.map((invoice) => invoice.identifier),
  );
  for (const candidate of candidates.filter((invoice) => !known.has(invoice.identifier))) {
    if (candidate.reference === reference) return { ok: true, value: candidate };
    // The list did not say the reference (or searched loosely): WeFact's own record decides.
    const shown = await showInvoice(connection, candidate.identifier);
    if (!shown.ok) return shown;
    if (
      shown.value.reference === reference &&
      shown.value.debtorCode === code &&
      shown.value.amountExcl === excl
    ) {
      return { ok: true, value: shown.value };
    }
  }
  return { ok: true, value: null };
}

async function sendToWefact(
  ctx: ServiceContext,
  connection: WefactConnection,
  dossier: Dossier,
  invoice: Claimed,
  taxCodes: WefactTaxCodes,
): Promise<WefactOutcome<{ invoice: WefactInvoice; adopted: boolean }>> {
  const code = await debtorCode(ctx, connection, invoice.debtor);
  if (!code.ok) return code;
  const lost = await findLost(
    ctx,
    connection,
    dossier.organization_id,
    dossier.number,
    code.value,
    invoice.amounts.excl,
  );
  if (!lost.ok) return lost;
  if (lost.value) return { ok: true, value: { invoice: lost.value, adopted: true } };
  const productCodes = new Map<string, string | null>();
  for (const line of invoice.lines) {
    if (line.article_id && !productCodes.has(line.article_id)) {
      const article = await articleOfOrganization(ctx.db, dossier.organization_id, line.article_id);
      productCodes.set(line.article_id, article?.code ?? null);
    }
  }
  const params = invoiceAddParams(
    code.value,
    dossier.number,
    invoice.lines.map((line) => ({
      description: line.description,
      quantityMilli: line.quantity_milli,
      unitPrice: line.unit_price,
      taxCode: taxCodes[line.vat_rate as VatRate],
      discountBp: line.discount_bp,
      productCode: line.article_id ? (productCodes.get(line.article_id) ?? null) : null,
    })),
  );
  const added = await addInvoice(connection, params);
  if (!added.ok) return added;
  return { ok: true, value: { invoice: added.value, adopted: false } };
}

/** WeFact made (or already held) the invoice: in one transaction the row is created and its lines invoiced. */
async function finish(
  ctx: ServiceContext,
  invoice: Claimed,
  made: WefactInvoice,
  adopted: boolean,
): Promise<void> {
  const now = iso(ctx.clock.now());
  await inTransaction(ctx.db, async (trx) => {
    const saved = await invoicingRepository.markCreated(trx, invoice.invoiceId, {
      identifier: made.identifier,
      code: made.code,
      status: invoiceStatusOf(made.status) ?? 'concept',
      now,
    });
    if (!saved) {
      // Taken over as stale in between (only after PENDING_STALE_MS): that attempt asks WeFact first.
      throw new Error(
        `invoice ${invoice.invoiceId} was no longer pending when WeFact answered ${made.identifier}`,
      );
    }
    await ctx.audit(trx, {
      ...audit(invoice.invoiceId, invoice.debtor.organization_id),
      action: 'invoice_created',
      changes: {
        wefact_identifier: made.identifier,
        wefact_code: made.code,
        adopted,
        line_ids: invoice.lines.map((line) => line.id),
      },
    });
  });
}

/**
 * The attempt failed: in one transaction the row is failed with the text shown, and its lines are free again.
 * Under the dossier's lock, as every other write of its lines: the database then computes the dossier's
 * `billable_dossiers` row from lines no other transaction is changing.
 */
async function fail(ctx: ServiceContext, dossier: Dossier, invoice: Claimed, message: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await dossiersRepository.lockForWrite(trx, dossier.organization_id, dossier.id);
    if (await invoicingRepository.markFailed(trx, invoice.invoiceId, message, iso(ctx.clock.now()))) {
      await ctx.audit(trx, {
        ...audit(invoice.invoiceId, invoice.debtor.organization_id),
        action: 'invoice_failed',
        changes: { error: message, line_ids: invoice.lines.map((line) => line.id) },
      });
    }
  });
}

/** POST /api/invoicing/invoices/:id/refresh: the invoice's status as WeFact has it now (`invoice/show`). */
export async function refreshInvoiceStatus(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  log: FailureLog = () => {},
): Promise<InvoiceData> {
  if (invoice.state !== 'created' || !invoice.wefact_identifier)
    throw new HttpError(409, t.errors.notInWefact);
  const organization = await organizationsRepository.findById(ctx.db, invoice.organization_id);
  const connection = organization ? storedConnection(ctx, organization) : null;
  if (!connection) throw new HttpError(409, t.errors.notConfigured);
  const shown = await showInvoice(connection, invoice.wefact_identifier);
  if (!shown.ok) {
    if (shown.reason === 'unreachable') log({ detail: shown.detail, invoiceId: invoice.id });
    throw new HttpError(502, shown.message);
  }
  const status = invoiceStatusOf(shown.value.status);
  if (!status) {
    log({ detail: `invoice/show: unknown Status ${shown.value.status}`, invoiceId: invoice.id });
    throw new HttpError(502, t.errors.unexpectedAnswer);
  }
  const now = iso(ctx.clock.now());
  await inTransaction(ctx.db, async (trx) => {
    await invoicingRepository.updateStatus(trx, invoice.id, status, now);
    if (status !== invoice.wefact_status) {
      await ctx.audit(trx, {
        ...audit(invoice.id, invoice.organization_id),
        action: 'invoice_status_changed',
        changes: { status: { from: invoice.wefact_status, to: status } },
      });
    }
  });
  return presentInvoice((await invoicingRepository.findById(ctx.db, invoice.organization_id, invoice.id))!);
}

/** GET /api/dossiers/:id/invoices. */
export async function dossierInvoices(ctx: ServiceContext, dossier: Dossier): Promise<InvoiceData[]> {
  return (await invoicingRepository.ofDossier(ctx.db, dossier.organization_id, dossier.id)).map(
    presentInvoice,
  );
}

/** GET /api/debtors/:id/invoices. */
export async function debtorInvoices(ctx: ServiceContext, debtor: Debtor): Promise<InvoiceData[]> {
  return (await invoicingRepository.ofDebtor(ctx.db, debtor.organization_id, debtor.id)).map(presentInvoice);
}

/**
 * Why the dossier cannot move to "gefactureerd" yet, or null: billable lines not yet on an invoice, or an
 * invoicing still running. A dossier whose billable lines are all on created invoices may move on, and so may
 * one without billable lines (nothing to invoice here: natura insurance pays, or it was invoiced elsewhere).
 */
export async function invoicedStatusRefusal(db: Db, dossierId: string): Promise<string | null> {
  const state = await invoicingRepository.billableState(db, dossierId);
  if (state.free === 1) return t.statusRule.lineOpen;
  if (state.free > 1) return interpolate(t.statusRule.linesOpen, { count: state.free });
  if (state.pending > 0) return t.statusRule.pending;
  return null;
}
