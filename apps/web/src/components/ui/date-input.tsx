import { DateInput, DateSegment } from 'react-aria-components';
import { cx } from './class-names.ts';

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
