/**
 * The Dutch texts the conflict dialogs and the leave guard of several catalogues share word for word, kept once
 * so they cannot drift apart. Each catalogue adds its own title and intro. Same style: informal "je".
 */
const conflictCommon = {
  field: 'Veld',
  caption: 'Velden die jij en de ander verschillend hebben ingevuld',
  theirChanges: 'De ander heeft ook dit gewijzigd; dat blijft hoe dan ook bewaard:',
  noConflicts: 'Jullie wijzigingen raken elkaar niet: met “Mijn versie opslaan” blijven beide bewaard.',
  empty: '(leeg)',
  overwrite: 'Mijn versie opslaan',
  overwriting: 'Bezig met opslaan…',
} as const;

/** For records edited on their own page (organisation, task): "their version" against "your version". */
export const conflictByVersion = {
  ...conflictCommon,
  yours: 'Jouw versie',
  theirs: 'Versie van de ander',
  keepTheirs: 'Versie van de ander houden',
  reloaded: 'Het formulier toont nu de versie van de ander.',
} as const;

/** For the dossier and its sections: "new value" against "your value". */
export const conflictByValue = {
  ...conflictCommon,
  yours: 'Jouw waarde',
  theirs: 'Nieuwe waarde',
  keepTheirs: 'Nieuwe versie overnemen',
  reloaded: 'Het formulier toont nu de nieuwe versie.',
} as const;

/** The guard before leaving a page with unsaved changes. */
export const pageLeaveGuard = {
  title: 'Wijzigingen niet opgeslagen',
  body: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina verlaat, gaan ze verloren.',
  stay: 'Blijven',
  leave: 'Pagina verlaten',
} as const;
