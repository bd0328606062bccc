import type { ApprovalCondition } from '@afscheid/shared';
import { cx } from '../../../components/ui/class-names.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';

const common = nlPages.cremations.common;

/**
 * The conditions of the approval, each with ✓ or ✗ (read as "in orde" / "ontbreekt") and, when it fails, what
 * is missing (or the legal window's explanation).
 */
export function ApprovalChecklist({
  conditions,
  label,
  className,
}: {
  conditions: readonly ApprovalCondition[];
  /** The list's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cx('space-y-2', className)} data-testid="approval-checklist">
      {conditions.map((condition) => (
        <li key={condition.key} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cx(
              'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              condition.ok ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
            )}
          >
            {condition.ok ? '✓' : '✗'}
          </span>
          <div className="min-w-0">
            <p className="text-stone-900">
              {condition.label}
              <span className="sr-only">: {condition.ok ? common.ok : common.missing}</span>
            </p>
            {!condition.ok && condition.detail && (
              <p className="text-sm break-words text-red-900">{condition.detail}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
