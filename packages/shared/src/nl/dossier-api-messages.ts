/** Server answers about dossiers, sections, search, address book and standard task lists (issue 4). */
export const dossierApiMessages = {} as const;
