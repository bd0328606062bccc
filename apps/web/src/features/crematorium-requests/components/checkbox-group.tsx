import { useId, type ReactNode } from 'react';
import { describedBy, fieldIds } from '../../../components/ui/field-ids.ts';
import { FieldDescription, FieldError } from '../../../components/ui/field-message.tsx';

export interface CheckboxOption {
  value: string;
  label: string;
}

/**
 * Several yes/no choices under one question: a fieldset with its legend, one labelled checkbox per option, the
 * description and the error tied to the group. The value is the list of ticked options, in the options' order.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  description,
  error,
  disabled,
  className,
}: {
  label: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  description?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const groupId = useId();
  const ids = fieldIds(groupId);
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((item) => item.value).filter((item) => chosen.has(item)));
  };
  return (
    <fieldset
      className={className}
      disabled={disabled}
      aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-base font-medium text-stone-900">{label}</legend>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <div className="mt-2 space-y-2">
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-700"
              />
              <label htmlFor={optionId} className="min-w-0 text-base break-words text-stone-900">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}
