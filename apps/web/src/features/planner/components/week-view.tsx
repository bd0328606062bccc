import type { ReservationData } from '@afscheid/shared';
import { interpolate } from '@afscheid/shared';
import { useId, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { longDayLabel, shortDayLabel, weekRangeText } from '../lib/dates.ts';
import { cellKey, dayFraction, dayFrame, moveToDay, weekCells, weekSlot } from '../lib/layout.ts';
import { isRealMove, type MoveTarget } from '../lib/moves.ts';
import { startPointerDrag, travelled } from '../lib/pointer-drag.ts';
import { nlPlanner } from '../lib/texts.ts';
import type { GridProps } from './day-view.tsx';
import { ReservationBlock, type BlockHandlers } from './reservation-block.tsx';

const texts = nlPlanner.page;

/** The cell under a point: `data-place-id` and `data-date` of the nearest `[data-week-cell]`. */
function cellAt(clientX: number, clientY: number): { placeId: string; date: string } | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  const cell = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>('[data-week-cell]');
  const placeId = cell?.dataset['placeId'];
  const date = cell?.dataset['date'];
  return placeId && date ? { placeId, date } : null;
}

/**
 * Where a reservation shown in the cell of `fromDate` goes when dropped on the cell of `toDate` and `placeId`:
 * as many days later or earlier at the same wall-clock time, the same real length.
 */
export function weekDropTarget(
  reservation: ReservationData,
  days: readonly string[],
  fromDate: string,
  drop: { placeId: string; date: string },
): MoveTarget | null {
  const from = days.indexOf(fromDate);
  const to = days.indexOf(drop.date);
  if (from === -1 || to === -1) return null;
  const times = to === from ? { startsAt: reservation.startsAt, endsAt: reservation.endsAt } : moveToDay(reservation, to - from);
  return { placeId: drop.placeId, ...times };
}

/**
 * The week view: the places as rows, Monday to Sunday as columns; each cell lists its reservations in order of
 * time (one across midnight shows on both days). A click on an empty part of a cell adds a reservation that day
 * from 10:00 to 11:00; a block dragged to another cell moves to that day (and place) at the same time.
 */
export function WeekView({ days, ...props }: GridProps & { days: readonly string[] }) {
  const cells = useMemo(() => weekCells(props.reservations, days), [props.reservations, days]);
  const headingId = useId();
  const hintId = useId();
  const [drag, setDrag] = useState<{ id: string; over: string | null } | null>(null);
  const ignoreClick = useRef(false);

  const startBlockDrag =
    (fromDate: string): BlockHandlers['onDragStart'] =>
    (reservation, mode, event) => {
      if (mode !== 'move') return;
      let moved = false;
      let over: { placeId: string; date: string } | null = null;
      startPointerDrag(event, {
        move(dx, dy, pointer) {
          if (!moved && !travelled(dx, dy)) return;
          moved = true;
          over = cellAt(pointer.clientX, pointer.clientY);
          setDrag({ id: reservation.id, over: over ? cellKey(over.placeId, over.date) : null });
        },
        end(_dx, _dy, pointer, cancelled) {
          setDrag(null);
          if (!moved) return;
          ignoreClick.current = true;
          window.setTimeout(() => (ignoreClick.current = false), 0);
          over = cellAt(pointer.clientX, pointer.clientY) ?? over;
          if (cancelled || !over) return;
          const target = weekDropTarget(reservation, days, fromDate, over);
          if (target && isRealMove(reservation, target)) props.onMove(reservation, target);
        },
      });
    };

  const startCellClick = (placeId: string, date: string) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!props.canCreate || event.button !== 0 || event.target !== event.currentTarget) return;
    startPointerDrag(event, {
      move() {},
      end(dx, dy, _pointer, cancelled) {
        if (cancelled || travelled(dx, dy)) return;
        props.onCreate({ placeId, ...weekSlot(date) });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={hintId}>
      <h2 id={headingId} className="sr-only">
        {interpolate(texts.weekGrid, { range: weekRangeText(days[0] ?? '') })}
      </h2>
      <p id={hintId} className="sr-only">
        {interpolate(texts.gridHint, { step: texts.gridHintDay })}
      </p>
      <div
        data-testid="week-grid"
        className="max-h-[75vh] overflow-auto overscroll-contain rounded-lg border border-stone-300 bg-white"
      >
        <div className="grid min-w-[72rem] grid-cols-[9rem_repeat(7,minmax(0,1fr))]">
          <div className="sticky top-0 left-0 z-30 border-b border-stone-300 bg-white px-2 py-2 text-sm text-stone-600">
            {texts.places}
          </div>
          {days.map((date) => {
            const today = date === props.today;
            return (
              <div
                key={date}
                className={cx(
                  'sticky top-0 z-20 border-b border-l border-stone-300 px-2 py-2 font-semibold',
                  today ? 'bg-brand-100 text-brand-900' : 'bg-white text-stone-900',
                )}
              >
                <span aria-hidden="true">{shortDayLabel(date)}</span>
                <span className="sr-only">{longDayLabel(date)}</span>
                {today && <span className="ml-1 text-sm font-normal">({texts.todayMark})</span>}
              </div>
            );
          })}
          {props.places.map((place) => (
            <div key={place.id} className="contents">
              <div className="sticky left-0 z-10 border-b border-stone-200 bg-white px-2 py-2">
                <p className="font-semibold text-stone-900">{place.name}</p>
                {place.locationName && <p className="text-sm text-stone-600">{place.locationName}</p>}
              </div>
              {days.map((date) => {
                const key = cellKey(place.id, date);
                const items = cells.get(key) ?? [];
                const today = date === props.today;
                const fraction = today ? dayFraction(dayFrame(date), props.now) : null;
                const handlers: BlockHandlers = {
                  onOpen: props.onOpen,
                  onKeyMove: props.canMove ? props.onKeyMove : undefined,
                  onDragStart: props.canMove ? startBlockDrag(date) : undefined,
                  shouldIgnoreClick: () => ignoreClick.current,
                };
                return (
                  <div
                    key={key}
                    data-week-cell=""
                    data-place-id={place.id}
                    data-date={date}
                    data-testid={`week-cell-${place.id}-${date}`}
                    onPointerDown={startCellClick(place.id, date)}
                    title={props.canCreate ? interpolate(texts.addInCell, { place: place.name, date: longDayLabel(date) }) : undefined}
                    className={cx(
                      'relative flex min-h-20 flex-col gap-1 border-b border-l border-stone-200 p-1',
                      props.canCreate ? 'cursor-cell' : undefined,
                      today ? 'bg-brand-50/60' : undefined,
                      drag?.over === key ? 'bg-brand-100 outline-2 outline-brand-600 -outline-offset-2' : undefined,
                    )}
                  >
                    {fraction !== null && (
                      // The now-line: how far today has gone, across today's cells.
                      <div
                        aria-hidden="true"
                        data-testid="now-line"
                        className="pointer-events-none absolute inset-y-0 border-l-2 border-red-600"
                        style={{ left: `${fraction * 100}%` }}
                      />
                    )}
                    {items.map((item) => (
                      <ReservationBlock
                        key={item.id}
                        reservation={item}
                        variant="week"
                        day={date}
                        dimmed={drag?.id === item.id}
                        handlers={handlers}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
