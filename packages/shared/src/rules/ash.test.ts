import { describe, expect, it } from 'vitest';
import {
  ashKindFromSection,
  ashRecordStatus,
  ashReleaseDate,
  daysUntilRelease,
  effectiveReleaseDate,
  storageTermCutoff,
} from './ash.ts';

describe('ashReleaseDate (art. 59 lid 1 Wlb: at least one full month, release from the day after)', () => {
  it('cremated 7 January → from 8 February', () => {
    expect(ashReleaseDate('2026-01-07')).toBe('2026-02-08');
    expect(ashReleaseDate('2026-12-15')).toBe('2027-01-16');
  });

  it.each(['2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31'])(
    'cremated %s → the month ends on 28 February → from 1 March 2026',
    (cremated) => {
      expect(ashReleaseDate(cremated)).toBe('2026-03-01');
    },
  );

  it('in a leap year: 31 January 2028 → from 1 March, 28 January 2028 → from 29 February', () => {
    expect(ashReleaseDate('2028-01-31')).toBe('2028-03-01');
    expect(ashReleaseDate('2028-01-28')).toBe('2028-02-29');
    expect(ashReleaseDate('2028-01-29')).toBe('2028-03-01');
  });

  it('cremated 31 December → from 1 February; 31 March → from 1 May', () => {
    expect(ashReleaseDate('2026-12-31')).toBe('2027-02-01');
    expect(ashReleaseDate('2026-03-31')).toBe('2026-05-01');
  });

  it('reads an instant in Amsterdam', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Amsterdam.
    expect(ashReleaseDate('2026-01-31T23:30:00.000Z')).toBe('2026-03-02');
    expect(ashReleaseDate('2026-01-07T13:00:00.000Z')).toBe('2026-02-08');
  });

  it('takes the waiting period as a parameter', () => {
    expect(ashReleaseDate('2026-01-07', 0)).toBe('2026-01-07');
    expect(ashReleaseDate('2026-11-30', 3)).toBe('2027-03-01');
    expect(ashReleaseDate('2026-11-27', 3)).toBe('2027-02-28');
  });

  it('answers null for an empty or invalid date', () => {
    expect(ashReleaseDate('')).toBeNull();
    expect(ashReleaseDate(null)).toBeNull();
    expect(ashReleaseDate('2026-02-30')).toBeNull();
  });
});

describe('ashReleaseDate at the ends of months (the cases of issue 15)', () => {
  it.each([
    ['2026-01-31', '2026-03-01'],
    ['2028-01-30', '2028-03-01'],
    ['2028-02-29', '2028-03-30'],
    ['2026-12-31', '2027-02-01'],
    ['2026-01-07', '2026-02-08'],
    ['2026-03-31', '2026-05-01'],
    ['2026-04-30', '2026-05-31'],
    ['2026-05-31', '2026-07-01'],
  ])('cremated %s → released from %s', (cremated, released) => {
    expect(ashReleaseDate(cremated)).toBe(released);
  });
});

describe('ashRecordStatus', () => {
  it('is in storage without destinations, or with only withdrawn ones', () => {
    expect(ashRecordStatus(1, [])).toBe('in_storage');
    expect(ashRecordStatus(1, [{ status: 'withdrawn', urns: 1 }])).toBe('in_storage');
  });

  it('follows the least advanced destination', () => {
    expect(ashRecordStatus(1, [{ status: 'requested', urns: 1 }])).toBe('destination_requested');
    expect(ashRecordStatus(1, [{ status: 'approved', urns: 1 }])).toBe('approved');
    expect(ashRecordStatus(1, [{ status: 'executed', urns: 1 }])).toBe('executed');
    expect(ashRecordStatus(1, [{ status: 'closed', urns: 1 }])).toBe('closed');
    expect(
      ashRecordStatus(2, [
        { status: 'closed', urns: 1 },
        { status: 'approved', urns: 1 },
      ]),
    ).toBe('approved');
    expect(
      ashRecordStatus(2, [
        { status: 'closed', urns: 1 },
        { status: 'withdrawn', urns: 1 },
        { status: 'closed', urns: 1 },
      ]),
    ).toBe('closed');
  });

  it('is never closed while an urn has no destination', () => {
    expect(ashRecordStatus(2, [{ status: 'closed', urns: 1 }])).toBe('executed');
    expect(ashRecordStatus(3, [{ status: 'requested', urns: 1 }])).toBe('destination_requested');
  });
});

