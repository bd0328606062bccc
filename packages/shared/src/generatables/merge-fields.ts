/**
 * The merge fields of the organisation's Word templates (issue 16): what a template may use, shown beside the
 * upload with an example each, and checked at upload (an unknown tag is refused, naming it). Tags are Dutch and
 * written like `{overledene.voornamen}`; a loop is `{#begroting.regels}…{/begroting.regels}` with the loop's own
 * fields inside (`{omschrijving}`).
 */
export type MergeField = {
  /** `overledene.voornamen`, or inside a loop just `omschrijving`. */
  tag: string;
  /** Dutch description: "Voornamen van de overledene". */
  label: string;
  /** What it prints for the demo: "Johannes Petrus". */
  example: string;
  /** For a loop: the fields of one item. */
  loop?: readonly MergeField[];
};

export type MergeFieldGroup = {
  key: string;
  /** "Overledene" */
  label: string;
  fields: readonly MergeField[];
};

type Row = readonly [tag: string, label: string, example: string];

const fields = (prefix: string, rows: readonly Row[]): MergeField[] =>
  rows.map(([tag, label, example]) => ({ tag: prefix ? `${prefix}.${tag}` : tag, label, example }));

const loop = (tag: string, label: string, example: string, rows: readonly Row[]): MergeField => ({
  tag,
  label,
  example,
  loop: fields('', rows),
});

/** The same address parts for every person: one line and its parts. */
const addressRows = (whose: string, example: readonly [string, string, string, string, string]): Row[] => [
  ['adres', `Adres van ${whose} op één regel`, example[0]],
  ['straat', `Straat van ${whose}`, example[1]],
  ['huisnummer', `Huisnummer met toevoeging van ${whose}`, example[2]],
  ['postcode', `Postcode van ${whose}`, example[3]],
  ['plaats', `Woonplaats van ${whose}`, example[4]],
];

/**
 * Every merge field, grouped as the upload screen shows them. The examples are the demo's first dossier (a
 * cremation for Hendrika Johanna de Boer). Dates print as "21 november 2026", money as "€ 1.234,56"; a field
 * that is not filled in prints nothing. Fields are only added, never renamed: uploaded templates use them.
 */
