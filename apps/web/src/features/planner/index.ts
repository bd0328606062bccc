/** The planner feature's public face: other features and the app import from here (decision 011). */
export type { ReservationDialogProps } from './components/reservation-dialog.tsx';
/**
 * The reservation dialog's code, loaded on demand (`lazyDialog`): a page that offers it (a dossier) does not load it
 * until it is opened. A dynamic import of this index would not do: the index is also imported statically, so the
 * dialog would come with it (issue 17).
 */
export const loadReservationDialog = async () =>
  (await import('./components/reservation-dialog.tsx')).ReservationDialog;
export type { ReservationPrefill } from './lib/reservation-form.ts';
export { plannerKeys } from './api/query-keys.ts';
export { getReservation, type ReservationData } from './api/planner-api.ts';
export {
  CalendarFeedPanel,
  type CalendarFeedPanelProps,
  type CalendarFeedTexts,
} from './components/calendar-feed-panel.tsx';
