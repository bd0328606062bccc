import type {
  DocumentAddress,
  DocumentDate,
  DocumentMoney,
  DocumentPerson,
  DossierDocumentData,
} from '@afscheid/shared';

/**
 * The nested object a Word template is merged with: its keys are the Dutch merge tags of the shared catalogue
 * (`MERGE_FIELD_GROUPS`), `{overledene.voornamen}` reads `overledene.voornamen`. Every value is text, already in
 * the Dutch form the document prints (dates "21 november 2026", money "€ 1.234,56"), `''` when it is not filled
 * in; a loop is an array of such objects, empty when there is nothing to repeat.
 */
export type MergeValue = string | MergeObject | MergeObject[];
export type MergeObject = { [key: string]: MergeValue };

const dateText = (value: DocumentDate | null | undefined) => value?.text ?? '';
const moneyText = (value: DocumentMoney | null | undefined) => value?.text ?? '';
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const join = (parts: readonly (string | null | undefined)[], separator = ' ') =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(separator);

/** `adres` (one line) and its parts; the house number with its addition: "2 A". */
function addressFields(address: DocumentAddress | null | undefined) {
  return {
    adres: address?.oneLine ?? '',
    straat: address?.street ?? '',
    huisnummer: join([address?.houseNumber, address?.houseNumberAddition]),
    postcode: address?.postcode ?? '',
    plaats: address?.city ?? '',
  };
}

function personNames(person: DocumentPerson | null | undefined) {
  return {
    aanhef: person?.salutationLabel ?? '',
    voornamen: person?.firstNames ?? '',
    voorletters: person?.initials ?? '',
    tussenvoegsel: person?.namePrefix ?? '',
    achternaam: person?.lastName ?? '',
    naam: person?.name ?? '',
    formele_naam: person?.formalName ?? '',
  };
}

/** "vak C, rij 4, nummer 17" of what is known. */
function graveLocation(location: { section: string; row: string; number: string } | undefined): string {
  if (!location) return '';
  return join(
    [
      location.section && `vak ${location.section}`,
      location.row && `rij ${location.row}`,
      location.number && `nummer ${location.number}`,
    ],
    ', ',
  );
}

