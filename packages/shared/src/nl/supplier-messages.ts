/** Suppliers (leveranciers): their kinds and statuses, field labels and the server's answers (issue 12). */
export const supplierMessages = {
  /** The kinds of supplier a funeral company works with, by code. */
  kinds: {
    florist: 'Bloemist',
    printer: 'Drukkerij',
    newspaper: 'Krant',
    caterer: 'Cateraar',
    transport: 'Vervoer',
    stonemason: 'Steenhouwer',
    other: 'Overig',
  },
  /** The specification's supplier status labels. */
  statuses: {
    active: 'Actief',
    inactive: 'Inactief',
  },
  fields: {
    name: 'Naam',
    kind: 'Soort leverancier',
    contactPerson: 'Contactpersoon',
    country: 'Land',
    notes: 'Notities',
    status: 'Status',
  },
  errors: {
    kind: 'Kies een soort leverancier uit de lijst.',
    status: 'Kies ‘Actief’ of ‘Inactief’.',
    sort: 'Sorteer op naam, soort, plaats of aanmaakdatum.',
    country: 'Land: kies een land uit de lijst.',
  },
  conflict:
    'Deze leverancier is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
  deleteHasArticlesOne:
    'Deze leverancier kan niet worden verwijderd: er hoort nog 1 artikel bij. Zet de leverancier op ‘Inactief’ als je er niet meer mee werkt.',
  deleteHasArticles:
    'Deze leverancier kan niet worden verwijderd: er horen nog {count} artikelen bij. Zet de leverancier op ‘Inactief’ als je er niet meer mee werkt.',
} as const;
