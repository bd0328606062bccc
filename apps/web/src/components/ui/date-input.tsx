import { DateInput, DateSegment } from 'react-aria-components';
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

/**
 * The typed part: one spin button per day, month and year (or hour and minute). Digits move on to the next
 * segment by themselves; arrow keys count up and down; Backspace clears.
 */
export function SegmentedInput({ className }: { className?: string }) {
  return (
    <DateInput className={cx('flex min-w-0 flex-1 items-center px-3 py-2 tabular-nums', className)}>
      {(segment) => (
        <DateSegment
          segment={segment}
          className={cx(
            'rounded-sm px-px caret-transparent outline-none',
            'focus:bg-brand-700 focus:text-white',
            segment.type === 'literal' ? 'text-stone-600' : undefined,
            'data-[placeholder]:text-stone-500 focus:data-[placeholder]:text-white',
          )}
        />
      )}
    </DateInput>
  );
}
