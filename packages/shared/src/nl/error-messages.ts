/**
 * The general error texts (`messages.errors`), in a module of their own: the web app's first load needs them
 * without the rest of the catalogue.
 */
export const errorMessages = {
  unauthenticated: 'Je bent niet ingelogd.',
  forbidden: 'Je hebt geen toestemming voor deze actie.',
  notFound: 'Wat je zoekt, bestaat niet (meer).',
  pageNotFound: 'Deze pagina kon niet worden gevonden',
  unknownMiddleware: 'Onbekende middleware: {name}',
  csrfMismatch: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  tooManyRequests: 'Te veel verzoeken. Wacht even en probeer het dan opnieuw.',
  validation: 'De ingevoerde gegevens zijn niet geldig.',
  conflict: 'Dit is intussen door iemand anders gewijzigd. Vernieuw de pagina en probeer het opnieuw.',
  payloadTooLarge: 'Het verzoek is te groot. Verklein het bestand of de invoer en probeer het opnieuw.',
  server: 'Er is iets misgegaan aan onze kant. Probeer het later opnieuw. Foutcode: {reference}',
  errorPageFailed: 'Er is een fout opgetreden bij het tonen van de foutpagina',
  expiredAuthSession: 'Zowel het token als het vernieuwingstoken zijn verlopen. Je verzoek is afgebroken.',
  configurationDocument: 'Fout bij het laden van het OpenID Connect-configuratiedocument',
  noStrategy: 'Er is geen strategie ingesteld!',
  strategyNotSupported: 'Deze strategie wordt niet ondersteund',
  userDataMissing: 'Het antwoord met gebruikersgegevens bevat geen veld data',
  network: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  databaseUnavailable: 'De database is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  backHome: 'Terug naar de startpagina',
  badRequest: 'Het verzoek kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.',
  unsupportedMediaType: 'Dit soort gegevens kan de server niet verwerken.',
  webAppNotBuilt: 'De webapp is nog niet gebouwd. Voer eerst npm run build uit en start de server opnieuw.',
} as const;
