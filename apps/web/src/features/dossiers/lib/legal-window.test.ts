import { legalWindow } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import {
  formatDateWithWeekday,
  formatDeath,
  formatMoment,
  formatPlanned,
  legalWindowView,
} from './legal-window.ts';

/** A dossier's legal window as the server sends it (no exception unless given). */
function dossierFor(
  diedAt: string,
  extra: {
    funeralAt?: string | null;
    funeralDate?: string | null;
    exception?: { kind: 'delay' | 'early'; reference: string; until: string | null };
  } = {},
) {
  const window = legalWindow(diedAt);
  return {
    status: 'open' as const,
    funeralAt: extra.funeralAt ?? null,
    funeralDate: extra.funeralDate ?? (extra.funeralAt ? extra.funeralAt.slice(0, 10) : null),
    legalWindow: { ...window, exception: extra.exception ?? null },
  };
}

describe('legal window in the dossier header', () => {
  it('formats dates with the weekday and moments with "om"', () => {
    expect(formatDateWithWeekday('2026-04-14')).toBe('dinsdag 14 april 2026');
    expect(formatDateWithWeekday('2026-11-21T13:05:00.000Z')).toBe('zaterdag 21 november 2026');
    expect(formatMoment('2026-04-05T12:30:00.000Z')).toBe('5 april 2026 om 14:30');
  });

  it('shows a death without a known time as its date with "tijd onbekend"', () => {
    // The server counts such a death from 23:59 of that day.
    expect(formatDeath({ diedAt: '2026-11-21T22:59:00.000Z', deathTimeUnknown: true })).toBe(
      '21 november 2026, tijd onbekend',
    );
    expect(formatDeath({ diedAt: '2026-11-21T13:05:00.000Z', deathTimeUnknown: false })).toBe(
      '21 november 2026 om 14:05',
    );
  });

  it('shows a cremation or funeral date saved without a time, not "nothing planned"', () => {
    expect(formatPlanned({ funeralAt: null, funeralDate: '2026-11-27' })).toBe(
      '27 november 2026, tijd nog niet vastgelegd',
    );
    expect(formatPlanned({ funeralAt: '2026-11-27T13:00:00.000Z', funeralDate: '2026-11-27' })).toBe(
      '27 november 2026 om 14:00',
    );
    expect(formatPlanned({ funeralAt: null, funeralDate: null })).toBeNull();
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
  });

  it('watches the last day of a recorded uitstel instead', () => {
    const delayed = dossierFor('2026-04-03T08:00:00.000Z', {
      exception: { kind: 'delay', reference: 'GEM-12', until: '2026-04-20' },
    });
    const view = legalWindowView(delayed, new Date('2026-04-15T10:00:00Z'));
    expect(view.warning).toBeNull();
    expect(view.exception).toBe(
      'Uitstel verleend door de burgemeester tot en met maandag 20 april 2026 (kenmerk GEM-12).',
    );
    expect(legalWindowView(delayed, new Date('2026-04-20T10:00:00Z')).warning?.message).toBe(
      'Vandaag is de uiterste datum voor de uitvaart.',
    );
    expect(legalWindowView(delayed, new Date('2026-04-21T10:00:00Z')).warning?.tone).toBe('error');
    const plannedAfter = dossierFor('2026-04-03T08:00:00.000Z', {
      funeralAt: '2026-04-21T10:00:00Z',
      exception: { kind: 'delay', reference: 'GEM-12', until: '2026-04-20' },
    });
    expect(legalWindowView(plannedAfter, new Date('2026-04-15T10:00:00Z')).warning?.message).toBe(
      'De geplande uitvaart ligt na de uiterste datum.',
    );
    // Without its last day the uitstel moves nothing.
    const noEnd = dossierFor('2026-04-03T08:00:00.000Z', {
      exception: { kind: 'delay', reference: 'GEM-12', until: null },
    });
    const open = legalWindowView(noEnd, new Date('2026-04-15T10:00:00Z'));
    expect(open.warning?.tone).toBe('error');
    expect(open.exception).toMatch(/zonder einddatum/);
  });

  it('names the vervroeging as the burgemeester’s, with the consent of the officier van justitie', () => {
    const early = dossierFor('2026-04-03T08:00:00.000Z', {
      exception: { kind: 'early', reference: 'BGM-7', until: null },
    });
    expect(legalWindowView(early).exception).toBe(
      'Vervroeging verleend door de burgemeester, met instemming van de officier van justitie (kenmerk BGM-7).',
    );
  });

  it('says when the equated days of a year of the count are not known yet', () => {
    expect(legalWindowView(dossierFor('2026-04-03T08:00:00.000Z')).decreeNote).toBeNull();
    expect(legalWindowView(dossierFor('2029-03-05T09:00:00.000Z')).decreeNote).toBe(
      'De dagen die in 2029 bij besluit met een feestdag worden gelijkgesteld, zijn nog niet bekend: de uiterste datum is zonder die dagen berekend.',
    );
  });

  it('checks a planned moment against the window', () => {
    const early = dossierFor('2026-04-03T08:00:00.000Z', { funeralAt: '2026-04-04T10:00:00Z' });
    expect(legalWindowView(early, new Date('2026-04-03T09:00:00Z')).warning?.tone).toBe('error');
    const inside = dossierFor('2026-04-03T08:00:00.000Z', { funeralAt: '2026-04-09T10:00:00Z' });
    expect(legalWindowView(inside, new Date('2026-04-20T09:00:00Z')).warning).toBeNull();
  });

  it('treats a date without a time as planned, judged by the whole day', () => {
    const dated = dossierFor('2026-04-03T08:00:00.000Z', { funeralDate: '2026-04-09' });
    expect(legalWindowView(dated, new Date('2026-04-20T09:00:00Z')).warning).toBeNull();
    const onEarliestDay = dossierFor('2026-04-03T08:00:00.000Z', { funeralDate: '2026-04-04' });
    expect(legalWindowView(onEarliestDay, new Date('2026-04-03T09:00:00Z')).warning).toBeNull();
    const late = dossierFor('2026-04-03T08:00:00.000Z', { funeralDate: '2026-04-15' });
    expect(legalWindowView(late, new Date('2026-04-03T09:00:00Z')).warning?.message).toBe(
      'De geplande uitvaart ligt na de uiterste datum.',
    );
  });
});
