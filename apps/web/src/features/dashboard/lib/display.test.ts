import { describe, expect, it } from 'vitest';
import {
  ashStatus,
  countWord,
  cremationsStatus,
  deadlinesStatus,
  deadlineStatus,
  notReady,
  statusLabel,
  STATUS_TONES,
  tasksStatus,
  urgentFirst,
} from './display.ts';

const TODAY = '2026-11-23';
const deadline = (latestDate: string) => ({
  dossierId: latestDate,
  number: '2026-0001',
  deceasedName: 'X',
  latestDate,
});
const cremation = (status: 'planned' | 'approved' | 'performed' | 'cancelled', ready: boolean) => ({
  id: `${status}-${ready}`,
  number: '2026-0101',
  deceasedName: 'X',
  plannedAt: null,
  ovenName: null,
  status,
  ready,
  missing: ready ? [] : ['Verlof tot cremeren ontbreekt'],
});

describe('the dashboard’s status labels', () => {
  it('has the four labels of the specification, urgent ones in warning or danger tones', () => {
    expect(['overdue', 'today', 'soon', 'ok'].map((status) => statusLabel(status as never))).toEqual([
      'Te laat',
      'Vandaag',
      'Binnenkort',
      'Alles op orde',
    ]);
    expect(STATUS_TONES).toEqual({ overdue: 'danger', today: 'warning', soon: 'warning', ok: 'success' });
  });

  it('judges a legal latest day against today, and the card by its most pressing dossier', () => {
    expect(deadlineStatus('2026-11-22', TODAY)).toBe('overdue');
    expect(deadlineStatus(TODAY, TODAY)).toBe('today');
    expect(deadlineStatus('2026-11-25', TODAY)).toBe('soon');
    expect(deadlinesStatus({ count: 0, until: '2026-11-25', items: [] }, TODAY)).toBe('ok');
    expect(
      deadlinesStatus(
        { count: 2, until: '2026-11-25', items: [deadline('2026-11-25'), deadline(TODAY)] },
        TODAY,
      ),
    ).toBe('today');
    expect(
      deadlinesStatus(
        { count: 2, until: '2026-11-25', items: [deadline(TODAY), deadline('2026-11-20')] },
        TODAY,
      ),
    ).toBe('overdue');
    // More than the items shown: still close.
    expect(deadlinesStatus({ count: 7, until: '2026-11-25', items: [] }, TODAY)).toBe('soon');
  });

  it('calls tasks late only when one is overdue, and ashes late when one is in storage over the term', () => {
    expect(tasksStatus({ open: 4, overdue: 1 })).toBe('overdue');
    expect(tasksStatus({ open: 4, overdue: 0 })).toBe('ok');
    expect(ashStatus({ releasableThisWeek: 3, overTerm: 1, placesTermsEnding: 2 })).toBe('overdue');
    expect(ashStatus({ releasableThisWeek: 3, overTerm: 0, placesTermsEnding: 2 })).toBe('soon');
    expect(ashStatus({ releasableThisWeek: 3, overTerm: 0, placesTermsEnding: 0 })).toBe('ok');
  });

  it('counts only planned cremations whose conditions do not hold as not ready', () => {
    const items = [
      cremation('planned', false),
      cremation('planned', true),
      cremation('approved', true),
      cremation('cancelled', false),
    ];
    expect(notReady({ count: 4, items }).map((item) => item.id)).toEqual(['planned-false']);
    expect(cremationsStatus({ count: 4, items })).toBe('today');
    expect(cremationsStatus({ count: 1, items: [cremation('approved', true)] })).toBe('ok');
  });
});

describe('the dashboard’s order and wording', () => {
  it('puts the urgent cards first and keeps the order otherwise', () => {
    const cards = [
      { key: 'a', urgent: false },
      { key: 'b', urgent: true },
      { key: 'c', urgent: false },
      { key: 'd', urgent: true },
    ];
    expect(urgentFirst(cards).map((card) => card.key)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('words a count in the singular only for one', () => {
    expect(countWord(1, 'taak', 'taken')).toBe('taak');
    expect(countWord(0, 'taak', 'taken')).toBe('taken');
    expect(countWord(3, 'taak', 'taken')).toBe('taken');
  });
});