/** The typed dossier data as the nested object docxtemplater merges (keys = the catalogue's tags). */
export function mergeContextOf(data: DossierDocumentData): MergeObject {
  const { organization, dossier, deceased, client, ceremony, church, condolence, budget } = data;
  const cremation = data.cremation;
  const ash = data.ashDestination;
  const funeral = data.funeral;
  return {
    organisatie: {
      naam: organization.name,
      ...addressFields(organization.address),
      telefoon: organization.phone,
      email: organization.email,
      website: organization.website,
      kvk: organization.kvkNumber,
      btw_nummer: organization.vatNumber,
      iban: organization.iban,
    },
    dossier: {
      nummer: dossier.number,
      soort: dossier.typeLabel,
      status: dossier.statusLabel,
      uitvaartverzorger: dossier.responsible,
      uitvaartleider: dossier.executor,
      datum_uitvaart: dateText(dossier.funeralAt?.date),
      tijd_uitvaart: dossier.funeralAt?.time ?? '',
      aangemaakt_op: dateText(dossier.createdOn),
    },
    overledene: {
      ...personNames(deceased),
      roepnaam: deceased.callName,
      volledige_naam: deceased.fullName,
      geslacht: deceased.genderLabel,
      geboortedatum: dateText(deceased.birthDate),
      geboorteplaats: deceased.birthPlace,
      geboorteland: deceased.birthCountryName,
      nationaliteit: deceased.nationalityName,
      beroep: deceased.occupation,
      leeftijd: numberText(deceased.age),
      burgerlijke_staat: deceased.maritalStatusLabel,
      partner: deceased.partner.name,
      levensovertuiging: deceased.lifePhilosophyLabel,
      overlijdensdatum: dateText(deceased.diedOn),
      overlijdenstijd: deceased.diedAtTime,
      plaats_van_overlijden: deceased.placeOfDeath.name || deceased.placeOfDeath.kindLabel,
      gemeente_van_overlijden: deceased.deathMunicipality,
      ...addressFields(deceased.address),
    },
    opdrachtgever: {
      ...personNames(client),
      relatie: client.relation,
      ...addressFields(client.address),
      land: client.address?.countryName ?? '',
      telefoon: client.phone,
      email: client.email,
      iban: client.iban,
    },
    contacten: data.contacts.map((contact) => ({
      naam: contact.name,
      relatie: contact.relation,
      adres: contact.address?.oneLine ?? '',
      telefoon: contact.phone,
      email: contact.email,
      rol: contact.roleOnDay,
    })),
    plechtigheid: {
      soort: ceremony.kindLabel,
      locatie: ceremony.placeName,
      adres: ceremony.placeAddress?.oneLine ?? '',
      datum: dateText(ceremony.date),
      begintijd: ceremony.startTime,
      eindtijd: ceremony.endTime,
      verwachte_gasten: numberText(ceremony.expectedGuests),
      ceremoniemeester: ceremony.masterOfCeremonies,
      kist: ceremony.coffinLabel,
      sprekers: ceremony.speakers.map((speaker) => ({
        naam: speaker.name,
        relatie: speaker.relation,
        volgorde: numberText(speaker.order),
        minuten: numberText(speaker.minutes),
      })),
      muziek: ceremony.music.map((piece) => ({
        titel: piece.title,
        artiest: piece.artist,
        moment: piece.momentLabel,
        bron: piece.sourceLabel,
      })),
    },
    kerkdienst: {
      soort: church.kindLabel,
      kerk: church.churchName,
      adres: church.churchAddress?.oneLine ?? '',
      kerkgenootschap: church.denominationLabel,
      voorganger: church.officiant.name,
      datum: dateText(church.date),
      begintijd: church.startTime,
      eindtijd: church.endTime,
      organist: church.organist,
      koor: church.choir,
      collectedoel: church.collectionPurpose,
      liederen: church.songs.map((song) => ({
        titel: song.title,
        nummer: song.reference,
        moment: song.moment,
      })),
    },
    condoleance: {
      locatie: condolence.placeName,
      adres: condolence.placeAddress?.oneLine ?? '',
      datum: dateText(condolence.date),
      begintijd: condolence.startTime,
      eindtijd: condolence.endTime,
    },
    crematie: {
      crematorium: cremation?.crematoriumName ?? '',
      adres: cremation?.crematoriumAddress?.oneLine ?? '',
      datum: dateText(cremation?.date),
      tijd: cremation?.time ?? '',
      soort: cremation?.kindLabel ?? '',
      registratienummer: cremation?.registrationNumber ?? '',
      verlofnummer: cremation?.permit.number ?? '',
    },
    asbestemming: {
      bestemming: ash?.destinationLabel ?? '',
      plaats: ash?.place.name ?? '',
      urn: ash?.urn.kindLabel ?? '',
      aantal_urnen: numberText(ash?.urn.count),
      geplande_datum: dateText(ash?.plannedDate),
      vrijgavedatum: dateText(ash?.releaseDate),
    },
    begrafenis: {
      begraafplaats: funeral?.cemeteryName ?? '',
      adres: funeral?.cemeteryAddress?.oneLine ?? '',
      datum: dateText(funeral?.date),
      tijd: funeral?.time ?? '',
      soort_graf: funeral?.graveKindLabel ?? '',
      grafnummer: graveLocation(funeral?.graveLocation),
      rechthebbende: funeral?.rightsHolder?.name ?? '',
      verlofnummer: funeral?.permit.number ?? '',
    },
    verzekeringen: data.insurances.map((insurance) => ({
      maatschappij: insurance.insurer,
      polisnummer: insurance.policyNumber,
      lidnummer: insurance.memberNumber,
      soort: insurance.kindLabel,
      verzekerde: insurance.insuredPerson,
      verzekerd_bedrag: moneyText(insurance.insuredAmount),
      pakket: insurance.package,
      status: insurance.claimStatusLabel,
      uitgekeerd: moneyText(insurance.amountPaid),
    })),
    begroting: {
      totaal_excl: moneyText(budget.totals.excl),
      totaal_btw: moneyText(budget.totals.vatTotal),
      totaal_incl: moneyText(budget.totals.incl),
      verzekerd: moneyText(budget.totals.covered),
      te_betalen: moneyText(budget.totals.toPay),
      regels: budget.lines.map((line) => ({
        omschrijving: line.description,
        aantal: line.quantityText,
        eenheid: line.unit,
        prijs: moneyText(line.unitPrice),
        btw: line.vatShortLabel,
        korting: line.discountText,
        bedrag_excl: moneyText(line.amountExcl),
        bedrag_incl: moneyText(line.amountIncl),
        sectie: line.section,
        artikelcode: line.articleCode,
      })),
      btw_regels: budget.totals.vat.map((row) => ({
        tarief: row.label,
        grondslag: moneyText(row.base),
        btw: moneyText(row.amount),
      })),
    },
    datum: { vandaag: dateText(data.generatedOn) },
  };
}

/** The value at a dotted tag (`overledene.voornamen`) of a merge object; undefined when there is none. */
export function valueAt(scope: unknown, tag: string): MergeValue | undefined {
  let current: unknown = scope;
  for (const key of tag.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current as MergeValue | undefined;
}
