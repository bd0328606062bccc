/** The planner feature's public face: other features and the app import from here (decision 011). */
export type { ReservationDialogProps } from './components/reservation-dialog.tsx';
export { loadReservationDialog } from './components/load-reservation-dialog.ts';
export type { ReservationPrefill } from './lib/reservation-form.ts';
export { plannerKeys } from './api/query-keys.ts';
export { getReservation, type ReservationData } from './api/planner-api.ts';
export {
  CalendarFeedPanel,
  type CalendarFeedPanelProps,
  type CalendarFeedTexts,
} from './components/calendar-feed-panel.tsx';
