/** The dossiers feature's public face: other features and the app import from here (decision 011). */
export { getDossier, getSection, listDossiers } from './api/dossiers-api.ts';
export { apiQueryFromParams, paramsFromUrl } from './lib/list-params.ts';
export { dossierKeys } from './api/query-keys.ts';
