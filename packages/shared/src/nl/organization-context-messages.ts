/** Texts about the organisation a request acts for (decision 009): the header check, type capabilities, parties. */
export const organizationContextMessages = {
  /** 409: the tab sent another organisation than the session's (another tab switched). */
  changed:
    'Je werkt in een ander tabblad inmiddels voor een andere organisatie. Laad de pagina opnieuw om verder te gaan in {organization}.',
  /** 409: a call on the active organisation's records without one (the platform administrator, or no membership). */
  requiredSuper:
    'Je werkt nu niet in een organisatie. Kies eerst een organisatie via "Wissel van organisatie" of maak er een aan.',
  requiredMember:
    'Je bent op dit moment geen actief lid van een organisatie. Vraag de beheerder van je organisatie om je opnieuw toegang te geven.',
  /** 403: the organisation's type cannot do this at all (a crematorium has no dossiers). */
  notForType: 'Een {type} kan dit niet: deze functie hoort bij een ander soort organisatie.',
  /** 403: a record shared by two organisations, and the action belongs to the other one (party access). */
  otherParty: 'Dit kan alleen de andere organisatie die bij deze aanvraag betrokken is.',
} as const;
