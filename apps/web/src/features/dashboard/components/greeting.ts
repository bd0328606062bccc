import { TIME_ZONE, interpolate } from '@afscheid/shared';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';

/** The hour in the Netherlands, whatever the device's time zone. */
export function amsterdamHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('nl-NL', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE }).format(date);
  return Number(hour);
}

/**
 * "Goedemorgen, Anna" and so on by the time of day (the app is used around the clock). At night it stays
 * "Goedenavond": "Goedenacht" is said when parting, not as a greeting.
 */
export function greeting(name: string, date: Date): string {
  const hour = amsterdamHour(date);
  const template =
    hour >= 6 && hour < 12
      ? nlPages.dashboard.greetingMorning
      : hour >= 12 && hour < 18
        ? nlPages.dashboard.greetingAfternoon
        : nlPages.dashboard.greetingEvening;
  return interpolate(template, { name });
}
