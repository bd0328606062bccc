/** The ash records feature's public face: other features and the app import from here (decision 011). */
export { ashKeys } from './api/query-keys.ts';
export { AshDestinationStatusBadge, AshStatusBadge } from './components/ash-status-badge.tsx';
export { DESTINATION_STATUS_TONES, RECORD_STATUS_TONES, releaseText } from './lib/display.ts';
