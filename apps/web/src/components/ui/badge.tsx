import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'muted';

// Dark text on a light fill: every pair meets WCAG AA contrast; the text itself carries the meaning.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-stone-800 ring-stone-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
  muted: 'bg-stone-200 text-stone-700 ring-stone-300',
};

/** A short coloured label (a status); the colour only repeats what the text says. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
