import { useId, type ReactNode } from 'react';

/** A card on the start page; later subject areas add their own cards to the grid. */
export function DashboardCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
