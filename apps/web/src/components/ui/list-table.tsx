import type { ReactNode } from 'react';

/**
 * The compact list table of the organisation pages: a screen-reader caption, one header row of column titles and
 * an optional last "actions" column (left out when there is nothing to act on); the rows come as children.
 */
export function ListTable({
  caption,
  columns,
  actions,
  testId,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actions?: string | undefined;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-sm text-stone-700">
          <tr className="border-b border-stone-200">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                {column}
              </th>
            ))}
            {actions !== undefined && (
              <th scope="col" className="py-2 font-semibold">
                {actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}
