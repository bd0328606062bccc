/** The cremations module's public face: other modules and the app import from here, not from its files. */
export { cremationsRepository, type CremationRow } from './repository.ts';
export { cremationAccess, type CremationAccess } from './access.ts';
export { presentCremation, presentCremationListItem } from './presenter.ts';
export {
  createCremationForRequest,
  cancelCremationForRequest,
  cremationSummaries,
  cremationOfRequestIsPerformed,
  type NewCremationForRequest,
  type CremationSummary,
} from './requests.ts';
export {
  listCremations,
  showCremation,
  updateCremation,
  approveCremation,
  performCremation,
} from './service.ts';
