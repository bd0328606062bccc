import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/**
 * The page's heading. Focusable from script (tabIndex -1) so that after a navigation focus moves here
 * and screen readers announce the new page.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} data-page-title="" className={cx('text-2xl font-semibold text-stone-900 outline-none sm:text-3xl', className)}>
      {children}
    </h1>
  );
}
