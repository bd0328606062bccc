import {
  DOSSIER_STATUS_LABELS,
  DOSSIER_STATUSES,
  formatDate,
  formatMoney,
  interpolate,
  type DashboardData,
} from '@afscheid/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { BillableDossiersDialog } from '../../invoicing/index.ts';
import {
  countWord,
  deadlinesStatus,
  deadlineStatus,
  STATUS_TONES,
  statusLabel,
  tasksStatus,
} from '../lib/display.ts';
import { dashboardLinks as links } from '../lib/links.ts';
import { dashboardTexts } from '../lib/texts.ts';
import { CountButton, CountLink, CountList } from './count-link.tsx';
import { DashboardCard } from './dashboard-card.tsx';

type Part<K extends keyof DashboardData> = NonNullable<DashboardData[K]>;

/** "Wettelijke termijnen": open dossiers whose latest day is close and that have nothing planned yet. */
export function LegalDeadlinesCard({
  deadlines,
  today,
}: {
  deadlines: Part<'legalDeadlines'>;
  today: string;
}) {
  const t = dashboardTexts.deadlines;
  const more = deadlines.count - deadlines.items.length;
  return (
    <DashboardCard
      title={t.title}
      description={t.intro}
      status={deadlinesStatus(deadlines, today)}
      urgent={deadlines.count > 0}
    >
      <CountList>
        <CountLink
          to={links.legalDeadlines}
          count={deadlines.count}
          label={countWord(deadlines.count, t.countOne, t.countMany)}
          urgent
        />
      </CountList>
      {deadlines.items.length > 0 && (
        <ul aria-label={t.caption} className="mt-3 divide-y divide-stone-200">
          {deadlines.items.map((item) => {
            const status = deadlineStatus(item.latestDate, today);
            return (
              <li
                key={item.dossierId}
                className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2"
              >
                <p className="min-w-0 flex-1 basis-48 break-words">
                  <span className="mr-2 font-mono text-sm text-stone-700 tabular-nums">{item.number}</span>
                  <Link to={links.dossier(item.dossierId)}>{item.deceasedName}</Link>
                  <span className="block text-sm text-stone-700">
                    {interpolate(t.latest, { date: formatDate(item.latestDate) })}
                  </span>
                </p>
                {status !== 'soon' && <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>}
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 text-sm">
          <Link to={links.legalDeadlines}>{interpolate(t.more, { count: more })}</Link>
        </p>
      )}
    </DashboardCard>
  );
}

/** "Mijn taken": the member's open tasks and, first when there are any, the overdue ones. */
export function TasksCard({ tasks }: { tasks: Part<'tasks'> }) {
  const t = dashboardTexts.tasks;
  const overdue = (
    <CountLink key="overdue" to={links.myOverdueTasks} count={tasks.overdue} label={t.overdue} urgent />
  );
  const open = (
    <CountLink
      key="open"
      to={links.myOpenTasks}
      count={tasks.open}
      label={countWord(tasks.open, t.openOne, t.openMany)}
    />
  );
  return (
    <DashboardCard
      title={t.title}
      description={t.intro}
      status={tasksStatus(tasks)}
      urgent={tasks.overdue > 0}
    >
      <CountList>{tasks.overdue > 0 ? [overdue, open] : [open, overdue]}</CountList>
    </DashboardCard>
  );
}

/** "Dossiers": the organisation's dossiers per status ("3 lopend"), each linking to the list with that status. */
export function DossiersCard({ dossiers }: { dossiers: Part<'dossiers'> }) {
  const t = dashboardTexts.dossiers;
  const counts = new Map(dossiers.byStatus.map((entry) => [entry.status, entry.count]));
  return (
    <DashboardCard title={t.title} description={t.intro}>
      <CountList columns>
        {DOSSIER_STATUSES.map((status) => (
          <CountLink
            key={status}
            to={links.dossiersByStatus(status)}
            count={counts.get(status) ?? 0}
            label={DOSSIER_STATUS_LABELS[status].toLowerCase()}
          />
        ))}
      </CountList>
      <p className="mt-3">
        <Link to={links.dossiers}>
          {dossiers.total === 1 ? t.allOne : interpolate(t.all, { count: dossiers.total })}
        </Link>
      </p>
    </DashboardCard>
  );
}

/** "Planning": the reservations of today and tomorrow, each linking to that day in the planner. */
export function ReservationsCard({
  reservations,
  today,
  tomorrow,
}: {
  reservations: Part<'reservations'>;
  today: string;
  tomorrow: string;
}) {
  const t = dashboardTexts.reservations;
  return (
    <DashboardCard title={t.title} description={t.intro}>
      <CountList columns>
        <CountLink to={links.plannerDay(today)} count={reservations.today} label={t.today} />
        <CountLink to={links.plannerDay(tomorrow)} count={reservations.tomorrow} label={t.tomorrow} />
      </CountList>
    </DashboardCard>
  );
}

/** "Te factureren": dossiers with billable lines not invoiced, and their total; the count opens the dialog. */
export function BillableCard({ billable }: { billable: Part<'billable'> }) {
  const t = dashboardTexts.billable;
  const gate = useGate();
  const [open, setOpen] = useState(false);
  const label = countWord(billable.count, t.countOne, t.countMany);
  // The dialog lists the dossiers with their budget lines: it needs to see budgets.
  const mayOpen = gate.can('budget.view');
  return (
    <DashboardCard title={t.title} description={t.intro} status={billable.count === 0 ? 'ok' : null}>
      <CountList>
        {mayOpen ? (
          <CountButton count={billable.count} label={label} onPress={() => setOpen(true)} />
        ) : (
          <li className="flex items-baseline gap-2 py-1">
            <span className="text-3xl leading-none font-semibold text-brand-800 tabular-nums">
              {billable.count}
            </span>
            <span>{label}</span>
          </li>
        )}
      </CountList>
      <p className="mt-2 font-medium text-stone-900 tabular-nums">
        {interpolate(t.totalIncl, { amount: formatMoney(billable.totalIncl) })}
      </p>
      <p className="text-sm text-stone-700 tabular-nums">
        {interpolate(t.totalExcl, { amount: formatMoney(billable.totalExcl) })}
      </p>
      {mayOpen && <BillableDossiersDialog open={open} onClose={() => setOpen(false)} />}
    </DashboardCard>
  );
}

/**
 * "Crematieaanvragen", for either side. A funeral company: requests waiting for the crematorium, and proposals it
 * must answer; a crematorium: requests it must answer, and its proposals waiting for the funeral company.
 */
export function RequestsCard({
  requests,
  provider,
}: {
  requests: Part<'crematoriumRequests'>;
  provider: boolean;
}) {
  const t = dashboardTexts.requests;
  const waitingOnUs = provider ? requests.submitted : requests.proposals;
  return (
    <DashboardCard
      title={t.title}
      description={provider ? t.introProvider : t.introRequester}
      status={waitingOnUs === 0 ? 'ok' : null}
    >
      <CountList>
        {provider ? (
          <>
            <CountLink
              to={links.requestsSubmitted}
              count={requests.submitted}
              label={countWord(requests.submitted, t.toAnswerOne, t.toAnswerMany)}
            />
            <CountLink
              to={links.requestsProposed}
              count={requests.proposals}
              label={countWord(requests.proposals, t.proposalsWaitingOne, t.proposalsWaitingMany)}
            />
          </>
        ) : (
          <>
            <CountLink
              to={links.requestsProposed}
              count={requests.proposals}
              label={countWord(requests.proposals, t.proposalsToAnswerOne, t.proposalsToAnswerMany)}
            />
            <CountLink
              to={links.requestsSubmitted}
              count={requests.submitted}
              label={countWord(requests.submitted, t.waitingCrematoriumOne, t.waitingCrematoriumMany)}
            />
          </>
        )}
      </CountList>
    </DashboardCard>
  );
}

/** "Asbestemmingen" (a funeral company): cremated, ashes in storage, and the client has not chosen yet. */
export function AshWaitingCard({ waiting }: { waiting: Part<'ashWaitingForClient'> }) {
  const t = dashboardTexts.ashWaiting;
  return (
    <DashboardCard title={t.title} description={t.intro} status={waiting.count === 0 ? 'ok' : null}>
      <CountList>
        <CountLink
          to={links.ashWaitingForClient}
          count={waiting.count}
          label={countWord(waiting.count, t.countOne, t.countMany)}
        />
      </CountList>
    </DashboardCard>
  );
}
