import { useId, type ReactNode } from 'react';

/** A titled block on a settings page. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
