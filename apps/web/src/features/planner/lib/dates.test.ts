import { describe, expect, it } from 'vitest';
import { dayHeading, daysBetween, isoWeekNumber, shortDayLabel, timeOnDay, timeRangeText, weekHeading, whenText } from './dates.ts';
import { reservationName } from './display.ts';
import { fileNameFromDisposition } from './download.ts';

describe('Dutch day and week names', () => {
  it('names a day and a week', () => {
    expect(dayHeading('2026-11-24')).toBe('Dinsdag 24 november 2026');
    expect(dayHeading('2026-11-29')).toBe('Zondag 29 november 2026');
    expect(weekHeading('2026-11-24')).toBe('Week 48: 23 – 29 november 2026');
    expect(weekHeading('2026-12-01')).toBe('Week 49: 30 november – 6 december 2026');
    expect(weekHeading('2026-12-30')).toBe('Week 53: 28 december 2026 – 3 januari 2027');
    expect(shortDayLabel('2026-11-23')).toBe('ma 23 nov');
  });

  it('counts ISO weeks', () => {
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-03')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
  });

  it('writes times on a 24-hour clock, with the end day across midnight', () => {
    expect(timeRangeText('2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z')).toBe('10:00 tot 11:30');
    expect(timeRangeText('2026-11-24T22:00:00.000Z', '2026-11-25T00:30:00.000Z', '–')).toBe('23:00–25 november 01:30');
    expect(whenText('2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z')).toBe('24 november 2026 10:00–11:30');
    // On each day it touches, the part on the other day carries its date.
    expect(timeOnDay('2026-11-24T15:00:00.000Z', '2026-11-25T01:00:00.000Z', '2026-11-24')).toBe('16:00–25 nov 02:00');
    expect(timeOnDay('2026-11-24T15:00:00.000Z', '2026-11-25T01:00:00.000Z', '2026-11-25')).toBe('24 nov 16:00–02:00');
    expect(timeOnDay('2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z', '2026-10-25')).toBe('01:30–02:30');
  });

  it('names a block in full for screen readers', () => {
    const reservation = {
      kind: 'ceremony' as const,
      title: 'Afscheid J. de Vries',
      status: 'confirmed' as const,
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T10:30:00.000Z',
      dossier: null,
      place: { name: 'Aula' },
    };
    expect(reservationName(reservation)).toBe('Plechtigheid: Afscheid J. de Vries, Aula, 10:00 tot 11:30, bevestigd');
    expect(
      reservationName({
        ...reservation,
        status: 'option',
        dossier: { id: 'd1', number: '2026-0042', deceasedName: 'Jan de Vries' },
      }),
    ).toBe('Plechtigheid: Afscheid J. de Vries, Aula, 10:00 tot 11:30, optie, dossier 2026-0042');
  });

  it('takes the file name of a download from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="planning-2026-11-24.pdf"', 'x.pdf')).toBe('planning-2026-11-24.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''week%2048.pdf", 'x.pdf')).toBe('week 48.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition('attachment; filename="../../etc/p.pdf"', 'x.pdf')).toBe('p.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });
});
