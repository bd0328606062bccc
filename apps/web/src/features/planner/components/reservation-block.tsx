import type { ReservationData } from '@afscheid/shared';
import type { CSSProperties, KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { timeOnDay } from '../lib/dates.ts';
import { KIND_STYLES, kindLabel, reservationName, statusBorder } from '../lib/display.ts';
import { keyMoveOf, type KeyMove } from '../lib/moves.ts';
import { nlPlanner } from '../lib/texts.ts';

export interface BlockHandlers {
  /** Click or Enter: open the reservation. */
  onOpen(reservation: ReservationData): void;
  /** An arrow key on the focused block (only when it may be moved). */
  onKeyMove?(reservation: ReservationData, move: KeyMove): void;
  /** The pointer went down on the block (drag to move) or on its bottom edge (drag to resize). */
  onDragStart?(reservation: ReservationData, mode: 'move' | 'resize', event: ReactPointerEvent<HTMLElement>): void;
  /** True right after a drag: the click that follows the pointer coming up does not open the reservation. */
  shouldIgnoreClick?(): boolean;
}

/**
 * One reservation in the grid: a button named in full for screen readers ("Plechtigheid: Afscheid J. de Vries,
 * Aula, 10:00 tot 11:30, bevestigd"), coloured by kind with the kind written out, an option dashed and marked
 * "Optie". Enter opens it; with `onKeyMove` the arrow keys move it (see `keyMoveOf`). `variant` 'day' fills a
 * positioned box in a day column (with a bottom edge to resize), 'week' is a chip in a week cell.
 */
export function ReservationBlock({
  reservation,
  variant,
  style,
  day,
  dimmed = false,
  handlers,
}: {
  reservation: ReservationData;
  variant: 'day' | 'week';
  /** The day the block is shown on: times on another day carry their date. */
  day: string;
  style?: CSSProperties;
  dimmed?: boolean;
  handlers: BlockHandlers;
}) {
  const movable = Boolean(handlers.onKeyMove || handlers.onDragStart);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!handlers.onKeyMove) return;
    const move = keyMoveOf(event);
    if (!move) return;
    event.preventDefault();
    handlers.onKeyMove(reservation, move);
  };
  const startDrag = (mode: 'move' | 'resize') => (event: ReactPointerEvent<HTMLElement>) => {
    if (!handlers.onDragStart || event.button !== 0) return;
    event.stopPropagation();
    handlers.onDragStart(reservation, mode, event);
  };
  const name = reservationName(reservation);
  const time = timeOnDay(reservation.startsAt, reservation.endsAt, day);
  const option = reservation.status === 'option';

  const button = (
    <button
      type="button"
      data-reservation-id={reservation.id}
      aria-label={name}
      onClick={() => {
        if (handlers.shouldIgnoreClick?.()) return;
        handlers.onOpen(reservation);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={startDrag('move')}
      className={cx(
        'flex w-full flex-col items-stretch justify-start overflow-hidden rounded-md px-1.5 py-0.5 text-left text-xs leading-snug shadow-sm',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        KIND_STYLES[reservation.kind].block,
        statusBorder(reservation.status),
        variant === 'day' ? 'h-full' : 'relative min-h-11',
        movable && handlers.onDragStart ? 'cursor-grab touch-none select-none' : undefined,
        dimmed ? 'opacity-40' : undefined,
      )}
    >
      <span>
        {variant === 'week' && <span className="font-semibold tabular-nums">{time} </span>}
        <span className="font-semibold">{reservation.title}</span>
      </span>
      {variant === 'day' && <span className="block tabular-nums">{time}</span>}
      <span className="block">
        {kindLabel(reservation.kind)}
        {reservation.dossier && <span className="tabular-nums"> · {reservation.dossier.number}</span>}
        {option && (
          <span className="ml-1 rounded-sm border border-current px-1 font-semibold uppercase">
            {nlPlanner.block.option}
          </span>
        )}
      </span>
    </button>
  );

  if (variant === 'week') return button;
  return (
    <div className="absolute" style={style} data-block="">
      {button}
      {handlers.onDragStart && (
        // The bottom edge: drag it to change the end (Shift with the arrow keys does the same).
        <div
          aria-hidden="true"
          title={nlPlanner.block.resize}
          onPointerDown={startDrag('resize')}
          className="absolute inset-x-1 bottom-0 h-2 cursor-ns-resize touch-none rounded-b-md hover:bg-black/20"
        />
      )}
    </div>
  );
}
