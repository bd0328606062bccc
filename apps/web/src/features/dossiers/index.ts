/** The dossiers feature's public face: other features and the app import from here (decision 011). */
export { getDossier } from './api/dossiers-api.ts';
export { dossierKeys } from './api/query-keys.ts';
