import type { ReservationData } from '@afscheid/shared';
import { formatTime, interpolate } from '@afscheid/shared';
import { useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { dayHeading, timeRangeText } from '../lib/dates.ts';
import {
  blockBox,
  dayColumns,
  dayFrame,
  dragMove,
  dragResize,
  hourMarks,
  initialScrollMinute,
  instantAtMinute,
  minutesFromDayStart,
  pixelsToMinutes,
  PX_PER_MINUTE,
  slotFromSelection,
  type Times,
} from '../lib/layout.ts';
import { isRealMove, type MoveTarget } from '../lib/moves.ts';
import { startPointerDrag, travelled } from '../lib/pointer-drag.ts';
import { nlPlanner } from '../lib/texts.ts';
import type { PlannerPlace } from '../lib/visible-places.ts';
import { ReservationBlock, type BlockHandlers } from './reservation-block.tsx';

const texts = nlPlanner.page;

export interface GridProps {
  places: readonly PlannerPlace[];
  reservations: readonly ReservationData[];
  /** Epoch ms, for the now-line. */
  now: number;
  today: string;
  canCreate: boolean;
  canMove: boolean;
  onOpen(reservation: ReservationData): void;
  onCreate(slot: Times & { placeId: string }): void;
  onMove(reservation: ReservationData, target: MoveTarget): void;
  onKeyMove: NonNullable<BlockHandlers['onKeyMove']>;
  /** False while the reservations shown are still those of the previous date (the next are loading). */
  settled?: boolean;
}

type DayDrag =
  | { kind: 'move' | 'resize'; reservation: ReservationData; placeIndex: number; times: Times }
  | { kind: 'select'; placeIndex: number; from: number; to: number };

const px = (minutes: number) => `${minutes * PX_PER_MINUTE}px`;

/**
 * The day view: the places as columns, a time axis of the real Amsterdam day (23 or 25 hours on the days the
 * clocks change: the axis then skips or repeats 02:00), the blocks placed by the minutes since the day's start.
 * Drag a block to move it (up and down in time, sideways to another place), its bottom edge to change the end,
 * or over an empty column to select a new slot (a click gives an hour); everything snaps to 15 minutes.
 */
export function DayView({ date, ...props }: GridProps & { date: string }) {
  const frame = useMemo(() => dayFrame(date), [date]);
  const marks = useMemo(() => hourMarks(frame), [frame]);
  const columns = useMemo(() => dayColumns(props.reservations, frame), [props.reservations, frame]);
  const headingId = useId();
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [drag, setDrag] = useState<DayDrag | null>(null);
  const ignoreClick = useRef(false);
  const height = frame.minutes * PX_PER_MINUTE;

  // Open at about 07:00 (or at the day's first reservation when that is earlier), once per day shown.
  const firstStart = useMemo(() => {
    const starts = [...columns.values()].flatMap((blocks) => blocks.map((block) => block.box.top));
    return starts.length > 0 ? instantAtMinute(frame, Math.min(...starts)) : undefined;
  }, [columns, frame]);
  const settled = props.settled ?? true;
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!scroller.current || !settled || scrolledFor.current === date) return;
    scrolledFor.current = date;
    scroller.current.scrollTop = Math.max(0, initialScrollMinute(frame, firstStart) * PX_PER_MINUTE - 8);
  }, [date, frame, firstStart, settled]);

  const columnAt = (clientX: number): number | null => {
    const index = columnRefs.current.findIndex((element) => {
      const rect = element?.getBoundingClientRect();
      return rect !== undefined && rect.width > 0 && clientX >= rect.left && clientX < rect.right;
    });
    return index === -1 ? null : index;
  };
  const minuteAt = (index: number, clientY: number) => {
    const top = columnRefs.current[index]?.getBoundingClientRect().top ?? 0;
    return pixelsToMinutes(clientY - top);
  };

  const startBlockDrag: BlockHandlers['onDragStart'] = (reservation, mode, event) => {
    const origin = props.places.findIndex((place) => place.id === reservation.place.id);
    if (origin === -1) return;
    let moved = false;
    let latest: DayDrag | null = null;
    startPointerDrag(event, {
      move(dx, dy, pointer) {
        if (!moved && !travelled(dx, dy)) return;
        moved = true;
        const minutes = pixelsToMinutes(dy);
        latest =
          mode === 'move'
            ? {
                kind: 'move',
                reservation,
                placeIndex: columnAt(pointer.clientX) ?? origin,
                times: dragMove(reservation, frame, minutes),
              }
            : { kind: 'resize', reservation, placeIndex: origin, times: dragResize(reservation, frame, minutes) };
        setDrag(latest);
      },
      end(_dx, _dy, _pointer, cancelled) {
        setDrag(null);
        if (!moved) return;
        ignoreClick.current = true;
        window.setTimeout(() => (ignoreClick.current = false), 0);
        if (cancelled || !latest || latest.kind === 'select') return;
        const place = props.places[latest.placeIndex];
        if (!place) return;
        const target: MoveTarget = { placeId: place.id, ...latest.times };
        if (isRealMove(reservation, target)) props.onMove(reservation, target);
      },
    });
  };

  const startSelect = (index: number) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!props.canCreate || event.button !== 0) return;
    if ((event.target as Element).closest('[data-block]')) return;
    const from = minuteAt(index, event.clientY);
    const touch = event.pointerType === 'touch';
    let moved = false;
    startPointerDrag(event, {
      move(dx, dy, pointer) {
        // A finger scrolls the planner; only mouse and pen select a range.
        if (touch || (!moved && !travelled(dx, dy))) return;
        moved = true;
        setDrag({ kind: 'select', placeIndex: index, from, to: minuteAt(index, pointer.clientY) });
      },
      end(_dx, _dy, pointer, cancelled) {
        setDrag(null);
        if (cancelled) return;
        const place = props.places[index];
        if (!place) return;
        const slot = slotFromSelection(frame, from, moved ? minuteAt(index, pointer.clientY) : from);
        props.onCreate({ placeId: place.id, ...slot });
      },
    });
  };

  const handlers: BlockHandlers = {
    onOpen: props.onOpen,
    onKeyMove: props.canMove ? props.onKeyMove : undefined,
    onDragStart: props.canMove ? startBlockDrag : undefined,
    shouldIgnoreClick: () => ignoreClick.current,
  };

  const isToday = date === props.today;
  const nowMinute = isToday ? minutesFromDayStart(props.now, frame) : null;
  const draggedId = drag && drag.kind !== 'select' ? drag.reservation.id : null;

  return (
    <section aria-labelledby={headingId} aria-describedby={hintId}>
      <h2 id={headingId} className="sr-only">
        {interpolate(texts.dayGrid, { date: dayHeading(date) })}
      </h2>
      <p id={hintId} className="sr-only">
        {interpolate(texts.gridHint, { step: texts.gridHintPlace })}
      </p>
      <div
        ref={scroller}
        data-testid="day-grid"
        className="relative max-h-[70vh] overflow-auto overscroll-contain rounded-lg border border-stone-300 bg-white"
      >
        <div className="w-max min-w-full">
          {/* Place names: stay in view while scrolling down. */}
          <div className="sticky top-0 z-30 flex border-b border-stone-300 bg-white">
            <div className="sticky left-0 z-10 w-16 shrink-0 bg-white px-2 py-2 text-sm text-stone-600">
              {texts.timeAxis}
            </div>
            {props.places.map((place) => (
              <div key={place.id} className="flex-[1_0_10rem] border-l border-stone-200 px-2 py-2">
                <p className="truncate font-semibold text-stone-900">{place.name}</p>
                {place.locationName && <p className="truncate text-sm text-stone-600">{place.locationName}</p>}
              </div>
            ))}
          </div>
          <div className="relative flex" style={{ height: `${height}px` }}>
            {/* The time axis: stays in view while scrolling sideways on a narrow screen. */}
            <div aria-hidden="true" className="sticky left-0 z-20 w-16 shrink-0 border-r border-stone-200 bg-white">
              {marks.map((mark, index) => (
                <span
                  key={`${mark.minute}`}
                  data-testid="hour-label"
                  className={cx(
                    'absolute right-2 text-xs text-stone-600 tabular-nums',
                    index === 0 ? 'translate-y-0.5' : '-translate-y-1/2',
                  )}
                  style={{ top: px(mark.minute) }}
                >
                  {mark.label}
                </span>
              ))}
            </div>
            {/* Hour lines across the columns. */}
            <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 left-16">
              {marks.map((mark) => (
                <div
                  key={mark.minute}
                  className="absolute inset-x-0 border-t border-stone-200"
                  style={{ top: px(mark.minute) }}
                />
              ))}
            </div>
            {props.places.map((place, index) => {
              const blocks = columns.get(place.id) ?? [];
              const ghost =
                drag && drag.placeIndex === index
                  ? drag.kind === 'select'
                    ? selectionBox(frame, drag.from, drag.to)
                    : ghostBox(drag.reservation, drag.times, frame)
                  : null;
              return (
                <div
                  key={place.id}
                  ref={(element) => {
                    columnRefs.current[index] = element;
                  }}
                  data-testid={`day-column-${place.id}`}
                  onPointerDown={startSelect(index)}
                  className={cx(
                    'relative flex-[1_0_10rem] border-l border-stone-200',
                    props.canCreate ? 'cursor-cell' : undefined,
                    isToday ? 'bg-brand-50/40' : undefined,
                  )}
                >
                  {blocks.map(({ item, box, lane }) => (
                    <div key={item.id}>
                      {box.busyHeight > box.height && (
                        // Preparation and clean-up: the place is taken, shown faintly around the block.
                        <div
                          aria-hidden="true"
                          className="absolute rounded-md border border-dashed border-stone-400 bg-stone-300/30"
                          style={{
                            top: px(box.busyTop),
                            height: px(box.busyHeight),
                            left: `calc(${(lane.lane / lane.lanes) * 100}% + 1px)`,
                            width: `calc(${100 / lane.lanes}% - 2px)`,
                          }}
                        />
                      )}
                      <ReservationBlock
                        reservation={item}
                        variant="day"
                        day={date}
                        dimmed={draggedId === item.id}
                        handlers={handlers}
                        style={{
                          top: px(box.top),
                          height: `${Math.max(box.height * PX_PER_MINUTE, 16)}px`,
                          left: `calc(${(lane.lane / lane.lanes) * 100}% + 3px)`,
                          width: `calc(${100 / lane.lanes}% - 6px)`,
                        }}
                      />
                    </div>
                  ))}
                  {ghost && (
                    <div
                      aria-hidden="true"
                      data-testid="drag-ghost"
                      className="pointer-events-none absolute inset-x-1 z-10 rounded-md border-2 border-brand-700 bg-brand-100/80 px-1.5 text-xs font-semibold text-brand-900"
                      style={{ top: px(ghost.top), height: px(Math.max(ghost.height, 15)) }}
                    >
                      {ghost.label}
                    </div>
                  )}
                </div>
              );
            })}
            {nowMinute !== null && nowMinute >= 0 && nowMinute < frame.minutes && (
              <div
                aria-hidden="true"
                data-testid="now-line"
                title={interpolate(texts.nowLine, { time: formatTime(props.now) })}
                className="pointer-events-none absolute right-0 left-16 z-20 border-t-2 border-red-600"
                style={{ top: px(nowMinute) }}
              >
                <span className="absolute -top-1.5 -left-1.5 size-3 rounded-full bg-red-600" />
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function ghostBox(reservation: ReservationData, times: Times, frame: ReturnType<typeof dayFrame>) {
  const box = blockBox({ ...reservation, ...times, busyFrom: undefined, busyUntil: undefined }, frame);
  return box ? { top: box.top, height: box.height, label: timeRangeText(times.startsAt, times.endsAt, '–') } : null;
}

function selectionBox(frame: ReturnType<typeof dayFrame>, from: number, to: number) {
  const slot = slotFromSelection(frame, from, to);
  const top = minutesFromDayStart(slot.startsAt, frame);
  return {
    top,
    height: minutesFromDayStart(slot.endsAt, frame) - top,
    label: interpolate(texts.newSlot, { time: timeRangeText(slot.startsAt, slot.endsAt, '–') }),
  };
}