export const MERGE_FIELD_GROUPS: readonly MergeFieldGroup[] = [
  {
    key: 'organisatie',
    label: 'Organisatie',
    fields: fields('organisatie', [
      ['naam', 'Naam van de organisatie', 'Uitvaartzorg De Linde'],
      ['adres', 'Adres van de organisatie op één regel', 'Lindelaan 14, 3572 AB Utrecht'],
      ['straat', 'Straat van de organisatie', 'Lindelaan'],
      ['huisnummer', 'Huisnummer met toevoeging van de organisatie', '14'],
      ['postcode', 'Postcode van de organisatie', '3572 AB'],
      ['plaats', 'Vestigingsplaats van de organisatie', 'Utrecht'],
      ['telefoon', 'Telefoonnummer van de organisatie', '030 271 45 60'],
      ['email', 'E-mailadres van de organisatie', 'info@uitvaartzorgdelinde.nl'],
      ['website', 'Website van de organisatie', 'www.uitvaartzorgdelinde.nl'],
      ['kvk', 'KvK-nummer', '30287451'],
      ['btw_nummer', 'Btw-identificatienummer', 'NL812345678B01'],
      ['iban', 'IBAN van de organisatie', 'NL44 RABO 0123 4567 89'],
    ]),
  },
  {
    key: 'dossier',
    label: 'Dossier',
    fields: fields('dossier', [
      ['nummer', 'Dossiernummer', '2026-0042'],
      ['soort', 'Soort uitvaart', 'Crematie'],
      ['status', 'Status van het dossier', 'Open'],
      ['uitvaartverzorger', 'Verantwoordelijke uitvaartverzorger', 'Ursula Verzorger'],
      ['uitvaartleider', 'Uitvaartleider op de dag', 'Bas Beheerder'],
      ['datum_uitvaart', 'Datum van de uitvaart of crematie', '21 november 2026'],
      ['tijd_uitvaart', 'Tijd van de uitvaart of crematie', '14:30'],
      ['aangemaakt_op', 'Aanmaakdatum van het dossier', '16 november 2026'],
    ]),
  },
  {
    key: 'overledene',
    label: 'Overledene',
    fields: fields('overledene', [
      ['aanhef', 'Aanhef van de overledene', 'Mevrouw'],
      ['voornamen', 'Voornamen van de overledene', 'Hendrika Johanna'],
      ['voorletters', 'Voorletters van de overledene', 'H.J.'],
      ['roepnaam', 'Roepnaam van de overledene', 'Riek'],
      ['tussenvoegsel', 'Tussenvoegsel van de overledene', 'de'],
      ['achternaam', 'Achternaam van de overledene', 'Boer'],
      ['naam', 'Naam van de overledene (roepnaam en achternaam)', 'Riek de Boer'],
      ['volledige_naam', 'Volledige naam van de overledene', 'Hendrika Johanna de Boer'],
      ['formele_naam', 'Aanhef, voorletters en achternaam van de overledene', 'Mevrouw H.J. de Boer'],
      ['geslacht', 'Geslacht van de overledene', 'Vrouw'],
      ['geboortedatum', 'Geboortedatum van de overledene', '12 april 1938'],
      ['geboorteplaats', 'Geboorteplaats van de overledene', 'Amersfoort'],
      ['geboorteland', 'Geboorteland van de overledene (leeg voor Nederland)', ''],
      ['nationaliteit', 'Nationaliteit van de overledene (leeg voor Nederland)', ''],
      ['beroep', 'Beroep van de overledene', 'Onderwijzeres'],
      ['leeftijd', 'Leeftijd bij overlijden', '88'],
      ['burgerlijke_staat', 'Burgerlijke staat van de overledene', 'Weduwe / weduwnaar'],
      ['partner', 'Naam van de partner van de overledene', 'Willem Jansen'],
      ['levensovertuiging', 'Levensovertuiging van de overledene', 'Protestants'],
      ['overlijdensdatum', 'Datum van overlijden', '17 november 2026'],
      ['overlijdenstijd', 'Tijd van overlijden', '06:40'],
      ['plaats_van_overlijden', 'Plaats van overlijden', 'Zorgcentrum De Koppel'],
      ['gemeente_van_overlijden', 'Gemeente van overlijden', 'Utrecht'],
      ...addressRows('de overledene', [
        'Kastanjelaan 31, 3571 CJ Utrecht',
        'Kastanjelaan',
        '31',
        '3571 CJ',
        'Utrecht',
      ]),
    ]),
  },
  {
    key: 'opdrachtgever',
    label: 'Opdrachtgever',
    fields: fields('opdrachtgever', [
      ['aanhef', 'Aanhef van de opdrachtgever', 'De heer'],
      ['voornamen', 'Voornamen van de opdrachtgever', 'Marcel'],
      ['voorletters', 'Voorletters van de opdrachtgever', 'M.'],
      ['tussenvoegsel', 'Tussenvoegsel van de opdrachtgever', 'de'],
      ['achternaam', 'Achternaam van de opdrachtgever', 'Boer'],
      ['naam', 'Naam van de opdrachtgever', 'Marcel de Boer'],
      ['formele_naam', 'Aanhef, voorletters en achternaam van de opdrachtgever', 'De heer M. de Boer'],
      ['relatie', 'Relatie tot de overledene', 'Zoon'],
      ...addressRows('de opdrachtgever', [
        'Amsterdamsestraatweg 112, 3513 AH Utrecht',
        'Amsterdamsestraatweg',
        '112',
        '3513 AH',
        'Utrecht',
      ]),
      ['land', 'Land van de opdrachtgever (leeg voor Nederland)', ''],
      ['telefoon', 'Telefoonnummer van de opdrachtgever', '06 41 23 88 10'],
      ['email', 'E-mailadres van de opdrachtgever', 'marcel.deboer@example.nl'],
      ['iban', 'IBAN van de opdrachtgever', 'NL91ABNA0417164300'],
    ]),
  },
  {
    key: 'contacten',
    label: 'Familie en contactpersonen',
    fields: [
      loop('contacten', 'Herhaal voor elke contactpersoon', 'Ingrid Smit, Jan de Boer', [
        ['naam', 'Naam', 'Ingrid Smit'],
        ['relatie', 'Relatie tot de overledene', 'Dochter'],
        ['adres', 'Adres op één regel', 'Stationsweg 4, 3811 CV Amersfoort'],
        ['telefoon', 'Telefoonnummer', '06 29 87 41 02'],
        ['email', 'E-mailadres', 'ingrid.smit@example.nl'],
        ['rol', 'Rol op de dag', 'Spreker'],
      ]),
    ],
  },
  {
    key: 'plechtigheid',
    label: 'Plechtigheid',
    fields: [
      ...fields('plechtigheid', [
        ['soort', 'Soort plechtigheid', 'Afscheidsdienst'],
        ['locatie', 'Locatie van de plechtigheid', 'Aula Crematorium Het Rozenveld'],
        ['adres', 'Adres van de plechtigheid op één regel', 'Rozenveldweg 2 A, 3731 GE De Bilt'],
        ['datum', 'Datum van de plechtigheid', '21 november 2026'],
        ['begintijd', 'Begintijd van de plechtigheid', '13:00'],
        ['eindtijd', 'Eindtijd van de plechtigheid', '14:00'],
        ['verwachte_gasten', 'Verwacht aantal gasten', '80'],
        ['ceremoniemeester', 'Ceremoniemeester', 'Ursula Verzorger'],
        ['kist', 'Kist open of gesloten', 'Gesloten'],
      ]),
      loop('plechtigheid.sprekers', 'Herhaal voor elke spreker', 'Marcel de Boer, Ingrid Smit', [
        ['naam', 'Naam van de spreker', 'Marcel de Boer'],
        ['relatie', 'Relatie tot de overledene', 'Zoon'],
        ['volgorde', 'Volgorde', '1'],
        ['minuten', 'Spreektijd in minuten', '5'],
      ]),
      loop('plechtigheid.muziek', 'Herhaal voor elk muziekstuk', 'Ave Maria, Mag ik dan bij jou', [
        ['titel', 'Titel', 'Ave Maria'],
        ['artiest', 'Artiest', 'André Rieu'],
        ['moment', 'Moment', 'Binnenkomst'],
        ['bron', 'Bron', 'Eigen muziek'],
      ]),
    ],
  },
  {
    key: 'kerkdienst',
    label: 'Kerkdienst',
    fields: [
      ...fields('kerkdienst', [
        ['soort', 'Soort kerkdienst', 'Uitvaartmis'],
        ['kerk', 'Naam van de kerk', 'Sint-Martinuskerk'],
        ['adres', 'Adres van de kerk op één regel', 'Kerkplein 1, 3581 AA Utrecht'],
        ['kerkgenootschap', 'Kerkgenootschap', 'Rooms-katholiek'],
        ['voorganger', 'Voorganger', 'Pastoor L. van Vliet'],
        ['datum', 'Datum van de kerkdienst', '21 november 2026'],
        ['begintijd', 'Begintijd van de kerkdienst', '10:30'],
        ['eindtijd', 'Eindtijd van de kerkdienst', '11:30'],
        ['organist', 'Organist', 'Henk Vermeulen'],
        ['koor', 'Koor', 'Cantemus'],
        ['collectedoel', 'Doel van de collecte', 'Longfonds'],
      ]),
      loop('kerkdienst.liederen', 'Herhaal voor elk lied', 'Lied 23, Lied 416', [
        ['titel', 'Titel van het lied', 'De Heer is mijn herder'],
        ['nummer', 'Nummer of bundel', 'Lied 23'],
        ['moment', 'Moment in de dienst', 'Na de overdenking'],
      ]),
    ],
  },
  {
    key: 'condoleance',
    label: 'Condoleance',
    fields: fields('condoleance', [
      ['locatie', 'Locatie van de condoleance', 'Koffiekamer Crematorium Het Rozenveld'],
      ['adres', 'Adres van de condoleance op één regel', 'Rozenveldweg 2 A, 3731 GE De Bilt'],
      ['datum', 'Datum van de condoleance', '21 november 2026'],
      ['begintijd', 'Begintijd van de condoleance', '14:00'],
      ['eindtijd', 'Eindtijd van de condoleance', '15:00'],
    ]),
  },
  {
    key: 'crematie',
    label: 'Crematie',
    fields: fields('crematie', [
      ['crematorium', 'Naam van het crematorium', 'Crematorium Het Rozenveld'],
      ['adres', 'Adres van het crematorium op één regel', 'Rozenveldweg 2 A, 3731 GE De Bilt'],
      ['datum', 'Datum van de crematie', '21 november 2026'],
      ['tijd', 'Tijd van de crematie', '14:30'],
      ['soort', 'Soort crematie', 'Met plechtigheid'],
      ['registratienummer', 'Registratienummer van het crematorium', 'C-2026-0187'],
      ['verlofnummer', 'Nummer van het verlof tot cremeren', 'V-2026-1182'],
    ]),
  },
  {
    key: 'asbestemming',
    label: 'Asbestemming',
    fields: fields('asbestemming', [
      ['bestemming', 'Asbestemming', 'Verstrooien op het strooiveld'],
      ['plaats', 'Plaats van de asbestemming', 'Strooiveld Crematorium Het Rozenveld'],
      ['urn', 'Soort urn', 'Standaardurn'],
      ['aantal_urnen', 'Aantal urnen', '1'],
      ['geplande_datum', 'Geplande datum', '19 december 2026'],
      ['vrijgavedatum', 'Eerste dag dat de as mag worden meegegeven', '21 december 2026'],
    ]),
  },
  {
    key: 'begrafenis',
    label: 'Begrafenis',
    fields: fields('begrafenis', [
      ['begraafplaats', 'Naam van de begraafplaats', 'Begraafplaats Soestbergen'],
      ['adres', 'Adres van de begraafplaats op één regel', 'Gansstraat 162, 3582 EP Utrecht'],
      ['datum', 'Datum van de begrafenis', '20 november 2026'],
      ['tijd', 'Tijd van de begrafenis', '11:00'],
      ['soort_graf', 'Soort graf', 'Particulier graf'],
      ['grafnummer', 'Ligging van het graf (vak, rij, nummer)', 'vak C, rij 4, nummer 17'],
      ['rechthebbende', 'Rechthebbende van het graf', 'Marcel de Boer'],
      ['verlofnummer', 'Nummer van het verlof tot begraven', 'V-2026-1183'],
    ]),
  },
  {
    key: 'verzekeringen',
    label: 'Verzekeringen',
    fields: [
      loop('verzekeringen', 'Herhaal voor elke verzekering', 'DELA, Monuta', [
        ['maatschappij', 'Verzekeraar', 'DELA'],
        ['polisnummer', 'Polisnummer', '123456789'],
        ['lidnummer', 'Lidnummer', 'L-88213'],
        ['soort', 'Soort verzekering', 'Natura'],
        ['verzekerde', 'Verzekerde', 'Hendrika Johanna de Boer'],
        ['verzekerd_bedrag', 'Verzekerd bedrag', '€ 4.500,00'],
        ['pakket', 'Pakket', 'Uitvaartpakket Basis'],
        ['status', 'Status van de claim', 'In behandeling'],
        ['uitgekeerd', 'Uitgekeerd bedrag', '€ 4.500,00'],
      ]),
    ],
  },
  {
    key: 'begroting',
    label: 'Begroting',
    fields: [
      ...fields('begroting', [
        ['totaal_excl', 'Totaal exclusief btw', '€ 6.842,15'],
        ['totaal_btw', 'Totaal btw', '€ 1.184,42'],
        ['totaal_incl', 'Totaal inclusief btw', '€ 8.026,57'],
        ['verzekerd', 'Gedekt door verzekeringen', '€ 4.500,00'],
        ['te_betalen', 'Nog te betalen', '€ 3.526,57'],
      ]),
      loop('begroting.regels', 'Herhaal voor elke begrotingsregel', 'Eiken Klassiek, Gebruik aula …', [
        ['omschrijving', 'Omschrijving', 'Kist Eiken Klassiek'],
        ['aantal', 'Aantal', '1'],
        ['eenheid', 'Eenheid', 'stuk'],
        ['prijs', 'Prijs per eenheid', '€ 1.295,00'],
        ['btw', 'Btw-tarief', '21 %'],
        ['korting', 'Korting', '10 %'],
        ['bedrag_excl', 'Bedrag exclusief btw', '€ 1.165,50'],
        ['bedrag_incl', 'Bedrag inclusief btw', '€ 1.410,26'],
        ['sectie', 'Rubriek van de begroting', 'Kist en verzorging'],
        ['artikelcode', 'Artikelcode', 'KIST-EIK'],
      ]),
      loop('begroting.btw_regels', 'Herhaal voor elk btw-tarief', '21 % btw, 9 % btw', [
        ['tarief', 'Btw-tarief', '21 % btw'],
        ['grondslag', 'Bedrag exclusief btw', '€ 5.640,00'],
        ['btw', 'Btw', '€ 1.184,40'],
      ]),
    ],
  },
  {
    key: 'datum',
    label: 'Datum',
    fields: fields('datum', [['vandaag', 'De datum waarop het document wordt gemaakt', '18 november 2026']]),
  },
];

/** Every field outside a loop (loop fields included as their loop tag), by tag. */
export const MERGE_FIELDS: ReadonlyMap<string, MergeField & { group: string }> = new Map(
  MERGE_FIELD_GROUPS.flatMap((group) =>
    group.fields.map((field) => [field.tag, { ...field, group: group.key }] as const),
  ),
);
