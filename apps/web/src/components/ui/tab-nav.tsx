import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from './class-names.ts';

export interface TabNavItem {
  to: string;
  label: ReactNode;
  /** Active only on exactly this path (the index tab). */
  end?: boolean;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-block border-b-2 px-4 py-3 font-medium no-underline',
    isActive
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900',
  );

/**
 * Tabs that are pages: a navigation landmark of links (each tab has its own URL, so back/forward and
 * bookmarks work); the current one carries aria-current="page".
 */
export function TabNav({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly TabNavItem[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cx('border-b border-stone-200', className)}>
      <ul className="-mb-px flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={tabClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
