/** Invoicing through WeFact (issue 12): the billable dossiers, making invoices, their status in WeFact. */
export const invoicingMessages = {
  fields: {
    debtorId: 'Debiteur',
    dossier: 'Dossier',
    sort: 'Sortering',
  },
  sorts: {
    number: 'Dossiernummer (oudste eerst)',
    '-number': 'Dossiernummer (nieuwste eerst)',
    name: 'Naam overledene (A-Z)',
    '-name': 'Naam overledene (Z-A)',
  },
  states: {
    pending: 'Wordt gemaakt',
    created: 'Gemaakt',
    failed: 'Mislukt',
  },
  statuses: {
    concept: 'Concept',
    sent: 'Verzonden',
    paid: 'Betaald',
    expired: 'Vervallen',
    credit: 'Creditfactuur',
  },
  errors: {
    sort: 'Sorteer op dossiernummer of naam.',
    debtorNotFound: 'Kies een debiteur van je eigen organisatie.',
    debtorRequired:
      'Er staan regels zonder debiteur op de begroting ({count}). Kies naar welke debiteur die gefactureerd worden.',
    nothingToInvoice: 'Er is niets meer te factureren in dit dossier.',
    alreadyInvoicing: 'Dit dossier wordt al gefactureerd. Wacht even en vernieuw de pagina.',
    notConfigured:
      'Factureren kan pas als WeFact is gekoppeld. Vul de API-sleutel in bij Organisatie → WeFact-koppeling.',
    taxCodeMissing:
      'Er is geen WeFact btw-code ingesteld voor ‘{rate}’. Vul die in bij Organisatie → WeFact-koppeling.',
    unexpectedAnswer: 'WeFact gaf een onverwacht antwoord. Controleer in WeFact of de factuur is gemaakt.',
    interrupted:
      'Het factureren werd onderbroken voordat WeFact antwoordde. Probeer het opnieuw: een factuur die WeFact al maakte, wordt dan teruggevonden.',
    notInWefact: 'Deze factuur staat niet in WeFact: alleen een gemaakte factuur heeft een status.',
    failedFirst: 'Niet geprobeerd omdat een eerdere factuur van dit dossier mislukte: {message}',
  },
  /** Why a dossier cannot move to "gefactureerd" yet (the status action says so). */
  statusRule: {
    linesOpen:
      'Er staan nog {count} te factureren begrotingsregels open. Factureer die eerst (Te factureren) voordat het dossier op gefactureerd gaat.',
    lineOpen:
      'Er staat nog 1 te factureren begrotingsregel open. Factureer die eerst (Te factureren) voordat het dossier op gefactureerd gaat.',
    pending: 'De facturering van dit dossier loopt nog. Probeer het over een paar minuten opnieuw.',
  },
} as const;
