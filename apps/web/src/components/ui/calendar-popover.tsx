import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarMonthPicker,
  CalendarYearPicker,
  Dialog,
  Popover,
  type CalendarMonthPickerProps,
  type CalendarYearPickerProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';

const navButton = cx(
  'inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100',
  'data-[disabled]:text-stone-400',
);
const pickerSelect = 'rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base text-stone-900';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d={
          direction === 'left'
            ? 'M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z'
            : 'M7.2 15.8a.75.75 0 0 1 0-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 1.06-1.06l5.27 5.27a.75.75 0 0 1 0 1.06l-5.27 5.27a.75.75 0 0 1-1.06 0Z'
        }
      />
    </svg>
  );
}

type PickerRenderProps =
  Parameters<CalendarMonthPickerProps['children']>[0] | Parameters<CalendarYearPickerProps['children']>[0];

/** The month or the year as a native select: quicker than stepping back month by month, and familiar on a phone. */
function PickerSelect({ items, value, onChange, 'aria-label': ariaLabel }: PickerRenderProps) {
  return (
    <select
      aria-label={ariaLabel}
      className={pickerSelect}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.formatted}
        </option>
      ))}
    </select>
  );
}

/**
 * The calendar that opens from a date field: a month grid from Monday to Sunday with Dutch names, the month
 * and year as choices (so a date of birth decades ago is a few steps away), arrow keys to move by day or week.
 */
export function CalendarPopover() {
  return (
    <Popover
      placement="bottom start"
      className="z-50 rounded-lg border border-stone-200 bg-white p-3 shadow-xl"
    >
      <Dialog className="outline-none">
        <Calendar className="w-[19rem] max-w-full">
          <header className="flex items-center justify-between gap-1">
            <Button slot="previous" className={navButton}>
              <Chevron direction="left" />
            </Button>
            <div className="flex gap-2">
              <CalendarMonthPicker format="long">{PickerSelect}</CalendarMonthPicker>
              <CalendarYearPicker>{PickerSelect}</CalendarYearPicker>
            </div>
            <Button slot="next" className={navButton}>
              <Chevron direction="right" />
            </Button>
          </header>
          <CalendarGrid weekdayStyle="short" className="mt-2 w-full border-collapse">
            <CalendarGridHeader>
              {(day) => (
                <CalendarHeaderCell className="pb-1 text-sm font-medium text-stone-600">
                  {day}
                </CalendarHeaderCell>
              )}
            </CalendarGridHeader>
            <CalendarGridBody>
              {(date) => (
                <CalendarCell
                  date={date}
                  className={cx(
                    'mx-auto flex size-10 items-center justify-center rounded-full text-base text-stone-900 outline-none',
                    'hover:bg-stone-100 data-[outside-month]:hidden',
                    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600',
                    'data-[selected]:bg-brand-700 data-[selected]:text-white',
                    'data-[disabled]:text-stone-400 data-[unavailable]:text-stone-400 data-[unavailable]:line-through',
                    'data-[today]:font-bold',
                  )}
                />
              )}
            </CalendarGridBody>
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
