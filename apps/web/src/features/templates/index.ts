/** The templates feature's public face: other features and the app import from here (decision 011). */
export { templateKeys } from './api/query-keys.ts';
