/** The crematorium-requests module's public face: other modules and the app import from here, not from its files. */
export { requestsRepository, type RequestRow } from './repository.ts';
export { requestAccess, type RequestAccess } from './access.ts';
export { presentRequest } from './presenter.ts';
export {
  listRequests,
  requestUpdates,
  recentRequestEvents,
  recentRequestEventsChangeAt,
  createRequest,
  submitRequest,
} from './service.ts';
export { acceptRequest } from './transitions.ts';
