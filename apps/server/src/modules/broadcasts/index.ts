/** The broadcasts module's public face: other modules and the app import from here, not from its files. */
export { broadcastsRepository, type BroadcastRow } from './repository.ts';
export { broadcastAccess, broadcastPlaceAccess, type BroadcastAccess } from './access.ts';
export { presentBroadcast } from './presenter.ts';
export { broadcastPageHeaders } from './page.ts';
export { availabilityOf } from './public-service.ts';
export {
  createBroadcast,
  deleteBroadcast,
  listBroadcasts,
  regenerateAccessCode,
  shareBroadcast,
  updateBroadcast,
} from './service.ts';
