/**
 * The ash register feature's own Dutch texts (informal "je"). The register's title, column names, statuses and
 * the correction remarks come from `messages.ash` in `@afscheid/shared` (the CSV and PDF use the same words).
 */
export const nlAshRegister = {
  common: {
    loading: 'Laden…',
    retry: 'Opnieuw proberen',
    none: '—',
  },
  page: {
    intro:
      'Het register van artikel 50 van de Wet op de lijkbezorging: van elke crematie wat er met de as is gebeurd, wie dat besliste en waar de as is gebleven.',
    neverEdited:
      'Het register wordt nooit gewijzigd of geleegd. Een afgesloten regel blijft staan zoals hij is; een fout herstel je met een correctie, die als nieuwe regel wordt toegevoegd en naar de oude regel verwijst.',
    year: 'Jaar',
    search: 'Zoeken',
    searchPlaceholder: 'Naam of registratienummer',
    searchHint: 'Zoek op de naam van de overledene of het registratienummer.',
    downloads: 'Downloaden',
    downloadCsv: 'Download CSV',
    downloadCsvLabel: 'Download het register van {year} als CSV (voor Excel)',
    downloadPdf: 'Download PDF',
    downloadPdfLabel: 'Download het register van {year} als PDF',
    downloadHint: 'De downloads bevatten het hele register van het jaar, ook als je hierboven zoekt.',
    loadFailed: 'Het register kon niet worden geladen.',
    none: 'Er zijn geen crematies in {year}.',
    noneFound: 'Geen regels gevonden met deze zoekopdracht.',
    caption: 'Register van asbestemmingen {year}, pagina {page} van {pages}',
    total: '{total} regels',
    totalOne: '1 regel',
    pagination: 'Paginering',
    previous: 'Vorige',
    next: 'Volgende',
    pageOf: 'Pagina {page} van {pages}',
    open: 'Asregistratie {number} openen',
  },
  line: {
    /** A correction whose corrected line is not in the answer (another search): the reason alone. */
    correction: 'Correctie: {reason}',
    correctionBadge: 'Correctie',
    correctedBadge: 'Gecorrigeerd',
    corrected: 'Deze regel is gecorrigeerd; de correctie staat als eigen regel in het register.',
  },
} as const;
