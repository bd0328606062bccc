/** The places feature's public face: other features and the app import from here (decision 011). */
export { getPlace, listAllPlaces, type PlaceData } from './api/places-api.ts';
export { placeKeys } from './api/query-keys.ts';
export { usePlace } from './api/use-place.ts';
export { placeKindLabel } from './lib/labels.ts';
