/**
 * The dates a dossier's status rests on (issue 10, item 9) and the stored sections' integrity: the server's
 * refusal on the field and the explanation the section form shows beside the read-only fields.
 */
export const sectionIntegrityMessages = {
  /** The 422 on one field of a dossier past "open". */
  dateLocked: '{field} kan niet meer worden gewijzigd, want het dossier is {status}.',
  /** The 422's message above the fields. */
  datesLocked:
    'Het dossier is {status}: de datum en tijd van overlijden en van de {act} liggen vast. De andere velden kun je nog wel wijzigen.',
  /** The section form's explanation above the read-only date fields. */
  datesLockedNotice:
    'Het dossier is {status}. De datum en tijd van overlijden en van de {act} liggen daarom vast en kunnen hier niet meer worden gewijzigd; de andere velden wel.',
  /** The hint under a read-only date field. */
  dateLockedHint: 'Ligt vast: het dossier is {status}.',
  /** What each locked field is called in the messages, by section and data path. */
  lockedFields: {
    deceased: { diedOn: 'De datum van overlijden', diedAtTime: 'De tijd van overlijden' },
    cremation: { date: 'De datum van de crematie', time: 'De tijd van de crematie' },
    funeral: { date: 'De datum van de begrafenis', time: 'De tijd van de begrafenis' },
  },
} as const;
