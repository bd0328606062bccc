import { interpolate } from '@afscheid/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const texts = nld.section;

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

/** What the status line says: failures first, then unsaved changes, then the last save. */
function statusOf(
  state: SaveState,
  dirty: boolean,
): { text: string; tone: 'error' | 'warning' | 'success' | 'neutral' } {
  if (state.kind === 'saving') return { text: texts.saving, tone: 'neutral' };
  if (state.kind === 'failed')
    return { text: interpolate(texts.failed, { message: state.message }), tone: 'error' };
  if (dirty) return { text: texts.unsaved, tone: 'warning' };
  if (state.kind === 'saved')
    return { text: interpolate(texts.savedAt, { time: state.at }), tone: 'success' };
  return { text: texts.upToDate, tone: 'neutral' };
}

const toneClass = {
  error: 'text-red-800',
  warning: 'text-amber-900',
  success: 'text-emerald-800',
  neutral: 'text-stone-700',
} as const;

const dotClass = {
  error: 'bg-red-700',
  warning: 'bg-amber-500',
  success: 'bg-emerald-600',
  neutral: 'bg-stone-400',
} as const;

/** The section form's save button with its state, kept in view at the bottom of the window. */
export function SaveBar({ state, dirty, busy }: { state: SaveState; dirty: boolean; busy: boolean }) {
  const status = statusOf(state, dirty);
  return (
    <div className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center gap-4 rounded-lg border border-stone-200 bg-white/95 px-5 py-3 shadow-md backdrop-blur">
      <Button type="submit" busy={busy} busyLabel={texts.saving}>
        {texts.save}
      </Button>
      <p
        role="status"
        className={cx('flex items-center gap-2 font-medium', toneClass[status.tone])}
        data-testid="save-state"
      >
        <span
          aria-hidden="true"
          className={cx('inline-block size-2.5 rounded-full', dotClass[status.tone])}
        />
        {status.text}
      </p>
    </div>
  );
}
