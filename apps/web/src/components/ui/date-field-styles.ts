import { cx } from './class-names.ts';

/** The box around the segments, styled like the text inputs (see `inputClass`). */
export function groupClass(invalid: boolean): string {
  return cx(
    'mt-1 flex w-full items-stretch rounded-md border bg-white text-base text-stone-900 shadow-sm',
    'data-[focus-within]:outline-3 data-[focus-within]:outline-offset-2 data-[focus-within]:outline-brand-600',
    'data-[disabled]:bg-stone-100 data-[disabled]:text-stone-600',
    invalid ? 'border-red-700' : 'border-stone-400',
  );
}

export const labelClass = 'block text-base font-medium text-stone-900';
