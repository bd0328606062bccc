/**
 * The language of every widget, whatever the browser's: dates as dd-mm-jjjj with weeks from Monday, a 24-hour
 * clock, and React Aria's built-in texts (screen-reader labels of calendar buttons, dialogs) in Dutch. Each
 * widget wraps itself in `<I18nProvider locale={WIDGET_LOCALE}>`, so no app-wide provider is needed.
 */
export const WIDGET_LOCALE = 'nl-NL';
