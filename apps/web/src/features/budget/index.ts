/** The budget feature's public face: other features and the app import from here (decision 011). */
export { budgetKeys } from './api/query-keys.ts';
export { getBudget } from './api/budget-api.ts';
export { BudgetInvoicingActions } from './components/budget-invoicing-actions.tsx';
