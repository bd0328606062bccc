/** Server answers about dossiers, sections, search, address book and standard task lists (issue 4). */
export const dossierApiMessages = {
  readOnly: 'Dit dossier is gearchiveerd of geannuleerd en kan niet meer worden gewijzigd.',
  importInvalidBsn: 'Een dossier in de import heeft een ongeldig BSN; er is niets geïmporteerd.',
  noActiveOrganization: 'Kies eerst een organisatie om in te werken.',
  responsibleNotMember: 'Kies als verantwoordelijke een actief lid van deze organisatie.',
  executorNotMember: 'Kies als uitvoerder een actief lid van deze organisatie.',
  transitionNotAllowed: 'Een dossier met de status {from} kan niet de status {to} krijgen.',
  completedWithoutMoment:
    'Het dossier kan pas op uitgevoerd als de datum en tijd van de {act} zijn vastgelegd in de sectie {section}.',
  completedBeforeMoment:
    'Het dossier kan pas op uitgevoerd na de {act} van {at}. Pas zo nodig de datum en tijd aan in de sectie {section}.',
  acts: { cremation: 'crematie', burial: 'begrafenis' },
  sectionVersion: 'De versie van de sectie ontbreekt. Vernieuw de pagina en probeer het opnieuw.',
  sectionData: 'De gegevens van de sectie ontbreken of zijn onleesbaar.',
  sectionInvalid: 'Niet alle velden van {section} zijn goed ingevuld.',
  funeralLeavesWindow:
    'Met deze gegevens valt de vastgelegde {act} buiten de wettelijke termijn: {reason} Pas eerst de sectie {section} aan of leg een vergunning vast.',
} as const;
