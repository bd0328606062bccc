/** Server answers about dossiers, sections, search, address book and standard task lists (issue 4). */
export const dossierApiMessages = {
  readOnly: 'Dit dossier is gearchiveerd of geannuleerd en kan niet meer worden gewijzigd.',
  importInvalidBsn: 'Een dossier in de import heeft een ongeldig BSN; er is niets geïmporteerd.',
  noActiveOrganization: 'Kies eerst een organisatie om in te werken.',
  responsibleNotMember: 'Kies als verantwoordelijke een actief lid van deze organisatie.',
  executorNotMember: 'Kies als uitvaartleider een actief lid van deze organisatie.',
  transitionNotAllowed: 'Een dossier met de status {from} kan niet de status {to} krijgen.',
  completedWithoutMoment:
    'Het dossier kan pas op ‘Uitgevoerd’ worden gezet als de datum en tijd van de {act} zijn vastgelegd in het onderdeel {section}.',
  completedBeforeMoment:
    'Het dossier kan pas op ‘Uitgevoerd’ worden gezet na de {act} van {at}. Pas zo nodig de datum en tijd aan in het onderdeel {section}.',
  acts: { cremation: 'crematie', burial: 'begrafenis' },
  sectionVersion: 'De versie van het onderdeel ontbreekt. Vernieuw de pagina en probeer het opnieuw.',
  sectionData: 'De gegevens van het onderdeel ontbreken of zijn onleesbaar.',
  sectionInvalid: 'Niet alle velden van {section} zijn goed ingevuld.',
  funeralLeavesWindow:
    'Met deze gegevens valt de vastgelegde {act} buiten de wettelijke termijn: {reason} Pas eerst het onderdeel {section} aan of leg een vergunning vast.',
} as const;
