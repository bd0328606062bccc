/** The cremations feature's public face: other features and the app import from here (decision 011). */
export { CremationStatusBadge } from './components/cremation-status-badge.tsx';
export { readiness } from './lib/display.ts';
