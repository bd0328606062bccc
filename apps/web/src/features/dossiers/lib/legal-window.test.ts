import { legalWindow } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { formatDateWithWeekday, formatMoment, legalWindowView } from './legal-window.ts';

/** A dossier's legal window as the server sends it (no exception). */
function dossierFor(
  diedAt: string,
  extra: { funeralAt?: string | null; exception?: { kind: 'delay' | 'early'; reference: string } } = {},
) {
  const window = legalWindow(diedAt);
  return {
    status: 'open' as const,
    funeralAt: extra.funeralAt ?? null,
    legalWindow: { ...window, exception: extra.exception ?? null },
  };
}

describe('legal window in the dossier header', () => {
  it('formats dates with the weekday and moments with "om"', () => {
    expect(formatDateWithWeekday('2026-04-14')).toBe('dinsdag 14 april 2026');
    expect(formatDateWithWeekday('2026-11-21T13:05:00.000Z')).toBe('zaterdag 21 november 2026');
    expect(formatMoment('2026-04-05T12:30:00.000Z')).toBe('5 april 2026 om 14:30');
  });

  it('death on Good Friday 3 April 2026 at 10:00: earliest Saturday 22:00, latest Tuesday 14 April', () => {
    const dossier = dossierFor('2026-04-03T08:00:00.000Z');
    const view = legalWindowView(dossier, new Date('2026-04-03T09:00:00Z'));
    expect(view.text).toBe('Vroegst: 4 april 2026 om 22:00 · Uiterlijk: dinsdag 14 april 2026');
    expect(view.warning).toBeNull();
  });

  it('warns when the last day is near, today or past, while nothing is planned', () => {
    const dossier = dossierFor('2026-04-03T08:00:00.000Z');
    expect(legalWindowView(dossier, new Date('2026-04-12T10:00:00Z')).warning).toEqual({
      tone: 'warning',
      message: 'Nog 2 dagen tot de uiterste datum voor de uitvaart.',
    });
    expect(legalWindowView(dossier, new Date('2026-04-14T10:00:00Z')).warning?.message).toBe(
      'Vandaag is de uiterste datum voor de uitvaart.',
    );
    expect(legalWindowView(dossier, new Date('2026-04-15T10:00:00Z')).warning?.tone).toBe('error');
    // A recorded uitstel permit lifts the deadline.
    const delayed = dossierFor('2026-04-03T08:00:00.000Z', {
      exception: { kind: 'delay', reference: 'GEM-12' },
    });
    const view = legalWindowView(delayed, new Date('2026-04-15T10:00:00Z'));
    expect(view.warning).toBeNull();
    expect(view.exception).toContain('GEM-12');
  });

  it('checks a planned moment against the window', () => {
    const early = dossierFor('2026-04-03T08:00:00.000Z', { funeralAt: '2026-04-04T10:00:00Z' });
    expect(legalWindowView(early, new Date('2026-04-03T09:00:00Z')).warning?.tone).toBe('error');
    const inside = dossierFor('2026-04-03T08:00:00.000Z', { funeralAt: '2026-04-09T10:00:00Z' });
    expect(legalWindowView(inside, new Date('2026-04-20T09:00:00Z')).warning).toBeNull();
  });
});
