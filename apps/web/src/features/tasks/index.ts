/** The tasks feature's public face: other features and the app import from here (decision 011). */
export { taskKeys } from './api/query-keys.ts';
export { getTask } from './api/tasks-api.ts';
export { useDossierReadOnly } from './lib/dossier-outlet.ts';
