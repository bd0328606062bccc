import { z } from 'zod';
import { CREMATION_STATUSES } from './crematorium-request-values.ts';
import { requestUpdateEventSchema } from './crematorium-request-responses.ts';
import { DOSSIER_STATUSES } from './dossier-values.ts';
import { SUPPLIER_STATUSES } from './supplier-values.ts';

const count = z.number().int().nonnegative();

/**
 * GET /api/dashboard (issue 16): every count of the start page in one request, computed on the server for the
 * active organisation. A part the member may not see (by permission and by the organisation's type) is null.
 * Dates are Amsterdam calendar dates (`YYYY-MM-DD`); amounts are cents.
 *
 * Each card links to the filtered list behind it (the web app builds the links):
 * - dossiers by status → `/dossiers?status=<status>`
 * - reservations today / tomorrow → `/planner?view=day&date=<today|tomorrow>` (the count is what that day shows:
 *   `GET /api/reservations` over the Amsterdam day, cancelled ones left out)
 * - legal deadlines → `/dossiers?deadline=soon` (`filter[deadline]=soon`: open, latest day of the legal window
 *   today or within two working days from today, no funeral or cremation date recorded yet)
 * - my tasks → `/tasks?scope=mine&status=open`, overdue `/tasks?scope=mine&status=open&overdue=true`
 * - billable dossiers → the "Te factureren dossiers" dialog
 * - requests → `/crematorium-requests?status=submitted` (waiting for the crematorium; for a crematorium: to
 *   answer), `/crematorium-requests?status=proposed` (an alternative proposal: for a funeral company to answer)
 * - ash destinations waiting for the client → `/crematorium-requests?ash=waiting`
 * - today's cremations → `/cremations?from=<today>&to=<today>` (every record planned today, whatever its state)
 * - ashes releasable this week → `/ash?releasable_by=<week end>`; over the term → `/ash?over_term=true`;
 *   ash places whose term ends → `/ash/places?terms_ending=true`
 * - suppliers by status → `/suppliers?status=<status>`; the invoicing link → `/organizations/<id>/wefact-api`
 */
export const dashboardSchema = z.object({
  today: z.string(),
  tomorrow: z.string(),
  /** The Sunday that ends this week (ISO week, Amsterdam). */
  weekEnd: z.string(),
  /** Funeral company: the organisation's dossiers per status (every status, zero included), and all of them. */
  dossiers: z
    .object({
      total: count,
      byStatus: z.array(z.object({ status: z.enum(DOSSIER_STATUSES), count })),
    })
    .nullable(),
  /**
   * The organisation's reservations (planner) on today's and tomorrow's Amsterdam day: those that overlap the
   * day and are not cancelled, as the planner's day view shows them.
   */
  reservations: z.object({ today: count, tomorrow: count }).nullable(),
  /**
   * Funeral company: open dossiers whose legal latest day is within two working days (or today) and that have no
   * funeral or cremation date yet; the first few by latest day.
   */
  legalDeadlines: z
    .object({
      count,
      /** The last latest day that counts as close: two working days after today (`YYYY-MM-DD`). */
      until: z.string(),
      items: z.array(
        z.object({
          dossierId: z.string(),
          number: z.string(),
          deceasedName: z.string(),
          /** The latest day of the legal window (`YYYY-MM-DD`). */
          latestDate: z.string(),
        }),
      ),
    })
    .nullable(),
  /** The member's own tasks: open (overdue included) and overdue. */
  tasks: z.object({ open: count, overdue: count }).nullable(),
  /** Funeral company, with invoicing permission: dossiers with billable lines not invoiced, and their total. */
  billable: z.object({ count, totalExcl: z.number().int(), totalIncl: z.number().int() }).nullable(),
  /**
   * Crematorium requests on the organisation's side. Funeral company: `submitted` waits for the crematorium's
   * answer, `proposals` are alternatives the company must answer. Crematorium: `submitted` are requests to
   * answer, `proposals` alternatives it proposed that wait for the company.
   */
  crematoriumRequests: z.object({ submitted: count, proposals: count }).nullable(),
  /**
   * What the other side of the organisation's crematorium requests did in the last 14 days (at most 10, newest
   * first): accepted, proposed, sent an ash destination, … — each links to its request.
   */
  requestEvents: z.array(requestUpdateEventSchema).nullable(),
  /** Funeral company: cremated, ashes in storage at the crematorium, and no destination sent yet. */
  ashWaitingForClient: z.object({ count }).nullable(),
  /**
   * Crematorium: today's cremations by planned moment (every state; a cancelled one is never ready and lacks
   * nothing), each with its approval state; at most 50 items, `count` is all of them.
   */
  cremationsToday: z
    .object({
      count,
      items: z.array(
        z.object({
          id: z.string(),
          /** The crematorium's record number (`2026-0042`). */
          number: z.string(),
          deceasedName: z.string(),
          plannedAt: z.string().nullable(),
          ovenName: z.string().nullable(),
          status: z.enum(CREMATION_STATUSES),
          /** The approval's conditions hold (documents and the legal window); always true once approved. */
          ready: z.boolean(),
          /** What stops the approval, in Dutch ("Verlof tot cremeren ontbreekt", "Nog binnen 36 uur na overlijden"). */
          missing: z.array(z.string()),
        }),
      ),
    })
    .nullable(),
  /**
   * Crematorium: ashes that may be released by the end of this week (`weekEnd`, no destination approved yet),
   * in storage over the organisation's term, ash places whose term ends within 90 days (or ended while occupied).
   */
  ash: z.object({ releasableThisWeek: count, overTerm: count, placesTermsEnding: count }).nullable(),
  /** Owners and admins: suppliers per status. */
  suppliers: z
    .object({ byStatus: z.array(z.object({ status: z.enum(SUPPLIER_STATUSES), count })) })
    .nullable(),
  /**
   * Owners and admins: the invoicing link (WeFact). `not_configured` without a stored key; `attention` when the
   * stored key no longer decrypts, an invoice failed (and was not tried again since) or one is pending longer
   * than an attempt can last; else `configured`. `failedInvoices`: dossier-debtor pairs whose last attempt failed;
   * `pendingInvoices`: invoices being made now. `updatedAt`: when the link's settings were last saved.
   */
  invoicing: z
    .object({
      state: z.enum(['not_configured', 'configured', 'attention']),
      failedInvoices: count,
      pendingInvoices: count,
      updatedAt: z.string().nullable(),
    })
    .nullable(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
