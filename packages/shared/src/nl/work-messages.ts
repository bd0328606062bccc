/** Server answers about notes, tasks and documents (issue 4). */
export const workMessages = {
  notes: {
    authorOnly: 'Alleen wie de notitie heeft geschreven, kan deze wijzigen of verwijderen.',
    conflict:
      'Deze notitie is intussen ergens anders gewijzigd. Hieronder staat de nieuwste versie; pas die zo nodig opnieuw aan.',
  },
  tasks: {
    conflict:
      'Deze taak is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
    assigneeNotMember: 'Kies een actieve medewerker van je organisatie.',
    dossierNotFound: 'Dit dossier bestaat niet (meer) binnen je organisatie.',
  },
  documents: {
    fileRequired: 'Kies een bestand om toe te voegen.',
    fileEmpty: 'Dit bestand is leeg. Kies een ander bestand.',
    fileTooLarge: 'Dit bestand is groter dan {size}. Verklein het bestand of kies een ander bestand.',
    typeNotAllowed: 'Dit soort bestand kan niet worden toegevoegd. Toegestaan zijn: {types}.',
    extensionMismatch:
      'De inhoud van dit bestand past niet bij de bestandsnaam (.{extension}). Toegestaan zijn: {types}.',
  },
} as const;
