import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';

const rowClass =
  'inline-flex min-h-11 items-baseline gap-2 rounded-md py-1 text-left no-underline hover:text-brand-900';

function CountBody({ count, label, urgent }: { count: number; label: string; urgent: boolean }) {
  return (
    <>
      <span
        className={cx(
          'text-3xl leading-none font-semibold tabular-nums',
          urgent ? 'text-red-800' : count === 0 ? 'text-stone-500' : 'text-brand-800',
        )}
      >
        {count}
      </span>
      <span className="min-w-0 text-base break-words text-brand-700 underline underline-offset-2">
        {label}
      </span>
    </>
  );
}

/**
 * A big count with its Dutch label ("3 lopend"), the whole of it a link to the filtered list behind it. An urgent
 * count is red and says so to assistive technology through `data-urgent` and the card's status badge.
 */
export function CountLink({
  to,
  count,
  label,
  urgent = false,
  extra,
}: {
  to: string;
  count: number;
  label: string;
  urgent?: boolean;
  /** Shown after the link (a badge). */
  extra?: ReactNode;
}) {
  const marked = urgent && count > 0;
  return (
    <li className="flex flex-wrap items-center gap-x-3">
      <Link to={to} className={rowClass} data-urgent={marked || undefined}>
        <CountBody count={count} label={label} urgent={marked} />
      </Link>
      {extra}
    </li>
  );
}

/** The same big count as a button (the billable dossiers open a dialog, not a page). */
export function CountButton({
  count,
  label,
  onPress,
}: {
  count: number;
  label: string;
  onPress: () => void;
}) {
  return (
    <li>
      <button type="button" onClick={onPress} className={cx(rowClass, 'cursor-pointer')}>
        <CountBody count={count} label={label} urgent={false} />
      </button>
    </li>
  );
}

/** A list of counts. */
export function CountList({ children, columns = false }: { children: ReactNode; columns?: boolean }) {
  return (
    <div className="@container">
      <ul className={cx('grid gap-x-6 gap-y-1', columns && '@xs:grid-cols-2')}>{children}</ul>
    </div>
  );
}
