import { interpolate } from './interpolate.ts';
import { validationMessages } from './validation-messages.ts';

/**
 * What an empty required field says: "Vul de achternaam in.", "Kies een rol." (issue 11). A label alone does
 * not say "de" or "het", so each label a schema marks as required has its own sentence here, keyed by the
 * label the schema passes; a label without one falls back to `validation.required` ("Vul het veld ‘…’ in.").
 */
export const requiredMessages = {
  byLabel: {
    // messages.fields
    'E-mailadres': 'Vul het e-mailadres in.',
    'E-mailadres van de eigenaar': 'Vul het e-mailadres van de eigenaar in.',
    Wachtwoord: 'Vul je wachtwoord in.',
    'Wachtwoord bevestigen': 'Vul je wachtwoord nog een keer in.',
    'Huidig wachtwoord': 'Vul je huidige wachtwoord in.',
    Naam: 'Vul de naam in.',
    Token: 'Vul het token in.',
    Versie: 'Vul de versie in.',
    Rol: 'Kies een rol.',
    'Soort organisatie': 'Kies het soort organisatie.',
    Organisatie: 'Kies een organisatie.',
    'Btw-codes': 'Vul de btw-codes in.',
    // messages.wefact.taxCodeField with each rate
    'Btw-code bij 21% btw': 'Vul de btw-code bij 21% btw in.',
    'Btw-code bij 9% btw': 'Vul de btw-code bij 9% btw in.',
    'Btw-code bij 0% btw': 'Vul de btw-code bij 0% btw in.',
    'Btw-code bij vrijstelling van btw': 'Vul de btw-code bij vrijstelling van btw in.',
    // messages.dossiers.fields and the deceased section
    'Soort uitvaart': 'Kies het soort uitvaart.',
    Voornamen: 'Vul de voornamen in.',
    Achternaam: 'Vul de achternaam in.',
    'Datum en tijd van overlijden': 'Vul de datum en tijd van overlijden in.',
    'Datum van overlijden': 'Vul de datum van overlijden in.',
    Status: 'Kies een status.',
    Titel: 'Vul de titel in.',
    Notitie: 'Vul de notitie in.',
    Taken: 'Vul de taken in.',
    // messages.suppliers.fields
    'Soort leverancier': 'Kies het soort leverancier.',
    // messages.debtors.fields
    'Soort debiteur': 'Kies het soort debiteur.',
    Bedrijfsnaam: 'Vul de bedrijfsnaam in.',
    // messages.articles.fields
    Code: 'Vul de code in.',
    Eenheid: 'Kies een eenheid.',
    'Prijs excl. btw': 'Vul de prijs excl. btw in.',
    'Btw-tarief': 'Kies een btw-tarief.',
    'Naam van de categorie': 'Vul de naam van de categorie in.',
    'Volgorde van de categorieën': 'Kies de volgorde van de categorieën.',
    // messages.budget.fields
    Omschrijving: 'Vul de omschrijving in.',
    Aantal: 'Vul het aantal in.',
    'Prijs per eenheid (excl. btw)': 'Vul de prijs per eenheid (excl. btw) in.',
    // messages.places.fields, messages.reservations.fields, messages.broadcasts.fields
    'Naam van de plaats': 'Vul de naam van de plaats in.',
    'Soort plaats': 'Kies het soort plaats.',
    Plaats: 'Kies een plaats.',
    Begin: 'Vul het begin in.',
    Einde: 'Vul het einde in.',
    'Soort reservering': 'Kies het soort reservering.',
    'Stream-URL': 'Vul de stream-URL in.',
    Toegangscode: 'Vul de toegangscode in.',
    'E-mailadressen': 'Vul de e-mailadressen in.',
    Weergave: 'Kies een weergave.',
    Datum: 'Vul de datum in.',
    // messages.crematoriumRequests.fields, messages.cremations.fields
    'Gewenste datum en tijd': 'Vul de gewenste datum en tijd in.',
    'Plechtigheid in het crematorium': 'Kies of er een plechtigheid in het crematorium is.',
    'Voorgestelde datum en tijd': 'Vul de voorgestelde datum en tijd in.',
    'Uitgevoerd op': 'Vul de datum en tijd van de uitvoering in.',
    'Registratienummer op de asbus': 'Vul het registratienummer op de asbus in.',
    // messages.ash.fields
    'Naam overledene': 'Vul de naam van de overledene in.',
    Registratienummer: 'Vul het registratienummer in.',
    Crematiedatum: 'Vul de crematiedatum in.',
    'Beslist door (opdrachtgever)': 'Vul de naam van de opdrachtgever in.',
    'Datum uitvoering': 'Vul de datum van de uitvoering in.',
    'Reden van intrekken': 'Vul de reden van het intrekken in.',
    'Reden van de correctie': 'Vul de reden van de correctie in.',
    'Code of plaats': 'Vul de code of plaats van de asplaats in.',
  } as Readonly<Record<string, string>>,
} as const;

/** The message of an empty required field with this label. */
export function requiredMessage(field: string): string {
  return requiredMessages.byLabel[field] ?? interpolate(validationMessages.required, { field });
}
