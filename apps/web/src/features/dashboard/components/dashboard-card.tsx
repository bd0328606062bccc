import { useId, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { STATUS_TONES, statusLabel, type DashboardStatus } from '../lib/display.ts';

/**
 * A card on the start page: a labelled region with its heading, an optional dashboard status ("Te laat",
 * "Vandaag", "Binnenkort", "Alles op orde") beside it, and a red edge when its content is urgent.
 */
export function DashboardCard({
  title,
  description,
  status,
  urgent = false,
  children,
}: {
  title: string;
  description?: string;
  status?: DashboardStatus | null;
  urgent?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-urgent={urgent || undefined}
      className={cx(
        'min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm',
        urgent && 'border-l-4 border-l-red-700',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {status && (
          <Badge tone={STATUS_TONES[status]} className="mt-0.5">
            {statusLabel(status)}
          </Badge>
        )}
      </div>
      {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A card's outline while the dashboard loads. */
export function SkeletonCard() {
  return (
    <div
      aria-hidden="true"
      data-testid="dashboard-skeleton"
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="h-5 w-2/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
      <div className="mt-3 h-3 w-4/5 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
      <div className="mt-6 flex items-baseline gap-3">
        <div className="h-8 w-10 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
      </div>
      <div className="mt-3 flex items-baseline gap-3">
        <div className="h-8 w-10 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
