import { useId, type ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { describedBy, fieldIds } from '../../../components/ui/field-ids.ts';
import { FieldDescription, FieldError } from '../../../components/ui/field-message.tsx';

/** What the server takes (checked by content there): PDF, JPEG, PNG. */
export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** A labelled file input (one file); its error and description are tied to it with aria-describedby. */
export function FileField({
  label,
  description,
  error,
  required,
  disabled,
  onFile,
  className,
}: {
  label: string;
  description?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  className?: string;
}) {
  const id = useId();
  const ids = fieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_FILES}
        required={required}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? ids.error : null, description ? ids.description : null)}
        className={cx(
          'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900',
          'file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1.5 file:font-medium',
          error ? 'border-red-700' : 'border-stone-400',
        )}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error ?? undefined}</FieldError>
    </div>
  );
}
