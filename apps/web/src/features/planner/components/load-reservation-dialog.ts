/**
 * The reservation dialog's code, loaded on demand (`lazyDialog`): a page that offers it (the planner, a dossier)
 * does not load it until it is opened. A dynamic import of the feature's index would not do: the index is also
 * imported statically, so the dialog would come with it (issue 17).
 */
export const loadReservationDialog = async () => (await import('./reservation-dialog.tsx')).ReservationDialog;
