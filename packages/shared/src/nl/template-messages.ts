/**
 * The organisation's own Word templates (issue 16): the upload's answers, the check of its merge fields (each
 * message names the tag as the template has it) and what a dossier lacks for a template.
 */
export const templateMessages = {
  fileTooLarge:
    'Dit sjabloon is groter dan {size}. Verklein het document (bijvoorbeeld kleinere afbeeldingen) en probeer het opnieuw.',
  notDocx: 'Dit bestand is geen Word-document (.docx).',
  /** The package is a DOCX, but too big once unpacked (a "zip bomb") or its XML cannot be read. */
  unreadable:
    'Dit Word-document kan niet worden gelezen. Sla het opnieuw op als .docx en probeer het nog eens.',
  /** `{tag}` is the tag as written, braces included: ‘{overledene.schoenmaat}’. */
  unknownField: 'De samenvoegcode ‘{tag}’ bestaat niet. Kies een code uit de lijst.',
  /** A loop tag used as a plain field. */
  loopAsField:
    'De samenvoegcode ‘{tag}’ is een lijst. Gebruik ‘{open}’ … ‘{close}’ om de regels te herhalen.',
  /** `{#x}`… with a special prefix the templates do not support (`{@x}` raw XML, `{-w:p x}`). */
  unsupportedTag: 'De samenvoegcode ‘{tag}’ wordt niet ondersteund. Gebruik alleen codes uit de lijst.',
  unclosedTag: 'De samenvoegcode ‘{tag}’ is niet afgesloten.',
  unopenedTag: 'De samenvoegcode ‘{tag}’ mist het openingsteken ‘{’.',
  duplicateOpen: 'De samenvoegcode ‘{tag}’ heeft een openingsteken ‘{’ te veel.',
  duplicateClose: 'De samenvoegcode ‘{tag}’ heeft een sluitteken ‘}’ te veel.',
  emptyTag:
    'Er staat een lege samenvoegcode ‘{}’ in het sjabloon. Vul een code uit de lijst in of haal de haakjes weg.',
  unclosedLoop: 'De herhaling ‘{open}’ wordt niet afgesloten met ‘{close}’.',
  unopenedLoop: 'Bij ‘{close}’ hoort geen ‘{open}’ ervoor.',
  loopMismatch: 'De herhaling ‘{open}’ wordt afgesloten met ‘{close}’; dat moet ‘{expected}’ zijn.',
  unbalancedLoops: 'De herhalingen ‘{first}’ en ‘{second}’ lopen door elkaar. Sluit de binnenste eerst af.',
  /** Any other template error the template library reports about one tag. */
  brokenTag: 'De samenvoegcode ‘{tag}’ klopt niet. Controleer de code en probeer het opnieuw.',
  /** Any other template error, without a tag to name. */
  brokenTemplate:
    'De samenvoegcodes van dit sjabloon kloppen niet. Controleer de codes en probeer het opnieuw.',
  nameTooLong: 'De naam mag niet langer zijn dan 200 tekens.',
  /** The template could not be filled for a dossier (it changed on disk, or the library refused it). */
  renderFailed: 'Het sjabloon ‘{name}’ kon niet worden gevuld. Upload het sjabloon opnieuw.',
  /** What a dossier lacks for a template: one per used merge field that is empty … */
  fieldEmpty: 'Niet ingevuld: {label} (‘{tag}’).',
  /** … or per used loop with nothing to repeat. */
  loopEmpty: 'De lijst ‘{tag}’ is leeg: er is nog niets om te herhalen.',
} as const;
