/** The invoicing feature's public face: other features and the app import from here (decision 011). */
export { invoicingKeys } from './api/query-keys.ts';
export { BillableDossiersButton, BillableDossiersDialog } from './components/billable-dossiers-lazy.tsx';
export { InvoiceDossierButton, type InvoiceDossierButtonProps } from './components/invoice-dossier-button.tsx';
export { DossierInvoices, DebtorInvoices } from './components/invoice-list.tsx';
export { InvoiceStatusBadge } from './components/invoice-status-badge.tsx';
