import { formatMoney, interpolate, messages, type BillableDebtor, type InvoiceData } from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';

const t = messages.invoicing;

/** The badge of an invoice: WeFact's status once made, else the state of our attempt. */
export function invoiceBadge(invoice: Pick<InvoiceData, 'state' | 'status'>): { tone: BadgeTone; label: string } {
  if (invoice.state === 'failed') return { tone: 'danger', label: t.states.failed };
  if (invoice.state === 'pending') return { tone: 'warning', label: t.states.pending };
  switch (invoice.status) {
    case 'paid':
      return { tone: 'success', label: t.statuses.paid };
    case 'sent':
      return { tone: 'info', label: t.statuses.sent };
    case 'expired':
      return { tone: 'muted', label: t.statuses.expired };
    case 'credit':
      return { tone: 'warning', label: t.statuses.credit };
    default:
      return { tone: 'neutral', label: t.statuses.concept };
  }
}

export const lineCountText = (count: number) =>
  count === 1 ? texts.billable.line : interpolate(texts.billable.lines, { count });

/** "J. de Vries: 5 regels, € 155,56 excl. btw, € 154,52 incl. btw". */
export function perDebtorText(group: BillableDebtor): string {
  return interpolate(texts.invoice.perDebtor, {
    name: group.debtor?.displayName ?? texts.billable.withoutDebtor,
    lines: lineCountText(group.lineCount),
    excl: formatMoney(group.excl),
    incl: formatMoney(group.incl),
  });
}

/** The server's Dutch reason: WeFact's own text (502), the field message (422), or the 409's message. */
export function failureText(error: unknown, fallback: string = texts.invoice.failedGeneral): string {
  if (!isApiError(error)) return fallback;
  const fieldMessages = Object.values(error.errors).flat();
  if (error.status === 422 && fieldMessages.length) return fieldMessages.join(' ');
  return error.message || fallback;
}
