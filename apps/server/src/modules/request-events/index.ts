/**
 * The request-events module's public face: the timeline of a crematorium request (issue 14) that both sides
 * read, with the audit for both organisations and the e-mail to the other side. Other modules import from here.
 *
 * `recordRequestEvent(trx, ctx, { requestId, side, action, note?, changes? })` takes a `MailContext` (the
 * service context with the outbox: `mailContextFor(request, actor)` of the users module) and the transaction
 * of the change; call it after the request row is updated.
 */
export {
  recentEventsFor,
  requestEventsRepository,
  type RecentRequestEvent,
  type RequestEventItem,
} from './repository.ts';
export { recordRequestEvent, type RequestEventInput } from './service.ts';
