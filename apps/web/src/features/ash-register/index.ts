/** The ash register feature's public face: other features import from here (decision 011); the router loads routes/*. */
export { ashRegisterKeys } from './api/query-keys.ts';
