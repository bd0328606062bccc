/** Server answers about dossiers, sections, search, address book and standard task lists (issue 4). */
export const dossierApiMessages = {
  readOnly: 'Dit dossier is gearchiveerd of geannuleerd en kan niet meer worden gewijzigd.',
  noActiveOrganization: 'Kies eerst een organisatie om in te werken.',
} as const;
