import { formatMoneyAmount, parseMoney } from '@afscheid/shared';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { describedBy, fieldIds } from './field-ids.ts';
import { FieldDescription, FieldError } from './field-message.tsx';
import { inputClass } from './text-field.tsx';

export interface MoneyFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'children' | 'defaultValue'
> {
  label: string;
  /** Integer cents, or null for no amount. */
  value: number | null | undefined;
  /**
   * Called with the cents while typing; with `NaN` while the text is not an amount, so that the form's
   * validation refuses it (the field shows `invalidMessage` itself).
   */
  onChange: (cents: number | null) => void;
  /** Shown while the text is not an amount ("Vul een bedrag in, bijvoorbeeld 1.234,56"). */
  invalidMessage: string;
  error?: string;
  description?: ReactNode;
}

/** The typed text as cents: empty → null (no amount), not an amount → NaN. */
function readCents(text: string): number | null {
  if (text.trim() === '') return null;
  return parseMoney(text) ?? Number.NaN;
}

/** An amount in euros, typed the Dutch way ('1.234,56'); the form holds integer cents. */
export function MoneyField({
  label,
  value,
  onChange,
  invalidMessage,
  error,
  description,
  id,
  className,
  required,
  onBlur,
  ...props
}: MoneyFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = fieldIds(inputId);
  const [text, setText] = useState(() => formatMoneyAmount(value));
  const [invalid, setInvalid] = useState(false);
  // The value the text stands for: a new value from outside (a reset, the address book) replaces the text.
  const [shown, setShown] = useState<number | null | undefined>(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    setText(formatMoneyAmount(value));
    setInvalid(false);
  }
  const message = invalid ? invalidMessage : error;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      <div className="mt-1 flex items-stretch">
        <span
          aria-hidden="true"
          className="inline-flex items-center rounded-l-md border border-r-0 border-stone-400 bg-stone-50 px-3 text-stone-700"
        >
          €
        </span>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required={required}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message ? ids.error : null, description ? ids.description : null)}
          className={cx(
            inputClass,
            'rounded-l-none tabular-nums',
            message ? 'border-red-700' : 'border-stone-400',
          )}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const cents = readCents(next);
            setInvalid(Number.isNaN(cents));
            setShown(cents);
            onChange(cents);
          }}
          onBlur={(event) => {
            const cents = readCents(text);
            if (!Number.isNaN(cents)) setText(formatMoneyAmount(cents));
            onBlur?.(event);
          }}
          {...props}
        />
      </div>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{message}</FieldError>
    </div>
  );
}
