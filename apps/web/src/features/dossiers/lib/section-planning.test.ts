import { describe, expect, it } from 'vitest';
import { isPlannableSection, sectionPlanPrefill } from './section-planning.ts';

describe('sectionPlanPrefill', () => {
  it('takes the ceremony date and times', () => {
    expect(
      sectionPlanPrefill(
        'ceremony',
        { date: '2026-11-27', startTime: '14:00', endTime: '15:30' },
        'Jan de Vries',
      ),
    ).toEqual({
      kind: 'ceremony',
      title: 'Plechtigheid Jan de Vries',
      date: '2026-11-27',
      start: '14:00',
      end: '15:30',
    });
  });

  it('gives a cremation its usual length and a burial an hour, also past midnight', () => {
    expect(sectionPlanPrefill('cremation', { date: '2026-11-27', time: '10:15' }, 'Jan')).toMatchObject({
      kind: 'cremation',
      start: '10:15',
      end: '11:45',
    });
    expect(sectionPlanPrefill('funeral', { date: '2026-12-31', time: '23:30' }, 'Jan')).toMatchObject({
      kind: 'other',
      title: 'Begrafenis Jan',
      end: '00:30',
      endDate: '2027-01-01',
    });
  });

  it('takes the wake period over several days', () => {
    expect(
      sectionPlanPrefill(
        'wake',
        { fromDate: '2026-11-25', fromTime: '19:00', untilDate: '2026-11-26', untilTime: '12:00' },
        'Jan',
      ),
    ).toMatchObject({
      kind: 'wake',
      date: '2026-11-25',
      start: '19:00',
      end: '12:00',
      endDate: '2026-11-26',
    });
  });

  it('leaves out what the section does not know yet', () => {
    expect(sectionPlanPrefill('condolence', {}, 'Jan')).toEqual({
      kind: 'condolence',
      title: 'Condoleance Jan',
    });
    expect(sectionPlanPrefill('ceremony', { date: '2026-11-27' }, 'Jan')).toEqual({
      kind: 'ceremony',
      title: 'Plechtigheid Jan',
      date: '2026-11-27',
    });
  });

  it('knows which sections plan', () => {
    expect(isPlannableSection('cremation')).toBe(true);
    expect(isPlannableSection('deceased')).toBe(false);
  });
});
