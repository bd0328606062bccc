import { interpolate, organizationTypeLabels, type AuthUser } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { activeOrganization, organizationAllows, useSession } from '../../auth/index.ts';
import { dashboardKeys, getDashboard, type DashboardData } from '../api/dashboard-api.ts';
import { AshCard, CremationsTodayCard } from '../components/crematorium-cards.tsx';
import { InvoicingCard, SuppliersCard } from '../components/admin-cards.tsx';
import { SkeletonCard } from '../components/dashboard-card.tsx';
import { RequestEventsCard } from '../components/request-events-card.tsx';
import { greeting } from '../components/greeting.ts';
import { OrganizationsCard } from '../components/organizations-card.tsx';
import {
  AshWaitingCard,
  BillableCard,
  DossiersCard,
  LegalDeadlinesCard,
  ReservationsCard,
  RequestsCard,
  TasksCard,
} from '../components/work-cards.tsx';
import { notReady, urgentFirst } from '../lib/display.ts';
import { dashboardTexts as texts } from '../lib/texts.ts';

/** How often the counts refresh while the page is open. */
export const DASHBOARD_REFRESH_MS = 60_000;

const GRID = 'mt-6 grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3';

interface CardEntry {
  key: string;
  urgent: boolean;
  element: ReactNode;
}

/**
 * The cards the member may see, in the page's order, then the urgent ones moved to the front. A part the server
 * answers with null (not allowed for this role or this kind of organisation) has no card.
 */
export function dashboardCards(
  data: DashboardData,
  context: { provider: boolean; organizationId: string },
): CardEntry[] {
  const cards: CardEntry[] = [];
  const add = (key: string, urgent: boolean, element: ReactNode) => cards.push({ key, urgent, element });
  if (data.legalDeadlines) {
    add(
      'legalDeadlines',
      data.legalDeadlines.count > 0,
      <LegalDeadlinesCard deadlines={data.legalDeadlines} today={data.today} />,
    );
  }
  if (data.cremationsToday) {
    add(
      'cremationsToday',
      notReady(data.cremationsToday).length > 0,
      <CremationsTodayCard cremations={data.cremationsToday} today={data.today} />,
    );
  }
  if (data.tasks) add('tasks', data.tasks.overdue > 0, <TasksCard tasks={data.tasks} />);
  if (data.crematoriumRequests) {
    add(
      'crematoriumRequests',
      false,
      <RequestsCard requests={data.crematoriumRequests} provider={context.provider} />,
    );
  }
  if (data.requestEvents) {
    add('requestEvents', false, <RequestEventsCard events={data.requestEvents} />);
  }
  if (data.dossiers) add('dossiers', false, <DossiersCard dossiers={data.dossiers} />);
  if (data.reservations) {
    add(
      'reservations',
      false,
      <ReservationsCard reservations={data.reservations} today={data.today} tomorrow={data.tomorrow} />,
    );
  }
  if (data.ash) add('ash', false, <AshCard ash={data.ash} weekEnd={data.weekEnd} />);
  if (data.ashWaitingForClient) {
    add('ashWaitingForClient', false, <AshWaitingCard waiting={data.ashWaitingForClient} />);
  }
  if (data.billable) add('billable', false, <BillableCard billable={data.billable} />);
  if (data.suppliers) add('suppliers', false, <SuppliersCard suppliers={data.suppliers} />);
  if (data.invoicing) {
    add(
      'invoicing',
      false,
      <InvoicingCard invoicing={data.invoicing} organizationId={context.organizationId} />,
    );
  }
  return urgentFirst(cards);
}

/**
 * True when the active organisation is a crematorium. Without a membership of its own (the platform
 * administrator) the organisation type's capabilities tell: only a crematorium decides on requests.
 */
function useCrematoriumSide(user: AuthUser): boolean {
  const gate = useGate();
  const organization = activeOrganization(user);
  if (organization) return organization.type === 'crematorium';
  return (
    organizationAllows(gate, 'crematorium_requests.decide') &&
    !organizationAllows(gate, 'crematorium_requests.create')
  );
}

/** The work cards of the active organisation: one request for every count, refreshed on focus and every minute. */
function WorkCards({ user, organizationId }: { user: AuthUser; organizationId: string }) {
  const provider = useCrematoriumSide(user);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: dashboardKeys.of(organizationId),
    queryFn: getDashboard,
    refetchOnWindowFocus: true,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const organizations = <OrganizationsCard user={user} />;

  return (
    <>
      {isError && (
        <Alert tone="error" className="mt-6">
          <p>
            {texts.loadFailed} {errorText(error)}
          </p>
          <Button variant="secondary" className="mt-3" busy={isFetching} onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      )}
      {isPending && !isError && (
        <div className={GRID} aria-busy="true" data-testid="dashboard-loading">
          <p role="status" className="sr-only">
            {texts.loading}
          </p>
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </div>
      )}
      {data ? (
        <div className={GRID} data-testid="dashboard-cards">
          {dashboardCards(data, { provider, organizationId }).map((card) => (
            <Fragment key={card.key}>{card.element}</Fragment>
          ))}
          {organizations}
        </div>
      ) : (
        isError && <div className={GRID}>{organizations}</div>
      )}
    </>
  );
}

/** The start page: a greeting, the active organisation, what needs doing now (per role), and the organisations. */
export function DashboardPage() {
  const { user } = useSession();
  const [now] = useState(() => new Date());
  if (!user) return null;
  const organization = activeOrganization(user);

  return (
    <div>
      <PageTitle>{greeting(user.name, now)}</PageTitle>
      {organization && (
        <p className="mt-2 text-stone-700">
          {interpolate(nlPages.dashboard.activeOrganization, {
            organization: organization.name,
            type: organizationTypeLabels[organization.type].toLowerCase(),
          })}
        </p>
      )}
      {user.activeOrganizationId ? (
        <WorkCards key={user.activeOrganizationId} user={user} organizationId={user.activeOrganizationId} />
      ) : (
        <div className={GRID}>
          <OrganizationsCard user={user} />
        </div>
      )}
    </div>
  );
}
