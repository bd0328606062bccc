/**
 * The law on dates (issue 11): the legal window for a burial or cremation (Wet op de lijkbezorging, art. 16 and
 * 17), the days equated with holidays by decree, the uitstel and vervroeging permits.
 */
export const lawMessages = {
  subjects: { cremation: 'De crematie', burial: 'De begrafenis', any: 'De crematie of begrafenis' },
  tooEarly:
    '{subject} mag niet eerder plaatsvinden dan {hours} uur na het overlijden: op zijn vroegst {earliest}. Toegestaan is van {earliest} tot en met {latestDate}. Eerder mag alleen met vervroeging door de burgemeester, met instemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
  tooLate:
    '{subject} moet uiterlijk op {latestDate} plaatsvinden (de {ordinal} werkdag na het overlijden). Toegestaan is van {earliest} tot en met {latestDate}. Later mag alleen met uitstel van de burgemeester; leg dat vast bij de overledene (uitstel, met kenmerk en einddatum).',
  afterDelay:
    '{subject} moet uiterlijk op {until} plaatsvinden: tot en met die dag geldt het uitstel van de burgemeester (kenmerk {reference}). Later mag alleen met een nieuw uitstel; leg de nieuwe einddatum vast bij de overledene.',
  delayWithoutEnd:
    '{subject} valt na de wettelijke termijn (uiterlijk {latestDate}) en bij het uitstel is geen einddatum vastgelegd. Vul bij de overledene in tot en met welke datum de burgemeester uitstel heeft verleend.',
  /** Appended where the last allowed day is shown while a year of the count has no known decree. */
  unknownDecreeDays:
    'De dagen die in {years} bij besluit met een feestdag worden gelijkgesteld, zijn nog niet bekend: de uiterste datum is zonder die dagen berekend.',
  /** Joins the last two years of a list ("2028 en 2029"). */
  and: ' en ',
  /** Dutch ordinal words, index = the number ("zesde werkdag"); above the list `{n}e`. */
  ordinals: [
    'nulde',
    'eerste',
    'tweede',
    'derde',
    'vierde',
    'vijfde',
    'zesde',
    'zevende',
    'achtste',
    'negende',
    'tiende',
    'elfde',
    'twaalfde',
    'dertiende',
    'veertiende',
    'vijftiende',
    'zestiende',
    'zeventiende',
    'achttiende',
    'negentiende',
    'twintigste',
  ],
  ordinalFallback: '{n}e',
  /** The help of the deceased section's time of death. */
  unknownDeathTimeHelp: 'Onbekend? Laat dit leeg: de wettelijke termijn telt dan vanaf 23:59 van die dag.',
  /** The uitstel/vervroeging permit in the deceased section. */
  exceptionKinds: {
    delay: 'Uitstel (burgemeester)',
    early: 'Vervroeging (burgemeester, met instemming van de officier van justitie)',
  },
  exceptionUntil: 'Uitstel tot en met',
  exceptionHelp:
    'Alleen met deze vergunning mag de uitvaart buiten de wettelijke termijn ({hours} uur tot de {ordinal} werkdag) vallen. Beide verleent de burgemeester: uitstel tot en met een datum, vervroeging met instemming van de officier van justitie.',
  exceptionUntilRequired: 'Vul in tot en met welke datum het uitstel geldt.',
  exceptionUntilField: 'De einddatum van het uitstel',
} as const;
