import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';

/** A white card that is a labelled region: its heading names it for screen readers; `action` sits beside it. */
export function CardSection({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-lg border border-stone-200 bg-white p-5 shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
