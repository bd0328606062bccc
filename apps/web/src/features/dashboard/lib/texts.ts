/**
 * The dashboard's own Dutch texts (informal "je"). Status labels of dossiers, suppliers and ashes come from
 * `@afscheid/shared`; the greeting and the organisations card from `nlPages.dashboard`.
 */
export const dashboardTexts = {
  loading: 'Het dashboard wordt geladen…',
  loadFailed: 'Het dashboard kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  cards: 'Wat er nu speelt',
  /** The dashboard's own status labels (the specification's "dashboard" status labels). */
  statuses: {
    today: 'Vandaag',
    overdue: 'Te laat',
    soon: 'Binnenkort',
    ok: 'Alles op orde',
  },
  urgent: 'Dringend',
  deadlines: {
    title: 'Wettelijke termijnen',
    intro:
      'Lopende dossiers waarvan de uiterste dag binnen twee werkdagen valt en waarin nog niets is gepland.',
    countOne: 'dossier',
    countMany: 'dossiers',
    latest: 'uiterlijk {date}',
    caption: 'Dossiers met een termijn die afloopt',
    more: 'En nog {count} andere',
  },
  tasks: {
    title: 'Mijn taken',
    intro: 'Je eigen open taken.',
    openOne: 'open taak',
    openMany: 'open taken',
    overdue: 'te laat',
  },
  dossiers: {
    title: 'Dossiers',
    intro: 'De dossiers van je organisatie per status.',
    all: 'Alle {count} dossiers',
    allOne: 'Alle dossiers (1)',
  },
  reservations: {
    title: 'Planning',
    intro: 'Reserveringen van je ruimtes vandaag en morgen.',
    today: 'vandaag',
    tomorrow: 'morgen',
  },
  billable: {
    title: 'Te factureren',
    intro: 'Dossiers met factureerbare regels die nog niet zijn gefactureerd.',
    countOne: 'dossier',
    countMany: 'dossiers',
    open: 'Te factureren dossiers bekijken',
    totalIncl: 'Totaal {amount} incl. btw',
    totalExcl: '{amount} excl. btw',
  },
  requests: {
    title: 'Crematieaanvragen',
    introRequester: 'Aanvragen die op het crematorium wachten, en voorstellen die jij moet beantwoorden.',
    introProvider:
      'Aanvragen die je moet beantwoorden, en voorstellen die op de uitvaartonderneming wachten.',
    /** Funeral company: submitted, waiting for the crematorium. */
    waitingCrematoriumOne: 'wacht op het crematorium',
    waitingCrematoriumMany: 'wachten op het crematorium',
    /** Funeral company: a proposal of the crematorium to answer. */
    proposalsToAnswerOne: 'voorstel om te beantwoorden',
    proposalsToAnswerMany: 'voorstellen om te beantwoorden',
    /** Crematorium: requests to answer. */
    toAnswerOne: 'aanvraag om te beantwoorden',
    toAnswerMany: 'aanvragen om te beantwoorden',
    /** Crematorium: its proposal, waiting for the funeral company. */
    proposalsWaitingOne: 'voorstel wacht op de uitvaartonderneming',
    proposalsWaitingMany: 'voorstellen wachten op de uitvaartonderneming',
  },
  ashWaiting: {
    title: 'Asbestemmingen',
    intro:
      'Gecremeerd, de as is in bewaring bij het crematorium en de opdrachtgever heeft nog geen bestemming gekozen.',
    countOne: 'wacht op de keuze van de opdrachtgever',
    countMany: 'wachten op de keuze van de opdrachtgever',
  },
  cremations: {
    title: 'Crematies vandaag',
    intro: 'De crematies van vandaag en of ze vrijgegeven kunnen worden.',
    countOne: 'crematie',
    countMany: 'crematies',
    notReadyOne: 'niet klaar voor vrijgave',
    notReadyMany: 'niet klaar voor vrijgave',
    caption: 'Crematies van vandaag',
    noTime: 'Geen tijd',
    missing: 'Ontbreekt',
  },
  ash: {
    title: 'Asbeheer',
    intro: 'Asbussen die vrij mogen, die te lang in bewaring zijn, en asplaatsen waarvan de termijn afloopt.',
    releasableOne: 'deze week vrij te geven',
    releasableMany: 'deze week vrij te geven',
    /** "2 in bewaring, langer dan de bewaartermijn" (the ash status label in the middle). */
    overTerm: '{status}, langer dan de bewaartermijn',
    placesOne: 'asplaats met een termijn die afloopt',
    placesMany: 'asplaatsen met een termijn die afloopt',
  },
  suppliers: {
    title: 'Leveranciers',
    intro: 'De leveranciers van je organisatie per status.',
  },
  invoicing: {
    title: 'Facturatiekoppeling',
    intro: 'De koppeling met WeFact en facturen die aandacht vragen.',
    states: {
      not_configured: 'Niet ingesteld',
      configured: 'Werkt',
      attention: 'Aandacht nodig',
    },
    failedOne: 'factuur mislukt',
    failedMany: 'facturen mislukt',
    pendingOne: 'factuur wordt gemaakt',
    pendingMany: 'facturen worden gemaakt',
    updatedAt: 'Instellingen bijgewerkt op {when}',
    settings: 'Koppeling bekijken',
    setUp: 'Koppeling instellen',
  },
} as const;
