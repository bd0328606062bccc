/** The broadcasts feature's public face: other features and the app import from here (decision 011). */
export { broadcastKeys } from './api/query-keys.ts';
export { PlaceBroadcasts } from './components/place-broadcasts.tsx';
export { broadcastPaths } from './lib/paths.ts';
