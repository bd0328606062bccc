import { messages } from '@afscheid/shared';
import { callWefact, type WefactConnection, type WefactResult } from './client.ts';
import type { FormValue } from './form-encoding.ts';

/**
 * The WeFact API v2 calls invoicing makes (https://www.wefact.nl/api/): `debtor/add`, `invoice/add`,
 * `invoice/list` and `invoice/show`. Amounts leave as decimal text made from integers (cents, thousandths,
 * basis points), never through a float, and come back as cents read from WeFact's decimal text the same way.
 */

/** A failure as the caller shows it: WeFact's own text, or the one "unreachable" text with a detail for the log. */
export type WefactFailure = Extract<WefactResult, { ok: false }>;
export type WefactOutcome<T> = { ok: true; value: T } | WefactFailure;

const unexpected = (detail: string): WefactFailure => ({
  ok: false,
  reason: 'unreachable',
  message: messages.invoicing.errors.unexpectedAnswer,
  detail,
});

/** An integer scaled by 10^decimals as decimal text: (3333, 2) → "33.33", (-5, 2) → "-0.05", (2500, 3) → "2.5". */
export function scaledText(value: number, decimals: number, keepDecimals = false): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (!keepDecimals) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as WeFact's `PriceExcl`: euros with exactly two decimals. */
export const centsToEuros = (cents: number): string => scaledText(cents, 2, true);
/** Thousandths as WeFact's `Number`: 2500 → "2.5", 1000 → "1". */
export const milliToNumber = (milli: number): string => scaledText(milli, 3);
/** Basis points of a percent as `DiscountPercentage`: 1250 → "12.5", 10000 → "100". */
export const basisPointsToPercentText = (bp: number): string => scaledText(bp, 2);

/** WeFact's decimal amount ("229.64", 229.64, "-0.5", "1.234,56" is not WeFact's) as cents, or null. */
export function eurosToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value;
  if (typeof text !== 'string') return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export type WefactDebtorInput = {
  companyName?: string | null;
  initials?: string | null;
  surName?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  companyNumber?: string | null;
  taxNumber?: string | null;
  accountNumber?: string | null;
  /** 0 e-mail, 1 post, 3 post and e-mail. */
  invoiceMethod: 0 | 1 | 3;
};

/** `debtor/add`: the new debtor's code and identifier. Empty fields are left out. */
export async function addDebtor(
  connection: WefactConnection,
  debtor: WefactDebtorInput,
): Promise<WefactOutcome<{ code: string; identifier: string | null }>> {
  const params: Record<string, FormValue> = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params[key] = value;
  };
  put('CompanyName', debtor.companyName);
  put('Initials', debtor.initials);
  put('SurName', debtor.surName);
  put('Address', debtor.address);
  put('ZipCode', debtor.zipCode);
  put('City', debtor.city);
  put('Country', debtor.country);
  put('EmailAddress', debtor.emailAddress);
  put('PhoneNumber', debtor.phoneNumber);
  put('CompanyNumber', debtor.companyNumber);
  put('TaxNumber', debtor.taxNumber);
  put('AccountNumber', debtor.accountNumber);
  put('InvoiceMethod', debtor.invoiceMethod);
  const answer = await callWefact(connection, 'debtor', 'add', params);
  if (!answer.ok) return answer;
  const added = objectOf(answer.data.debtor);
  const code = text(added?.DebtorCode);
  if (!added || !code) return unexpected('debtor/add answered without debtor.DebtorCode');
  return { ok: true, value: { code, identifier: text(added.Identifier) } };
}

export type WefactInvoiceLine = {
  description: string;
  quantityMilli: number;
  /** Cents excl. VAT. */
  unitPrice: number;
  taxCode: string;
  /** Basis points; 0 leaves the field out. */
  discountBp: number;
  productCode: string | null;
};

export type WefactInvoice = {
  identifier: string;
  code: string;
  debtorCode: string | null;
  reference: string | null;
  /** Cents, or null when WeFact did not say. */
  amountExcl: number | null;
  status: number | null;
};

