import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, string> = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** Errors interrupt (role=alert); other notices are announced politely (role=status). */
export function Alert({ tone = 'info', title, children, className, id }: AlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-md border-l-4 px-4 py-3 text-base', tones[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
