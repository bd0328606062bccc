import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-500',
  ghost: 'text-stone-800 hover:bg-stone-100 disabled:text-stone-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Work in progress: the button is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-medium',
        'transition-colors disabled:cursor-not-allowed',
        variants[variant],
        className,
      )}
      {...props}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
