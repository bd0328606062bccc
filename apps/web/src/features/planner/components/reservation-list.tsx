import type { ReservationData } from '@afscheid/shared';
import { interpolate } from '@afscheid/shared';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { dayHeading, timeOnDay } from '../lib/dates.ts';
import { KIND_STYLES, kindLabel, statusLabel } from '../lib/display.ts';
import { byStart, dayFrame, touchesDay } from '../lib/layout.ts';
import { nlPlanner } from '../lib/texts.ts';

const texts = nlPlanner.list;

/**
 * The planning as a list, for keyboard and screen-reader users and the main view on a phone: per day of the view,
 * each reservation with its time, place, title, kind, status and dossier number, and a button to open it. It
 * shows the same reservations as the grid (one across midnight under both days).
 */
export function ReservationList({
  days,
  reservations,
  onOpen,
}: {
  days: readonly string[];
  reservations: readonly ReservationData[];
  onOpen(reservation: ReservationData): void;
}) {
  const headingId = useId();
  const sorted = [...reservations].sort(byStart);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-300 bg-white p-4">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{texts.intro}</p>
      {days.map((date) => {
        const frame = dayFrame(date);
        const items = sorted.filter((item) => touchesDay(item, frame));
        return (
          <section key={date} aria-label={dayHeading(date)} className="mt-4">
            <h3 className="font-semibold text-stone-900">
              {interpolate(texts.dayHeading, { day: dayHeading(date), count: items.length })}
            </h3>
            {items.length === 0 ? (
              <p className="mt-1 text-stone-700">{texts.none}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200" data-testid={`list-${date}`}>
                {items.map((item) => (
                  <li key={item.id} className="grid gap-x-4 gap-y-1 py-2 md:grid-cols-[9rem_1fr_auto] md:items-center">
                    <p className="font-semibold tabular-nums text-stone-900">
                      <span className="sr-only">{texts.time}: </span>
                      {timeOnDay(item.startsAt, item.endsAt, date)}
                    </p>
                    <div>
                      <p className="font-medium text-stone-900">{item.title}</p>
                      <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                        <div className="flex gap-1">
                          <dt className="sr-only">{texts.place}</dt>
                          <dd>{item.place.name}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt className="sr-only">{texts.kind}</dt>
                          <dd>
                            <span
                              aria-hidden="true"
                              className={cx('mr-1 inline-block size-3 rounded-sm border', KIND_STYLES[item.kind].swatch)}
                            />
                            {kindLabel(item.kind)}
                          </dd>
                        </div>
                        <div className="flex gap-1">
                          <dt className="sr-only">{texts.status}</dt>
                          <dd>
                            <Badge tone={item.status === 'option' ? 'warning' : item.status === 'cancelled' ? 'muted' : 'success'}>
                              {statusLabel(item.status)}
                            </Badge>
                          </dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>{texts.dossier}:</dt>
                          <dd className="tabular-nums">{item.dossier?.number ?? texts.noDossier}</dd>
                        </div>
                      </dl>
                    </div>
                    <button
                      type="button"
                      onClick={() => onOpen(item)}
                      aria-label={interpolate(texts.openLabel, { title: item.title })}
                      className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-stone-300 bg-white px-3 py-1 font-medium text-stone-900 hover:bg-stone-100"
                    >
                      {texts.open}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
