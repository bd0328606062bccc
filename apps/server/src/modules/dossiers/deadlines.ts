import {
  addDays,
  addWorkingDays,
  amsterdamInstant,
  LEGAL_DEADLINE_SOON_WORKING_DAYS,
  LEGAL_WINDOW_DEFAULTS,
  legalWindow,
} from '@afscheid/shared';

/**
 * Deaths further back than this never have a latest day today or later: six working days span at most about two
 * calendar weeks (two weekends and the Christmas or Easter holidays).
 */
const LOOK_BACK_DAYS = 20;

export type LegalDeadlineRange = {
  /** The first latest day that counts (`YYYY-MM-DD`): today. */
  today: string;
  /** The last latest day that counts as close (`YYYY-MM-DD`): today plus two working days. */
  until: string;
  /** Instants bounding the moment of death: from inclusive, to exclusive (equal when no day of death qualifies). */
  diedFrom: string;
  diedTo: string;
};

/**
 * The deaths whose legal latest day (the shared `legalWindow`: the 6th working day after the day of death,
 * holidays and decree days counted) falls from `today` up to and including two working days later, as a range
 * of moments of death. The latest day never goes back when the day of death moves on, so the days of death that
 * qualify are one run of consecutive days: found here by asking `legalWindow` for each candidate day, so the
 * database filters a range of `died_at` (an index range) instead of computing a window per dossier. The day of
 * death is the Amsterdam day of `died_at`, as `legalWindow` counts it (a death without a known time is stored on
 * its own day as well). A dossier with a delay permit (uitstel) counts by the permit's last day instead
 * (`dossiers.legal_delay_until`, between `today` and `until`).
 */
export function legalDeadlineRange(today: string): LegalDeadlineRange {
  // The same for everyone all day: worked out once per day (a few milliseconds of calendar arithmetic).
  if (cached?.today !== today) cached = { today, range: computeRange(today) };
  return cached.range;
}

let cached: { today: string; range: LegalDeadlineRange } | null = null;

function computeRange(today: string): LegalDeadlineRange {
  const until = addWorkingDays(today, LEGAL_DEADLINE_SOON_WORKING_DAYS);
  let first: string | null = null;
  let last: string | null = null;
  // A latest day is at least as many calendar days after the death as it has working days: deaths after
  // `until` minus that many days come later.
  const lastCandidate = addDays(until, -LEGAL_WINDOW_DEFAULTS.latestWorkingDays);
  for (let day = addDays(today, -LOOK_BACK_DAYS); day <= lastCandidate; day = addDays(day, 1)) {
    const latest = legalWindow(amsterdamInstant(day, '12:00')!).latestDate;
    if (latest < today) continue;
    if (latest > until) break;
    first ??= day;
    last = day;
  }
  if (!first || !last) {
    const nowhere = amsterdamInstant(today)!;
    return { today, until, diedFrom: nowhere, diedTo: nowhere };
  }
  return { today, until, diedFrom: amsterdamInstant(first)!, diedTo: amsterdamInstant(addDays(last, 1))! };
}
