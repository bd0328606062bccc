/** The minimum pointer travel (px) that makes a press a drag rather than a click. */
export const DRAG_THRESHOLD = 4;

export interface PointerDragHandlers {
  /** The pointer moved by `dx`, `dy` (CSS px) since it went down. */
  move(dx: number, dy: number, event: PointerEvent): void;
  /** The pointer came up (or the browser took it over for scrolling: `cancelled`). */
  end(dx: number, dy: number, event: PointerEvent, cancelled: boolean): void;
}

/**
 * Follows one pointer (mouse, pen or finger: pointer events) from its `pointerdown` until it comes up, on the
 * window, so the drag goes on when the element under it changes or re-renders. Returns a function that stops
 * following it.
 */
export function startPointerDrag(
  start: { clientX: number; clientY: number; pointerId: number },
  handlers: PointerDragHandlers,
): () => void {
  const { clientX: startX, clientY: startY, pointerId } = start;
  const same = (event: PointerEvent) => event.pointerId === pointerId || event.pointerId === undefined;
  const onMove = (event: PointerEvent) => {
    if (same(event)) handlers.move(event.clientX - startX, event.clientY - startY, event);
  };
  const onEnd = (event: PointerEvent) => {
    if (!same(event)) return;
    stop();
    handlers.end(event.clientX - startX, event.clientY - startY, event, event.type === 'pointercancel');
  };
  function stop() {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onEnd);
    window.removeEventListener('pointercancel', onEnd);
  }
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onEnd);
  window.addEventListener('pointercancel', onEnd);
  return stop;
}

export const travelled = (dx: number, dy: number) => Math.abs(dx) > DRAG_THRESHOLD || Math.abs(dy) > DRAG_THRESHOLD;
