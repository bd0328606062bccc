/** The margin after the frame that follows a commit (see `afterPaint`). */
export const PAINT_MARGIN_MS = 100;

/**
 * Work that should not delay what the user is about to see: code and data for what comes after the page's first
 * paint (the rest of a form, a submit's schemas). Started from an effect, a callback would run before the browser
 * has drawn the commit, and its downloads would compete with the page's own (Lighthouse counts every request that
 * starts before the largest paint towards it). `afterPaint` waits for the frame after the one that draws the
 * commit, and then `delayMs` more (100 ms unless said), since the paint reaches the screen some time after that
 * frame's script has run: on a busy phone a frame or two later.
 *
 * Returns a cancel, so an effect can return it. A tab opened in the background draws no frames: there the callback
 * waits until the tab is shown, which is when its page paints.
 */
export function afterPaint(callback: () => void, delayMs = PAINT_MARGIN_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      timer = setTimeout(callback, delayMs);
    });
  });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * As `afterPaint`, then once the browser is idle (at most `timeoutMs` later): for preloads that nothing waits for
 * yet.
 */
export function whenIdleAfterPaint(callback: () => void, timeoutMs = 1000): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
