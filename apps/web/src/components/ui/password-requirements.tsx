import type { PasswordCheck } from '@afscheid/shared';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { cx } from './class-names.ts';

/**
 * The live checklist beside a new password. Each item says ✓/✗ and "voldaan"/"nog niet voldaan" in
 * text, so the state never depends on colour alone; changes are announced politely.
 */
export function PasswordRequirements({ id, checks }: { id: string; checks: readonly PasswordCheck[] }) {
  return (
    <div id={id} className="mt-2 rounded-md bg-stone-50 px-3 py-2 text-sm">
      <p className="font-medium text-stone-800">{nl.password.requirementsTitle}</p>
      <ul aria-live="polite" className="mt-1 space-y-1">
        {checks.map((check) => (
          <li key={check.key} data-requirement={check.key} data-ok={check.ok} className={cx('flex gap-2', check.ok ? 'text-emerald-800' : 'text-stone-700')}>
            <span aria-hidden="true" className="w-4 font-bold">
              {check.ok ? '✓' : '✗'}
            </span>
            <span>
              {check.label}
              <span className="sr-only">: {check.ok ? nl.password.met : nl.password.notMet}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
