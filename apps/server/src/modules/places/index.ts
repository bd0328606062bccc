/** The places module's public face: other modules and the seed import from here, not from its files. */
export { placesRepository, type PlaceRow } from './repository.ts';
export { placeAccess, type PlaceAccess } from './access.ts';
export { presentPlace, presentPlaceRef } from './presenter.ts';
export { listPlaces, showPlace, createPlace, updatePlace, deletePlace, placeSortName } from './service.ts';
export { placeOfOrganization } from './lookup.ts';