describe('effectiveReleaseDate', () => {
  it('is the legal date, or an earlier exemption date', () => {
    expect(effectiveReleaseDate({ earliest_release_on: '2026-12-22' })).toBe('2026-12-22');
    expect(effectiveReleaseDate({ earliest_release_on: '2026-12-22', exemption_release_on: null })).toBe('2026-12-22');
    expect(effectiveReleaseDate({ earliest_release_on: '2026-12-22', exemption_release_on: '2026-12-01' })).toBe(
      '2026-12-01',
    );
    // A later "exemption" never postpones the legal date.
    expect(effectiveReleaseDate({ earliest_release_on: '2026-12-22', exemption_release_on: '2027-01-05' })).toBe(
      '2026-12-22',
    );
    expect(effectiveReleaseDate({ earliestReleaseOn: '2026-12-22', exemptionReleaseOn: '2026-12-10' })).toBe(
      '2026-12-10',
    );
  });
});

describe('daysUntilRelease', () => {
  it('counts whole calendar days, across months and the change to winter time', () => {
    expect(daysUntilRelease('2026-12-22', '2026-11-21')).toBe(31);
    expect(daysUntilRelease('2026-11-22', '2026-11-21')).toBe(1);
    expect(daysUntilRelease('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysUntilRelease('2026-11-01', '2026-11-21')).toBe(-20);
    expect(daysUntilRelease('2026-10-26', '2026-10-24')).toBe(2);
    expect(daysUntilRelease('2029-03-01', '2028-02-28')).toBe(367);
  });
});

describe('storageTermCutoff', () => {
  it('is the last cremation date that is over the term on the day', () => {
    // On 21 November, six months back is 21 May: cremated on 20 May or before is over the term.
    expect(storageTermCutoff('2026-11-21', 6)).toBe('2026-05-20');
    // 31 August minus six months: February has no 31st, so its last day.
    expect(storageTermCutoff('2026-08-31', 6)).toBe('2026-02-27');
    expect(storageTermCutoff('2028-08-31', 6)).toBe('2028-02-28');
    // Across the turn of the year.
    expect(storageTermCutoff('2027-03-15', 6)).toBe('2026-09-14');
    expect(storageTermCutoff('2027-01-01', 1)).toBe('2026-11-30');
    expect(storageTermCutoff('2026-11-21', 12)).toBe('2025-11-20');
  });
});

describe('ashKindFromSection', () => {
  it.each([
    ['columbarium', 'niche'],
    ['urn_grave', 'urn_grave'],
    ['urn_garden', 'urn_garden'],
    ['existing_grave', 'existing_grave'],
    ['scatter_field', 'scattering_field'],
    ['scatter_elsewhere', 'scatter_elsewhere'],
    ['scatter_water', 'sea'],
    ['handover', 'hand_over'],
    ['jewellery', 'hand_over'],
    ['abroad', 'abroad'],
  ] as const)('the section’s %s is the kind %s', (section, kind) => {
    expect(ashKindFromSection(section)).toBe(kind);
  });

  it('is null without a destination or for one the crematorium does not execute', () => {
    expect(ashKindFromSection(null)).toBeNull();
    expect(ashKindFromSection(undefined)).toBeNull();
    expect(ashKindFromSection('')).toBeNull();
    expect(ashKindFromSection('temporary_storage')).toBeNull();
  });
});
