import { describe, expect, it } from 'vitest';
import { addDays, describeDue, dossierLabel, isOverdue, priorityLabel, todayIso } from './task-display.ts';

describe('overdue and due dates in Dutch', () => {
  const today = '2026-11-21';

  it('marks only open tasks with a due date before today as overdue', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-11-20' }, today)).toBe(true);
    expect(isOverdue({ status: 'open', dueDate: today }, today)).toBe(false);
    expect(isOverdue({ status: 'done', dueDate: '2026-11-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'open', dueDate: null }, today)).toBe(false);
  });

  it('writes the date in Dutch with "vandaag", "morgen" or "gisteren" when it is that close', () => {
    expect(describeDue({ status: 'open', dueDate: '2026-11-21' }, today)).toEqual({
      text: '21 november 2026 (vandaag)',
      overdue: false,
    });
    expect(describeDue({ status: 'open', dueDate: '2026-11-22' }, today).text).toBe(
      '22 november 2026 (morgen)',
    );
    expect(describeDue({ status: 'open', dueDate: '2026-11-20' }, today)).toEqual({
      text: '20 november 2026 (gisteren)',
      overdue: true,
    });
    expect(describeDue({ status: 'open', dueDate: '2027-01-05' }, today)).toEqual({
      text: '5 januari 2027',
      overdue: false,
    });
    expect(describeDue({ status: 'open', dueDate: null }, today)).toEqual({
      text: 'Geen deadline',
      overdue: false,
    });
  });

  it('counts calendar days across months, years and the change to winter time', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('takes today in Amsterdam, not in UTC', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam (UTC+1).
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(todayIso(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('labels priorities and dossiers', () => {
    expect(priorityLabel('urgent')).toBe('Dringend');
    expect(priorityLabel('low')).toBe('Laag');
    expect(dossierLabel({ number: '2026-0042', deceasedName: 'Jan de Vries' })).toBe(
      '2026-0042 · Jan de Vries',
    );
  });
});
