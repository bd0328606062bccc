/** Dossiers, the 18 sections and their validation (shared schemas) (issue 4). */
export const dossierMessages = {} as const;
