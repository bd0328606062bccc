/** TanStack Query keys of the budget feature. */
export const budgetKeys = {
  all: ['budget'] as const,
  sections: () => ['budget', 'sections'] as const,
  dossier: (dossierId: string) => ['budget', 'dossier', dossierId] as const,
  history: (dossierId: string, page: number) => ['budget', 'dossier', dossierId, 'history', page] as const,
  // Under the articles' and debtors' own roots: a debtor made in the line dialog (or an article changed
  // elsewhere) refreshes these pickers with the rest of that feature's queries.
  articles: (search: string) => ['articles', 'budget-picker', search] as const,
  debtors: (search: string) => ['debtors', 'budget-picker', search] as const,
  policies: (dossierId: string) => ['budget', 'dossier', dossierId, 'policies'] as const,
};
