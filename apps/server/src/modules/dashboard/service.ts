import {
  addPlannerDays,
  amsterdamToday,
  dayRange,
  dayStart,
  storageTermCutoff,
  weekStartOf,
  type DashboardData,
} from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import { can, type ServiceContext } from '../../lib/context.ts';
import { ORGANIZATION_NAMES_SCOPE } from '../../lib/response-cache.ts';
import { ashRepository } from '../ash/index.ts';
import { ashPlacesRepository, TERM_ENDING_DAYS } from '../ash-places/index.ts';
import { cremationsRepository, presentCremationListItem } from '../cremations/index.ts';
import {
  recentRequestEvents,
  recentRequestEventsChangeAt,
  requestsRepository,
} from '../crematorium-requests/index.ts';
import { dossiersNearLegalDeadline, dossiersRepository } from '../dossiers/index.ts';
import { billableSummary, invoicesNeedingAttention } from '../invoicing/index.ts';
import { reservationsRepository } from '../reservations/index.ts';
import { suppliersRepository } from '../suppliers/index.ts';
import { tasksRepository } from '../tasks/index.ts';
import { storedConnection } from '../wefact/index.ts';
import { dossierCounts, presentCremationToday, presentDeadline, supplierCounts } from './presenter.ts';

/** How many of the dossiers close to their legal latest day the card names (the count is all of them). */
const LEGAL_DEADLINE_ITEMS = 5;
/** How many of today's cremations the card lists (a busy crematorium has a few dozen a day at most). */
const CREMATIONS_TODAY_ITEMS = 50;

type Parts = Omit<DashboardData, 'today' | 'tomorrow' | 'weekEnd'>;

/** The dates and instants of an Amsterdam day the parts ask with. */
type Days = {
  today: string;
  tomorrow: string;
  weekEnd: string;
  /** Today's and tomorrow's `[from, to)` (the reservations card). */
  ranges: [{ from: string; to: string }, { from: string; to: string }];
  /** The instants today starts and tomorrow starts (today's cremations). */
  todayStart: string;
  tomorrowStart: string;
};
let lastDays: Days | null = null;

/**
 * The day's dates and bounds, remembered for the last day asked: they depend on nothing but the date, and the
 * time zone conversions behind them cost 0.2 ms of every start page (issue 17).
 */
function daysOf(today: string): Days {
  if (lastDays?.today === today) return lastDays;
  const tomorrow = addPlannerDays(today, 1);
  lastDays = {
    today,
    tomorrow,
    weekEnd: addPlannerDays(weekStartOf(today), 6),
    ranges: [dayRange(today), dayRange(tomorrow)],
    todayStart: dayStart(today).toISOString(),
    tomorrowStart: dayStart(tomorrow).toISOString(),
  };
  return lastDays;
}

/**
 * Which parts a member sees: the permission of the list behind the card (the role's permissions are already
 * cut down to what the organisation's type can do, decision 009), and the type where a permission exists for
 * both types but the part is one type's own (billable dossiers and the ashes waiting for the client are the
 * funeral company's; a crematorium has no dossiers to bill). Suppliers and the invoicing link are for owners
 * and admins (the issue): `suppliers.update` and `organizations.manage_wefact` are what those two roles hold
 * there and the funeral director, the employee and the viewer do not (they may view the suppliers, not keep
 * them; the invoicing link's settings are the owner's and admin's alone).
 */
function visibleParts(ctx: ServiceContext, organization: Organization) {
  const may = (permission: string) => can(ctx.actor, permission);
  const funeralCompany = organization.type === 'funeral_company';
  const crematorium = organization.type === 'crematorium';
  return {
    dossiers: funeralCompany && may('dossiers.view'),
    reservations: may('planner.view'),
    tasks: may('tasks.view'),
    billable: funeralCompany && may('invoicing.view'),
    crematoriumRequests: may('crematorium_requests.view'),
    requestEvents: may('crematorium_requests.view'),
    ashWaitingForClient: funeralCompany && may('crematorium_requests.view'),
    cremationsToday: crematorium && may('cremation_approvals.view'),
    ash: crematorium && may('ash.view'),
    suppliers: may('suppliers.update'),
    invoicing: may('organizations.manage_wefact'),
  } satisfies Record<Exclude<keyof Parts, 'legalDeadlines'>, boolean>;
}

