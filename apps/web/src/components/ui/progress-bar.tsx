import { PROGRESS_BAR } from '@afscheid/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { progress as appProgress, type ProgressStore } from '../../lib/progress/progress-store.ts';

export interface ProgressBarProps {
  store?: ProgressStore;
  throttleMs?: number;
  durationMs?: number;
  hideAfterMs?: number;
}

const TICK_MS = 100;

/**
 * The thin bar at the top during route loading and API requests. Work faster than `throttleMs` never
 * shows it; it creeps towards 100% over `durationMs` (never past it) and fades `hideAfterMs` after the
 * work ends. Styled through element.style (CSSOM), which the content security policy allows.
 */
export function ProgressBar({
  store = appProgress,
  throttleMs = PROGRESS_BAR.throttleMs,
  durationMs = PROGRESS_BAR.durationMs,
  hideAfterMs = PROGRESS_BAR.hideAfterMs,
}: ProgressBarProps) {
  const { active, failed } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const setPercent = (percent: number) => {
      bar.style.transform = `scaleX(${Math.min(100, Math.max(0, percent)) / 100})`;
    };
    if (active) {
      let percent = 0;
      let creep: ReturnType<typeof setInterval> | undefined;
      const show = setTimeout(() => {
        bar.dataset.state = 'loading';
        setPercent(0);
        const step = 100 / (durationMs / TICK_MS);
        creep = setInterval(() => {
          percent = Math.min(100, percent + step);
          setPercent(percent);
        }, TICK_MS);
      }, throttleMs);
      return () => {
        clearTimeout(show);
        clearInterval(creep);
      };
    }
    if (bar.dataset.state !== 'loading') return;
    bar.dataset.state = 'finishing';
    setPercent(100);
    const hide = setTimeout(() => {
      bar.dataset.state = 'hidden';
      setPercent(0);
    }, hideAfterMs);
    return () => clearTimeout(hide);
  }, [active, throttleMs, durationMs, hideAfterMs]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      <div
        ref={barRef}
        data-state="hidden"
        data-failed={failed || undefined}
        data-busy={active || undefined}
        data-testid="progress-bar"
        className="progress-bar h-full origin-left bg-brand-500 data-[failed]:bg-red-600"
      />
    </div>
  );
}
