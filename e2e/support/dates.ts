import type { Locator } from '@playwright/test';

/**
 * Date and time fields are React Aria widgets, not `<input type=date>`: one spin button per day, month and year
 * (hour, minute), always in Dutch order. These type into them as a person does: click the first segment, type
 * the digits; each segment moves on to the next by itself.
 */

/** The field's group, by its label: `dateField(dialog, 'Datum van overlijden')`. */
export function dateField(scope: Pick<Locator, 'getByRole'>, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Types a `YYYY-MM-DD` date as dd, mm, jjjj. */
export async function fillDate(field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  if (!year || !month || !day) throw new Error(`Geen datum als JJJJ-MM-DD: ${isoDate}`);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
}

/** Types an `HH:mm` time. */
export async function fillTime(field: Locator, time: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(time.replace(':', ''));
}
