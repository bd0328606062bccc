import { describe, expect, it } from 'vitest';
import { cremationRecord } from './cremation-test-fixtures.ts';
import { checkPerform, performDefaults, performFieldOf } from './perform-form.ts';

const values = (extra = {}) => ({
  date: '2026-11-21',
  startTime: '10:30',
  endTime: '',
  ovenPlaceId: 'oven1',
  ashRegistrationNumber: ' AS-2026-0042 ',
  ...extra,
});

describe('the "Crematie vastleggen" values', () => {
  it('turns Amsterdam wall-clock times into instants (winter and summer time)', () => {
    expect(checkPerform(values({ endTime: '12:05' }))).toEqual({
      errors: {},
      input: {
        performedAt: '2026-11-21T09:30:00.000Z',
        endedAt: '2026-11-21T11:05:00.000Z',
        ovenPlaceId: 'oven1',
        ashRegistrationNumber: 'AS-2026-0042',
      },
    });
    expect(checkPerform(values({ date: '2026-07-01' })).input?.performedAt).toBe('2026-07-01T08:30:00.000Z');
  });

  it('leaves the end and the oven out when they are empty', () => {
    const { input } = checkPerform(values({ ovenPlaceId: '' }));
    expect(input?.endedAt).toBeNull();
    expect(input?.ovenPlaceId).toBeNull();
  });

  it('requires the registration number on the asbus, the date and the start time', () => {
    const checked = checkPerform(values({ ashRegistrationNumber: '  ', date: '', startTime: '' }));
    expect(checked.input).toBeNull();
    expect(checked.errors.ashRegistrationNumber).toMatch(/registratienummer op de asbus/i);
    expect(checked.errors.date).toMatch(/uitvoering/);
    expect(checked.errors.startTime).toMatch(/Begin crematie/);
    expect(
      checkPerform(values({ ashRegistrationNumber: 'x'.repeat(51) })).errors.ashRegistrationNumber,
    ).toMatch(/50/);
  });

  it('refuses an end before the start', () => {
    const checked = checkPerform(values({ endTime: '10:00' }));
    expect(checked.errors.endTime).toBe('Het einde van de crematie ligt vóór het begin.');
    expect(checked.input).toBeNull();
  });

  it('starts from the planned moment once it has passed, else from now, with the record’s oven', () => {
    const record = cremationRecord({ plannedAt: '2026-11-21T09:30:00.000Z' });
    expect(performDefaults(record, new Date('2026-11-21T13:00:00.000Z'))).toEqual({
      date: '2026-11-21',
      startTime: '10:30',
      endTime: '',
      ovenPlaceId: 'oven1',
      ashRegistrationNumber: '',
    });
    const early = performDefaults(record, new Date('2026-11-21T07:45:00.000Z'));
    expect([early.date, early.startTime]).toEqual(['2026-11-21', '08:45']);
    expect(performDefaults(cremationRecord({ oven: null }), new Date()).ovenPlaceId).toBe('');
  });

  it('puts the server’s field messages on the dialog’s fields', () => {
    expect(performFieldOf('performedAt')).toBe('startTime');
    expect(performFieldOf('endedAt')).toBe('endTime');
    expect(performFieldOf('ashRegistrationNumber')).toBe('ashRegistrationNumber');
    expect(performFieldOf('version')).toBeNull();
  });
});
