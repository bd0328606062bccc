/** The debtors feature's public face: other features and the app import from here (decision 011). */
export { debtorDisplayName } from '@afscheid/shared';
export { DebtorCreateDialog, type DebtorCreateDialogProps } from './components/debtor-create-dialog.tsx';
export { ClientDebtorButton, type ClientDebtorButtonProps } from './components/client-debtor-button.tsx';
export { debtorKeys } from './api/query-keys.ts';
export { getDebtor, listDebtors, type Debtor, type DebtorListQuery } from './api/debtors-api.ts';
