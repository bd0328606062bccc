/** The ash-places module's public face: other modules and the app import from here, not from its files. */
export { lockAshPlaceForPlacement, notCorrected, placeOccupation } from './placement.ts';
export { ashPlacesRepository, type AshPlaceRow } from './repository.ts';
export { TERM_ENDING_DAYS } from './presenter.ts';
