/** The reservations module's public face: other modules and the seed import from here, not from its files. */
export { reservationsRepository, type ReservationRow } from './repository.ts';
export { reservationAccess, type ReservationAccess } from './access.ts';
export { presentReservation } from './presenter.ts';
export { busyMinutes, minutesToInstant, reservationWhen, isOverlapViolation } from './busy.ts';
export {
  reservationsInRange,
  listReservations,
  listDossierReservations,
  showReservation,
  createReservation,
  updateReservation,
  deleteReservation,
  bookInTransaction,
  cancelRequestReservations,
  type BookingInTransaction,
  type ReservationsInRange,
} from './service.ts';
