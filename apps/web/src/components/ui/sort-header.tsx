import { cx } from './class-names.ts';

export type SortDirection = 'asc' | 'desc';

/**
 * A sortable column header: the `th` carries aria-sort, the button inside toggles the direction (a first click
 * sorts ascending). `hint` is read after the label ("sorteren").
 */
export function SortHeader({
  label,
  direction,
  onSort,
  hint,
  className,
}: {
  label: string;
  /** The current direction when the table is sorted by this column, else null. */
  direction: SortDirection | null;
  onSort: (direction: SortDirection) => void;
  hint: string;
  className?: string;
}) {
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={cx('px-4 py-3 font-semibold', className)}>
      <button
        type="button"
        onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-stone-800 hover:text-stone-950"
      >
        {label}
        <span className="sr-only"> {hint}</span>
        <span aria-hidden="true" className={cx('text-xs', direction ? 'text-stone-900' : 'text-stone-400')}>
          {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '▲▼'}
        </span>
      </button>
    </th>
  );
}
