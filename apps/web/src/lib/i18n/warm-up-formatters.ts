import { formatDateTime, formatNumber } from '@afscheid/shared';

type Schedule = (task: () => void) => void;

/** A task of its own, right after the current one. */
const nextTask: Schedule = (task) => {
  window.setTimeout(task, 0);
};

/**
 * The browser's first date or number format is costly: it loads the ICU data for the locale and the time zone,
 * some 30 ms on a phone (over 100 ms at Lighthouse's 4x CPU) for the date format and again for the number format.
 * A page that shows a date (the dashboard, the dossier list, a dossier's header) would pay that inside the render
 * that paints it. Called at start-up for a visitor with a session, this makes the formatters the app's own format
 * functions keep (`formatDateTime`, `formatNumber`) in tasks of their own while the first requests (the user, the
 * page's code and data) are on their way, so the page's render finds them made (decision 038).
 */
export function warmUpFormatters(schedule: Schedule = nextTask): void {
  schedule(() => {
    formatDateTime(Date.now());
    schedule(() => {
      formatNumber(1000);
    });
  });
}
