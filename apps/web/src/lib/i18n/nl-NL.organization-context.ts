/** Texts about the organisation the app works in (decision 009): the other-tab dialog, the pages that need one. */
export const nlOrganizationContext = {
  changedDialog: {
    title: 'Je werkt nu voor een andere organisatie',
    requiredTitle: 'Je werkt nu niet in een organisatie',
    intro: 'Om te voorkomen dat iets in de verkeerde organisatie terechtkomt, is je laatste actie niet uitgevoerd.',
    reload: 'Pagina opnieuw laden',
    later: 'Later',
  },
  required: {
    title: 'Kies eerst een organisatie',
    superIntro:
      'Dossiers, taken en andere gegevens horen altijd bij één organisatie. Als platformbeheerder werk je nu niet in een organisatie.',
    superAction: 'Kies hieronder een organisatie om in te werken, of open de lijst met organisaties om er een te bekijken of aan te maken.',
    toOrganizations: 'Naar de organisaties',
    switch: 'Wissel van organisatie',
    memberIntro:
      'Je bent op dit moment geen actief lid van een organisatie. Vraag de beheerder van je organisatie om je (opnieuw) toegang te geven.',
    home: 'Naar het dashboard',
  },
  notForType: {
    title: 'Niet beschikbaar voor deze organisatie',
    intro: 'Dit onderdeel hoort bij een ander soort organisatie. Je werkt nu in {organization} ({type}).',
    introUnknown: 'Dit onderdeel hoort bij een ander soort organisatie dan die waarin je nu werkt.',
    hint: 'Werk je ook voor een andere organisatie? Wissel dan van organisatie.',
  },
  foreign: {
    title: 'Dit staat in een andere organisatie',
    dossierIntro: 'Dit dossier hoort bij {organization}. Je werkt nu in {active}.',
    taskIntro: 'Deze taak hoort bij {organization}. Je werkt nu in {active}.',
    articleIntro: 'Dit artikel hoort bij {organization}. Je werkt nu in {active}.',
    supplierIntro: 'Deze leverancier hoort bij {organization}. Je werkt nu in {active}.',
    debtorIntro: 'Deze debiteur hoort bij {organization}. Je werkt nu in {active}.',
    placeIntro: 'Deze plaats hoort bij {organization}. Je werkt nu in {active}.',
    switch: 'Overstappen naar {organization}',
    switching: 'Bezig met overstappen…',
    stay: 'Blijf in {active}',
    failed: 'Overstappen is niet gelukt.',
  },
} as const;
