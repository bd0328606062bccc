/** The generated documents' own Dutch texts (informal "je"): the "Document maken" dialog and its notice. */
export const nlGeneratables = {
  common: {
    loading: 'Laden…',
    retry: 'Opnieuw proberen',
    cancel: 'Annuleren',
  },
  open: 'Document maken',
  dialog: {
    title: 'Document maken',
    description:
      'Maak een document uit de gegevens van dit dossier. Het komt bij de documentatie; eerder gemaakte documenten blijven staan.',
    choose: 'Kies een document',
    none: 'Er zijn geen documenten die je uit dit dossier kunt maken.',
    loadFailed: 'De documenten om te maken konden niet worden geladen.',
    notApplicable: 'Niet van toepassing: {reason}',
    missingHeading: 'Nog niet ingevuld in het dossier',
    missingIntro: 'Je kunt het document toch maken; deze plekken blijven dan leeg.',
    missingWhere: '({place})',
    complete: 'Alles wat dit document nodig heeft, staat in het dossier.',
    lastGenerated: 'Laatst gemaakt op {date} om {time}',
    lastGeneratedFile: 'Laatst gemaakt op {date} om {time}: {name}',
    changedSince: 'Het dossier is sindsdien gewijzigd.',
    upToDate: 'Het dossier is sindsdien niet gewijzigd.',
    never: 'Nog niet eerder gemaakt.',
    submit: 'Maken',
    submitting: 'Bezig met maken…',
  },
  formats: {
    pdf: 'PDF',
    docx: 'Word',
  },
  formatLabel: 'Bestandsformaat: {format}',
  /** Where a missing item is recorded, when it is not one of the dossier's sections. */
  places: {
    dossier: 'Overzicht van het dossier',
    budget: 'Begroting',
    planning: 'Planning',
    organization: 'Gegevens van je organisatie',
  },
  notice: {
    generated: '“{name}” is gemaakt en staat bij de documentatie.',
    download: 'Downloaden',
    downloadLabel: '“{name}” downloaden',
  },
  generatedFrom: 'Gemaakt van: {name}',
} as const;
