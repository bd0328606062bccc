/** The budget module's public face: other modules and the seed import from here, not from its files. */
export { budgetSectionAccess, budgetLineAccess } from './access.ts';
export { ensureSections } from './sections-service.ts';
export { debtorDisplayName } from './presenter.ts';
export { createBudgetLine, showBudget } from './service.ts';
