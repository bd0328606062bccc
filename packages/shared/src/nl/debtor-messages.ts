/** Debtors (issue 12): field labels, choices and the server's answers about debtors and the client as debtor. */
export const debtorMessages = {
  fields: {
    kind: 'Soort debiteur',
    companyName: 'Bedrijfsnaam',
    initials: 'Voorletters',
    firstName: 'Voornaam',
    namePrefix: 'Tussenvoegsel',
    surname: 'Achternaam',
    contactInitials: 'Voorletters contactpersoon',
    contactFirstName: 'Voornaam contactpersoon',
    contactNamePrefix: 'Tussenvoegsel contactpersoon',
    contactSurname: 'Achternaam contactpersoon',
    country: 'Land',
    invoiceMethod: 'Factuurverzending',
    notes: 'Notities',
    inWefact: 'In WeFact',
    sort: 'Sortering',
  },
  kinds: {
    person: 'Particulier',
    company: 'Bedrijf',
  },
  invoiceMethods: {
    email: 'Per e-mail',
    post: 'Per post',
    email_and_post: 'Per post en e-mail',
  },
  errors: {
    kind: 'Kies of de debiteur een particulier of een bedrijf is.',
    invoiceMethod: 'Kies hoe de debiteur de factuur ontvangt: per e-mail, per post of per post en e-mail.',
    country: 'Kies een land met een geldige landcode van twee letters, zoals NL.',
    inWefact: 'Kies ja of nee bij ‘In WeFact’.',
    sort: 'Sorteer op naam, plaats of aanmaakdatum.',
    conflict:
      'Deze debiteur is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
    inUse:
      'Deze debiteur kan niet worden verwijderd, omdat er nog begrotingsregels of facturen naar verwijzen ({lines} begrotingsregels, {invoices} facturen).',
    clientWithoutName:
      'Vul eerst de achternaam van de opdrachtgever in (onderdeel Opdrachtgever) voordat je er een debiteur van maakt.',
    recipientWithoutName:
      'Vul eerst de achternaam in bij ‘Factuur aan’ (onderdeel Opdrachtgever) voordat je er een debiteur van maakt.',
  },
} as const;