type Visible = ReturnType<typeof visibleParts>;

/**
 * What the start page's answer depends on besides the rows behind `dashboardScopes` (decision 044): the
 * organisation, the member (their tasks) and which parts they see, today's date (every range of the parts), and
 * the organisation's own columns the parts read (the storage term, the invoicing link's key and when it was
 * set: every change of the key sets `wefact_updated_at`).
 */
export function dashboardCacheKey(ctx: ServiceContext, organization: Organization, today: string): string {
  const parts = Object.values(visibleParts(ctx, organization))
    .map((visible) => (visible ? '1' : '0'))
    .join('');
  const stored = organization.wefact_api_key_encrypted !== null ? '1' : '0';
  return [
    'dashboard',
    organization.id,
    ctx.actor.userId,
    today,
    parts,
    organization.ash_storage_term_months ?? '',
    stored,
    organization.wefact_updated_at ?? '',
  ].join(':');
}

/**
 * The revision scopes of the parts the member sees (each the scope of the rows the part reads; the triggers of
 * migrations 0020 and 0025–0029 bump them), at most twelve.
 */
export function dashboardScopes(ctx: ServiceContext, organization: Organization): string[] {
  const visible: Visible = visibleParts(ctx, organization);
  const id = organization.id;
  const scopes = new Set<string>();
  const add = (shown: boolean, ...of: string[]) => {
    if (shown) for (const scope of of) scopes.add(scope);
  };
  add(visible.dossiers, `dossiers:${id}`);
  add(visible.reservations, `planner:${id}`);
  // A task of a deleted dossier is not counted.
  add(visible.tasks, `tasks:${id}`, `dossiers:${id}`);
  add(visible.billable, `billable:${id}`);
  add(visible.crematoriumRequests, `crematorium-requests:${id}`);
  // The events bump their requests' scope (migration 0029); the card names the other organisation.
  add(visible.requestEvents, `crematorium-requests:${id}`, ORGANIZATION_NAMES_SCOPE);
  add(visible.ashWaitingForClient, `ash-waiting:${id}`);
  // The oven's name is a place's (the planner's scope).
  add(visible.cremationsToday, `cremations:${id}`, `planner:${id}`);
  add(visible.ash, `ash-records:${id}`, `ash-places:${id}`, `ash-destinations:${id}`);
  add(visible.suppliers, `suppliers:${id}`);
  // Invoices bump the budget scope (migration 0020).
  add(visible.invoicing, `budget:${id}`);
  // The dates alone (a member who sees no part): one scope that is never bumped.
  if (scopes.size === 0) scopes.add(`dashboard-empty`);
  return [...scopes];
}

/** The part when the member may see it, else null (without asking the database). */
const when = <T>(visible: boolean, part: () => Promise<T>): Promise<T | null> =>
  visible ? part() : Promise.resolve(null);

/**
 * GET /api/dashboard: every count of the start page for the active organisation in one request, each part an
 * indexed query (or one GROUP BY) of the module that owns the list the card links to, with that list's own
 * filter, so a card's count is the list's total. Dates are Amsterdam's: today, tomorrow and the Sunday that ends
 * this week. `changesAt`: the first instant the same rows would give another answer by the clock alone, besides
 * the date (an event leaving the recent events' window, a pending invoice turning stale), or null.
 */
