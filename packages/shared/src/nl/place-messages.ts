/** Places (plaatsen): rooms, ovens and their kinds, field labels and the server's answers (issue 13). */
export const placeMessages = {
  /** The kinds of place an organisation plans, by code. */
  kinds: {
    aula: 'Aula',
    coffee_room: 'Koffiekamer',
    condolence_room: 'Condoleanceruimte',
    viewing_room: 'Opbaarkamer',
    mourning_room: 'Rouwkamer',
    cremation_oven: 'Crematieoven',
    other: 'Overig',
  },
  fields: {
    name: 'Naam van de plaats',
    kind: 'Soort plaats',
    locationName: 'Locatie',
    capacity: 'Capaciteit (personen)',
    color: 'Kleur',
    preparationMinutes: 'Voorbereidingstijd (minuten)',
    cleanupMinutes: 'Opruimtijd (minuten)',
    broadcasting: 'Uitzenden (livestream) mogelijk',
    active: 'Actief',
  },
  errors: {
    kind: 'Kies een soort plaats uit de lijst.',
    color: 'Kleur: kies een kleur als #rrggbb, bijvoorbeeld #2f6f4e.',
    minutes: '{field}: vul een aantal minuten in van 0 tot en met 480.',
    capacity: 'Capaciteit: vul een aantal personen in van 1 tot en met 5000.',
    sort: 'Sorteer op naam, soort of locatie.',
  },
  conflict:
    'Deze plaats is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
  deleteHasReservations:
    'Deze plaats kan niet worden verwijderd: er staan nog {count} reserveringen op. Zet de plaats op inactief als je haar niet meer gebruikt.',
  deleteHasReservationsOne:
    'Deze plaats kan niet worden verwijderd: er staat nog 1 reservering op. Zet de plaats op inactief als je haar niet meer gebruikt.',
} as const;
