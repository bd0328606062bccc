import { interpolate } from '@afscheid/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { nlPages } from '../../lib/i18n/nl-NL.pages.ts';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';
import { inputClass } from './text-field.tsx';

const texts = nlPages.copyField;

/** How long "Gekopieerd" stays on the button. */
const COPIED_MS = 2500;

/** Puts the text on the clipboard; false when the browser refuses (no permission, an old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A value to pass on (a link, a code): shown read-only and selectable, with a copy button that says so when it
 * worked (announced to screen readers) and, when the browser refuses, selects the text and says to copy it.
 */
export function CopyField({
  label,
  value,
  description,
  large = false,
  className,
}: {
  label: string;
  value: string;
  description?: ReactNode;
  /** Big, spaced letters (an access code read aloud or typed over from paper). */
  large?: boolean;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  // A new value (a new code or link) is not copied yet.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setState('idle');
  }

  const copy = async () => {
    if (await copyText(value)) {
      setState('copied');
      return;
    }
    input.current?.focus();
    input.current?.select();
    setState('failed');
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-stretch gap-2 sm:flex-nowrap">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={description ? `${id}-description` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className={cx(
            inputClass,
            'min-w-0 flex-1 border-stone-400 bg-stone-50',
            large && 'font-mono text-2xl font-semibold tracking-[0.2em] sm:text-3xl',
          )}
        />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={interpolate(texts.copyLabel, { label })}
        >
          {state === 'copied' ? texts.copied : texts.copy}
        </Button>
      </div>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-stone-700">
          {description}
        </p>
      )}
      <p aria-live="polite" className={cx('mt-1 text-sm', state === 'failed' ? 'text-red-800' : 'sr-only')}>
        {state === 'copied'
          ? interpolate(texts.copiedLabel, { label })
          : state === 'failed'
            ? texts.failed
            : ''}
      </p>
    </div>
  );
}
