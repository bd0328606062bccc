/**
 * The ash status panel's own Dutch texts (informal "je"): what a funeral company sees of the ashes of its
 * cremation dossier. Statuses, kinds, field labels and the server's messages come from `messages.ash`.
 */
export const nlAshStatus = {
  common: {
    loading: 'Laden…',
    retry: 'Opnieuw proberen',
    cancel: 'Annuleren',
    none: '—',
  },
  panel: {
    heading: 'Asbestemming bij het crematorium',
    noRecord:
      'De status verschijnt hier zodra het crematorium de crematie heeft vastgelegd. Daarna kun je de asbestemming van de opdrachtgever aan het crematorium doorgeven.',
    loadFailed: 'De status bij het crematorium kon niet worden geladen.',
    crematorium: 'Crematorium',
    registrationNumber: 'Registratienummer',
    status: 'Status',
    crematedOn: 'Crematiedatum',
    release: 'Vrij te geven',
    releaseOn: 'vanaf {date}',
    urns: 'Urnen',
    blockedTitle: 'Verbod van de officier van justitie',
    blocked:
      'De officier van justitie heeft verstrooien, meegeven en overbrengen naar het buitenland verboden (art. 76 lid 4 Wlb). Het crematorium kan zo’n bestemming nu niet goedkeuren.',
    destinations: 'Asbestemmingen',
    noDestinations: 'Er is nog geen asbestemming doorgegeven.',
    urnCount: '{count} urnen',
    urnCountOne: '1 urn',
    decidedBy: 'Beslist door {name}',
    approvedAt: 'Goedgekeurd op {date}',
    executedOn: 'Uitgevoerd op {date}',
    closedAt: 'Afgesloten op {date}',
    send: 'Asbestemming doorgeven aan het crematorium',
    allAssigned: 'Alle urnen hebben een asbestemming.',
  },
  dialog: {
    title: 'Asbestemming doorgeven aan het crematorium',
    description:
      'Ingevuld uit de asbestemming en de opdrachtgever in dit dossier. Controleer en vul aan voordat je het doorgeeft; het crematorium keurt de bestemming goed na de wachttermijn van een maand.',
    loadingClient: 'De gegevens van de opdrachtgever worden geladen…',
    submit: 'Doorgeven',
    submitting: 'Bezig met doorgeven…',
    invalid: 'Niet alles is goed ingevuld. Kijk de gemarkeerde velden na.',
    chooseKind: 'Kies een asbestemming',
    kindOption: '{kind} ({outcome})',
    urnsHint: 'Leeg laten: alle urnen die nog geen bestemming hebben.',
    decidedByHint: 'Alleen de opdrachtgever beslist over de as (art. 59 Wlb).',
    destinationPlaceHint: 'Bijvoorbeeld de begraafplaats, het adres of de naam van de zee of het water.',
    consentHint: 'Nodig bij bijzetting in een bestaand graf en bij verstrooien op grond van een ander.',
    relativesPresent: 'Verstrooien',
    withRelatives: 'Met nabestaanden',
    withoutRelatives: 'Zonder nabestaanden',
    unknown: 'Nog niet bekend',
  },
} as const;
