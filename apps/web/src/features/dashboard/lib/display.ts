import type { DashboardData } from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { dashboardTexts as texts } from './texts.ts';

/** The dashboard's own status labels: "Te laat", "Vandaag", "Binnenkort", "Alles op orde". */
export type DashboardStatus = 'overdue' | 'today' | 'soon' | 'ok';

export const STATUS_TONES: Record<DashboardStatus, BadgeTone> = {
  overdue: 'danger',
  today: 'warning',
  soon: 'warning',
  ok: 'success',
};

export const statusLabel = (status: DashboardStatus): string => texts.statuses[status];

/** "1 open taak" / "3 open taken": the word after a count, by the count. */
export const countWord = (count: number, one: string, many: string): string => (count === 1 ? one : many);

type Deadlines = NonNullable<DashboardData['legalDeadlines']>;
type CremationsToday = NonNullable<DashboardData['cremationsToday']>;

/** One dossier's latest day against today: passed, today, or within the next working days. */
export function deadlineStatus(latestDate: string, today: string): DashboardStatus {
  if (latestDate < today) return 'overdue';
  return latestDate === today ? 'today' : 'soon';
}

/** The legal deadlines card: the most pressing of its dossiers, or "Alles op orde" without any. */
export function deadlinesStatus(deadlines: Deadlines, today: string): DashboardStatus {
  if (deadlines.count === 0) return 'ok';
  const statuses = deadlines.items.map((item) => deadlineStatus(item.latestDate, today));
  if (statuses.includes('overdue')) return 'overdue';
  return statuses.includes('today') ? 'today' : 'soon';
}

/** The member's tasks: "Te laat" when one is overdue. */
export const tasksStatus = (tasks: NonNullable<DashboardData['tasks']>): DashboardStatus =>
  tasks.overdue > 0 ? 'overdue' : 'ok';

/** Today's planned cremations whose approval conditions do not hold yet (documents missing, legal window). */
export const notReady = (cremations: CremationsToday): CremationsToday['items'] =>
  cremations.items.filter((item) => item.status === 'planned' && !item.ready);

export const cremationsStatus = (cremations: CremationsToday): DashboardStatus =>
  notReady(cremations).length > 0 ? 'today' : 'ok';

/** Ashes: storage over the term is late; places whose term ends are coming. */
export function ashStatus(ash: NonNullable<DashboardData['ash']>): DashboardStatus {
  if (ash.overTerm > 0) return 'overdue';
  return ash.placesTermsEnding > 0 ? 'soon' : 'ok';
}

/**
 * The cards whose content is urgent come first: close legal deadlines, overdue tasks, today's cremations that are
 * not ready. Stable otherwise (the order the page gives).
 */
export function urgentFirst<T extends { urgent: boolean }>(cards: readonly T[]): T[] {
  return [...cards.filter((card) => card.urgent), ...cards.filter((card) => !card.urgent)];
}
