import { formatDateTime, formatNumber } from '@afscheid/shared';

type Schedule = (task: () => void) => void;

/** A task of its own, right after the current one. */
const nextTask: Schedule = (task) => {
  window.setTimeout(task, 0);
};

/**
 * The browser's first use of `Intl` is costly: it loads the ICU data (the locale's, then the number and date
 * patterns and the time zone's), some 30–100 ms in a page that has just started (over 100 ms at Lighthouse's 4x
 * CPU), more than the 50 ms a task may take before it blocks. A page that shows a date (the dashboard, the dossier
 * list, a dossier's header) would pay that inside the render that paints it. Called at start-up for a visitor with
 * a session, this makes the formatters the app's own format functions keep (`formatNumber`, `formatDateTime`) while
 * the first requests (the user, the page's code and data) are on their way, so the page's render finds them made
 * (decision 038). The cost comes in three tasks, each a part of the whole (decision 041, measured in Chromium: the
 * locale 8 ms, then the number format 20 ms, then the date format in Amsterdam time 5 ms, where the date format
 * first takes 32 ms in one): the locale's data, the number format, then the date format.
 */
export function warmUpFormatters(schedule: Schedule = nextTask): void {
  schedule(() => {
    new Intl.Locale('nl-NL').maximize();
    schedule(() => {
      formatNumber(1000);
      schedule(() => {
        formatDateTime(Date.now());
      });
    });
  });
}
