import type { PlaceData } from '@afscheid/shared';
import type { SelectOption } from '../../../components/ui/select-field.tsx';

/**
 * The oven choices: the crematorium's active ovens (with their location when they have one), and the record's
 * own oven when it is no longer among them, so a stored choice always shows.
 */
export function ovenOptions(
  ovens: readonly PlaceData[],
  current: { id: string; name: string } | null | undefined,
): SelectOption[] {
  const options = ovens.map((oven) => ({
    value: oven.id,
    label: oven.locationName ? `${oven.name} (${oven.locationName})` : oven.name,
  }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return options;
}

/** Oven id → name, for the conflict dialog (the choices and the ovens both versions name). */
export function ovenNames(
  options: readonly SelectOption[],
  ...records: ({ oven: { id: string; name: string } | null } | null)[]
) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  for (const record of records) if (record?.oven) names.set(record.oven.id, record.oven.name);
  return names;
}