function readInvoice(value: unknown): WefactInvoice | null {
  const invoice = objectOf(value);
  const identifier = text(invoice?.Identifier);
  if (!invoice || !identifier) return null;
  const status = Number(text(invoice.Status));
  return {
    identifier,
    code: text(invoice.InvoiceCode) ?? '',
    debtorCode: text(invoice.DebtorCode),
    reference: 'ReferenceNumber' in invoice ? (text(invoice.ReferenceNumber) ?? '') : null,
    amountExcl: eurosToCents(invoice.AmountExcl),
    status: Number.isInteger(status) ? status : null,
  };
}

/** The form fields of `invoice/add`: a draft (Status 0) for the debtor code, one invoice line per budget line. */
export function invoiceAddParams(
  debtorCode: string,
  reference: string,
  lines: readonly WefactInvoiceLine[],
): Record<string, FormValue> {
  return {
    DebtorCode: debtorCode,
    ReferenceNumber: reference,
    Status: 0,
    InvoiceLines: lines.map((line) => ({
      Description: line.description,
      Number: milliToNumber(line.quantityMilli),
      PriceExcl: centsToEuros(line.unitPrice),
      TaxCode: line.taxCode,
      ...(line.discountBp !== 0 ? { DiscountPercentage: basisPointsToPercentText(line.discountBp) } : {}),
      ...(line.productCode ? { ProductCode: line.productCode } : {}),
    })),
  };
}

/** `invoice/add`: the draft invoice WeFact made. */
export async function addInvoice(
  connection: WefactConnection,
  params: Record<string, FormValue>,
): Promise<WefactOutcome<WefactInvoice>> {
  const answer = await callWefact(connection, 'invoice', 'add', params);
  if (!answer.ok) return answer;
  const invoice = readInvoice(answer.data.invoice);
  if (!invoice) return unexpected('invoice/add answered without invoice.Identifier');
  return { ok: true, value: invoice };
}

/** `invoice/list` searching the ReferenceNumber: the invoices WeFact holds with that reference (or containing it). */
export async function listInvoicesByReference(
  connection: WefactConnection,
  reference: string,
): Promise<WefactOutcome<WefactInvoice[]>> {
  const answer = await callWefact(connection, 'invoice', 'list', {
    searchat: 'ReferenceNumber',
    searchfor: reference,
    limit: 100,
  });
  if (!answer.ok) return answer;
  if (!Array.isArray(answer.data.invoices)) {
    // No matches may come without the list.
    if (Number(answer.data.totalresults ?? 0) === 0) return { ok: true, value: [] };
    return unexpected('invoice/list answered without invoices');
  }
  const invoices = answer.data.invoices.map(readInvoice);
  if (invoices.some((invoice) => invoice === null)) return unexpected('invoice/list: an invoice without Identifier');
  return { ok: true, value: invoices as WefactInvoice[] };
}

/** `invoice/show` by WeFact's identifier. */
export async function showInvoice(
  connection: WefactConnection,
  identifier: string,
): Promise<WefactOutcome<WefactInvoice>> {
  const answer = await callWefact(connection, 'invoice', 'show', { Identifier: identifier });
  if (!answer.ok) return answer;
  const invoice = readInvoice(answer.data.invoice);
  if (!invoice) return unexpected('invoice/show answered without invoice.Identifier');
  return { ok: true, value: invoice };
}

/**
 * WeFact's invoice status (0 concept, 1 in the send queue, 2 sent, 3 partly paid, 4 paid, 8 credit invoice,
 * 9 expired/credited) as the statuses the product shows; null for a code it does not know.
 */
export function invoiceStatusOf(code: number | null): 'concept' | 'sent' | 'paid' | 'expired' | 'credit' | null {
  switch (code) {
    case 0:
    case 1:
      return 'concept';
    case 2:
    case 3:
      return 'sent';
    case 4:
      return 'paid';
    case 8:
      return 'credit';
    case 9:
      return 'expired';
    default:
      return null;
  }
}
