/** Answers to input refused at the edge, before any rule looks at it (issue 10). */
export const edgeMessages = {
  /** A JSON body nested deeper than the server reads (400). */
  tooDeep:
    'Het verzoek bevat te diep geneste gegevens (meer dan {depth} niveaus) en is niet verwerkt. Vernieuw de pagina en probeer het opnieuw.',
  /** A text with a broken character (a lone UTF-16 surrogate), per field in a 422. */
  invalidCharacters:
    'Deze tekst bevat een ongeldig teken, bijvoorbeeld een half gekopieerd symbool. Typ of plak de tekst opnieuw.',
} as const;
