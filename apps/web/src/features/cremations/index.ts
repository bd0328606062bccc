/** The cremations feature's public face: other features and the app import from here (decision 011). */
export { listCremations, type CremationListItem } from './api/cremations-api.ts';
export { cremationKeys } from './api/query-keys.ts';
export { CremationStatusBadge } from './components/cremation-status-badge.tsx';
export { readiness } from './lib/display.ts';
