import { useId, useRef, type ReactNode } from 'react';
import { describedBy, fieldIds } from './field-ids.ts';
import { useFieldValue, type FieldValueProps } from './use-field-value.ts';
import { useFieldsetDisabled } from './use-fieldset-disabled.ts';

/**
 * What a date field and a time field (react-aria's segmented inputs) share: the text value for forms, the ids of
 * the messages, and the props of the react-aria root (`rootProps`: required, disabled also by a disabled
 * fieldset, invalid, described by the messages; leading zeros so "05-03" reads as typed).
 */
export function useSegmentedField(
  valueProps: FieldValueProps,
  {
    error,
    description,
    required,
    disabled,
  }: { error?: string; description?: ReactNode; required?: boolean; disabled?: boolean },
) {
  const ids = fieldIds(useId());
  const root = useRef<HTMLDivElement>(null);
  const field = useFieldValue(valueProps, root);
  const fieldsetDisabled = useFieldsetDisabled(root);
  return {
    ids,
    field,
    rootProps: {
      ref: root,
      onBlur: field.blur,
      shouldForceLeadingZeros: true,
      isRequired: required,
      isDisabled: disabled || fieldsetDisabled,
      isInvalid: Boolean(error),
      validationBehavior: 'aria' as const,
      'aria-describedby': describedBy(error ? ids.error : null, description ? ids.description : null),
    },
  };
}
