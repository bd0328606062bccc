/** The ash places feature's public face: other features import from here (decision 011); the router loads routes/*. */
export { ashPlaceKeys } from './api/query-keys.ts';
