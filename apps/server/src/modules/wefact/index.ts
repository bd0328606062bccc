/** The WeFact module's public face: other modules import from here, not from its files. */
export { callWefact, type WefactConnection, type WefactResult } from './client.ts';
export { storedConnection } from './service.ts';
export { storedTaxCodes } from './presenter.ts';
export {
  addDebtor,
  addInvoice,
  listInvoicesByReference,
  showInvoice,
  invoiceAddParams,
  invoiceStatusOf,
  centsToEuros,
  milliToNumber,
  basisPointsToPercentText,
  eurosToCents,
  type WefactDebtorInput,
  type WefactFailure,
  type WefactInvoice,
  type WefactInvoiceLine,
  type WefactOutcome,
} from './invoicing-api.ts';