export async function dashboard(
  ctx: ServiceContext,
  organization: Organization,
  now: Date = ctx.clock.now(),
): Promise<{ data: DashboardData; changesAt: Date | null }> {
  const { db, actor } = ctx;
  const organizationId = organization.id;
  const days = daysOf(amsterdamToday(now));
  const { today, tomorrow, weekEnd } = days;
  const visible = visibleParts(ctx, organization);
  const requestSide = organization.type === 'crematorium' ? 'provider' : 'requester';

  const [
    dossiers,
    legalDeadlines,
    reservations,
    tasks,
    billable,
    crematoriumRequests,
    requestEvents,
    ashWaitingForClient,
    cremationsToday,
    ash,
    suppliers,
    invoicing,
  ] = await Promise.all([
    when(visible.dossiers, async () =>
      dossierCounts(await dossiersRepository.statusCounts(db, organizationId)),
    ),
    when(visible.dossiers, async () => {
      const near = await dossiersNearLegalDeadline(ctx, LEGAL_DEADLINE_ITEMS);
      return { count: near.total, until: near.until, items: near.rows.map(presentDeadline) };
    }),
    when(visible.reservations, async () => {
      const [onToday, onTomorrow] = await reservationsRepository.countsInRanges(
        db,
        organizationId,
        days.ranges,
      );
      return { today: onToday ?? 0, tomorrow: onTomorrow ?? 0 };
    }),
    when(visible.tasks, () => tasksRepository.openCountsOfAssignee(db, organizationId, actor.userId, today)),
    when(visible.billable, async () => {
      const summary = await billableSummary(db, organizationId);
      return { count: summary.count, totalExcl: summary.excl, totalIncl: summary.incl };
    }),
    when(visible.crematoriumRequests, async () => {
      const byStatus = await requestsRepository.statusCounts(db, organizationId, requestSide);
      return { submitted: byStatus.get('submitted') ?? 0, proposals: byStatus.get('proposed') ?? 0 };
    }),
    when(visible.requestEvents, () => recentRequestEvents(ctx)),
    when(visible.ashWaitingForClient, async () => ({
      count: await requestsRepository.ashWaitingCount(db, organizationId, 'requester'),
    })),
    when(visible.cremationsToday, async () => {
      const { total, rows } = await cremationsRepository.list(db, organizationId, {
        from: days.todayStart,
        to: days.tomorrowStart,
        words: [],
        sort: { field: 'date', descending: false },
        limit: CREMATIONS_TODAY_ITEMS,
        offset: 0,
      });
      return {
        count: total,
        items: rows.map((row) => presentCremationToday(presentCremationListItem(row))),
      };
    }),
    when(visible.ash, async () => {
      const termMonths = organization.ash_storage_term_months ?? 6;
      const [{ releasable: releasableThisWeek, overTerm }, places] = await Promise.all([
        ashRepository.records.dashboardCounts(db, organizationId, {
          releasableBy: weekEnd,
          overTermCutoff: storageTermCutoff(today, termMonths),
        }),
        ashPlacesRepository.list(db, organizationId, {
          words: [],
          termsEnding: { today, until: addPlannerDays(today, TERM_ENDING_DAYS) },
          sort: 'term_end',
          limit: 0,
          offset: 0,
        }),
      ]);
      return { releasableThisWeek, overTerm, placesTermsEnding: places.total };
    }),
    when(visible.suppliers, async () =>
      supplierCounts(await suppliersRepository.statusCounts(db, organizationId)),
    ),
    when(visible.invoicing, async () => {
      const invoices = await invoicesNeedingAttention(db, organizationId, now);
      const stored = organization.wefact_api_key_encrypted !== null;
      // A stored key that no longer decrypts (the app key changed) cannot invoice: that needs a look too.
      const usable = stored && storedConnection(ctx, organization) !== null;
      const state = !stored
        ? ('not_configured' as const)
        : !usable || invoices.failed > 0 || invoices.stale > 0
          ? ('attention' as const)
          : ('configured' as const);
      return {
        state,
        failedInvoices: invoices.failed,
        pendingInvoices: invoices.pending,
        updatedAt: organization.wefact_updated_at,
        changesAt: invoices.changesAt,
      };
    }),
  ]);

  const changes = [
    requestEvents ? recentRequestEventsChangeAt(requestEvents) : null,
    invoicing?.changesAt ?? null,
  ].filter((instant): instant is Date => instant !== null);
  const changesAt = changes.length > 0 ? new Date(Math.min(...changes.map((d) => d.getTime()))) : null;
  const invoicingPart = invoicing && {
    state: invoicing.state,
    failedInvoices: invoicing.failedInvoices,
    pendingInvoices: invoicing.pendingInvoices,
    updatedAt: invoicing.updatedAt,
  };
  return {
    data: {
      today,
      tomorrow,
      weekEnd,
      dossiers,
      reservations,
      legalDeadlines,
      tasks,
      billable,
      crematoriumRequests,
      requestEvents,
      ashWaitingForClient,
      cremationsToday,
      ash,
      suppliers,
      invoicing: invoicingPart,
    },
    changesAt,
  };
}
