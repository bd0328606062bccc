/** The invoicing module's public face: other modules import from here, not from its files. */
export {
  invoicedStatusRefusal,
  PENDING_STALE_MS,
  billableSummary,
  invoicesNeedingAttention,
} from './service.ts';
