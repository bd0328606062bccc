import { authLimitMessages } from './auth-limit-messages.ts';
import { budgetMessages } from './budget-messages.ts';
import { dailyUseMessages } from './daily-use-messages.ts';
import { debtorMessages } from './debtor-messages.ts';
import { dossierApiMessages } from './dossier-api-messages.ts';
import { dossierMessages } from './dossier-messages.ts';
import { documentChecklistMessages } from './document-checklist-messages.ts';
import { edgeMessages } from './edge-messages.ts';
import { errorMessages } from './error-messages.ts';
import { invoicingMessages } from './invoicing-messages.ts';
import { lawMessages } from './law-messages.ts';
import { organizationContextMessages } from './organization-context-messages.ts';
import { organizationMessages } from './organization-messages.ts';
import { profileMessages } from './profile-messages.ts';
import { requiredMessages } from './required-messages.ts';
import { organizationTypeLabels, roleLabels } from './role-labels.ts';
import { sectionIntegrityMessages } from './section-integrity-messages.ts';
import { supplierMessages } from './supplier-messages.ts';
import { placeMessages } from './place-messages.ts';
import { reservationMessages } from './reservation-messages.ts';
import { broadcastMessages } from './broadcast-messages.ts';
import { crematoriumRequestMessages, cremationMessages } from './crematorium-request-messages.ts';
import { ashMessages } from './ash-messages.ts';
import { dashboardMessages } from './dashboard-messages.ts';
import { generatableMessages } from './generatable-messages.ts';
import { templateMessages } from './template-messages.ts';
import { workMessages } from './work-messages.ts';
import { articleMessages } from './article-messages.ts';
import { validationMessages } from './validation-messages.ts';

/** The nl-NL texts shared by server and web app. Placeholders are `{name}`; fill them with `interpolate`. */
export const messages = {
  errors: errorMessages,
  auth: {
    failed: 'Deze combinatie van e-mailadres en wachtwoord is niet bij ons bekend.',
    throttled: 'Te veel inlogpogingen. Probeer het over {seconds} seconden opnieuw.',
    accountDisabled: 'Je account is uitgeschakeld. Neem contact op met de beheerder van je organisatie.',
    resetLinkSent:
      'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen.',
    resetInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
    passwordReset: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    currentPasswordWrong: 'Het huidige wachtwoord klopt niet.',
    passwordChanged: 'Je wachtwoord is gewijzigd.',
    profileUpdated: 'Je gegevens zijn opgeslagen.',
    loggedOut: 'Je bent uitgelogd.',
    resetMail: {
      subject: 'Wachtwoord opnieuw instellen',
      greeting: 'Beste {name},',
      intro:
        'Je ontvangt deze e-mail omdat we een verzoek hebben gekregen om het wachtwoord van je account opnieuw in te stellen.',
      action: 'Wachtwoord opnieuw instellen',
      expiry: 'Deze link is {minutes} minuten geldig.',
      ignore: 'Heb je dit niet zelf aangevraagd? Dan hoef je niets te doen en kun je deze e-mail negeren.',
      signature: 'Met vriendelijke groet,\nAfscheid',
    },
  },
  roles: roleLabels,
  organizationTypes: organizationTypeLabels,
  fields: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    passwordConfirmation: 'Wachtwoord bevestigen',
    currentPassword: 'Huidig wachtwoord',
    name: 'Naam',
    token: 'Token',
    remember: 'Ingelogd blijven',
    type: 'Soort organisatie',
    kvkNumber: 'KvK-nummer',
    vatNumber: 'Btw-identificatienummer',
    iban: 'IBAN',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    houseNumberAddition: 'Toevoeging',
    postcode: 'Postcode',
    city: 'Plaats',
    phone: 'Telefoonnummer',
    ownerEmail: 'E-mailadres van de eigenaar',
    role: 'Rol',
    status: 'Status',
    version: 'Versie',
    organizationId: 'Organisatie',
    logo: 'Logo',
    apiKey: 'API-sleutel',
    baseUrl: 'API-adres',
    taxCodes: 'Btw-codes',
    search: 'Zoeken',
    page: 'Pagina',
    perPage: 'Aantal per pagina',
  },
  validation: validationMessages,
  /** "Vul de achternaam in.": the message of an empty required field, per label (issue 11). */
  required: requiredMessages,
  ...organizationMessages,
  /** The organisation a request acts for: the X-Organization-Id check, type capabilities (decision 009). */
  organizationContext: organizationContextMessages,
  /** Shared schemas of dossiers and sections (packages/shared/src/sections, schemas/dossier.ts). */
  dossiers: dossierMessages,
  /** Server answers of the dossier, section, address-book and task-template modules. */
  dossierApi: dossierApiMessages,
  /** Server answers of the notes, tasks and documents modules. */
  work: workMessages,
  /** Articles and their categories (issue 12). */
  articles: articleMessages,
  /** The profile: changing the login e-mail address with a confirmation link. */
  profile: profileMessages,
  /** The login limits and the password-hash queue (decision 013). */
  authLimits: authLimitMessages,
  /** Input refused at the edge: JSON nested too deep, texts with broken characters (issue 10). */
  edge: edgeMessages,
  /** The dates a dossier's status rests on, read-only past "open" (shared sections, section form). */
  sectionIntegrity: sectionIntegrityMessages,
  /** The legal checklist: document types, the documents still missing (issue 11, item 10). */
  documentChecklist: documentChecklistMessages,
  /** Status changes and cancelling, who can be given work (issue 11, daily use). */
  dailyUse: dailyUseMessages,
  /** The legal window, decree days, uitstel and vervroeging (Wlb art. 16 and 17; issue 11). */
  law: lawMessages,
  /** Suppliers: kinds, statuses, labels and the server's answers (issue 12). */
  suppliers: supplierMessages,
  /** Debtors and the client as debtor (issue 12). */
  debtors: debtorMessages,
  /** Invoicing through WeFact: billable dossiers, invoices and their status (issue 12). */
  invoicing: invoicingMessages,
  /** The budget of a dossier: sections, lines, the overview (issue 12). */
  budget: budgetMessages,
  /** Places: rooms and ovens (issue 13). */
  places: placeMessages,
  /** Reservations, the planner, its PDF and calendar feed (issue 13). */
  reservations: reservationMessages,
  /** Broadcasts (livestreams) and their public page (issue 13). */
  broadcasts: broadcastMessages,
  /** Crematorium requests between a funeral company and a crematorium (issue 14). */
  crematoriumRequests: crematoriumRequestMessages,
  /** The crematorium's cremation records and the cremation approval (issue 14). */
  cremations: cremationMessages,
  /** Ash records, ash places, destinations and the register of art. 50 Wlb (issue 15). */
  ash: ashMessages,
  /** Generated documents (issue 16). */
  generatables: generatableMessages,
  /** The organisation's own Word templates and their merge fields (issue 16). */
  templates: templateMessages,
  /** The start page's counts and the list filters its cards link to (issue 16). */
  dashboard: dashboardMessages,
} as const;

export type Messages = typeof messages;
