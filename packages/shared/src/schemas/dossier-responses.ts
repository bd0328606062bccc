import { z } from 'zod';
import { SECTION_KEYS } from '../sections/keys.ts';
import { DOSSIER_STATUSES, DOSSIER_TYPES } from './dossier-values.ts';
import { userRefSchema } from './responses.ts';

const dossierType = z.enum(DOSSIER_TYPES);
const dossierStatus = z.enum(DOSSIER_STATUSES);
const sectionKey = z.enum(SECTION_KEYS);

/** One row of GET /api/dossiers. */
export const dossierListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  type: dossierType,
  status: dossierStatus,
  /** "Jan de Vries": first names, prefix and last name. */
  deceasedName: z.string(),
  deceasedFirstNames: z.string(),
  deceasedNamePrefix: z.string().nullable(),
  deceasedLastName: z.string(),
  deceasedBirthDate: z.string().nullable(),
  diedAt: z.string(),
  funeralAt: z.string().nullable(),
  responsible: userRefSchema.nullable(),
  updatedAt: z.string(),
});
export type DossierListItem = z.infer<typeof dossierListItemSchema>;

/** An uitstel or vervroeging permit; `until` is the last day of an uitstel (null for a vervroeging). */
const legalExceptionSchema = z.object({
  kind: z.enum(['delay', 'early']),
  reference: z.string(),
  until: z.string().nullable(),
});
export type LegalException = z.infer<typeof legalExceptionSchema>;

const sectionSummarySchema = z.object({
  key: sectionKey,
  label: z.string(),
  updatedAt: z.string(),
  updatedBy: userRefSchema.nullable(),
  filled: z.boolean(),
});
export type DossierSectionSummary = z.infer<typeof sectionSummarySchema>;

/** GET /api/dossiers/:id. */
export const dossierDataSchema = dossierListItemSchema.extend({
  executor: userRefSchema.nullable(),
  generalNotes: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  updatedBy: userRefSchema.nullable(),
  /** The deceased section has a date of death without a time: `diedAt` is 23:59 of that day. */
  deathTimeUnknown: z.boolean(),
  /** The cremation or burial date (`YYYY-MM-DD`), also while its time is not set (`funeralAt` is null then). */
  funeralDate: z.string().nullable(),
  legalWindow: z.object({
    earliestAt: z.string(),
    latestDate: z.string(),
    latestAt: z.string(),
    /** Years of the count whose decree days are not known yet (the last day is computed without them). */
    unknownDecreeYears: z.array(z.number().int()),
    exception: legalExceptionSchema.nullable(),
  }),
  /** Dutch labels of the legal documents still missing. */
  missingDocuments: z.array(z.string()),
  /** The status changes the caller may make; `blocked` says (in Dutch) why one cannot succeed yet, else null. */
  allowedTransitions: z.array(
    z.object({ status: dossierStatus, label: z.string(), blocked: z.string().nullable() }),
  ),
  sections: z.array(sectionSummarySchema),
  openTasks: z.number().int(),
});
export type DossierData = z.infer<typeof dossierDataSchema>;

/** One section of GET /api/dossiers/:id/sections. */
export const dossierSectionDataSchema = z.object({
  key: sectionKey,
  label: z.string(),
  version: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  updatedBy: userRefSchema.nullable(),
});
export type DossierSectionData = z.infer<typeof dossierSectionDataSchema>;

/** One event of the dossier's history (a BSN is masked). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  user: userRefSchema.nullable(),
  entity: z.string(),
  action: z.string(),
  sectionKey: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One person of GET /api/address-book. */
export const addressBookEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.string().nullable(),
  /** A person from a dossier's client section, or the organisation's supplier or debtor (no dossier). */
  source: z.enum(['client', 'second_client', 'contact', 'supplier', 'debtor']),
  dossier: z.object({ id: z.string(), number: z.string(), deceasedName: z.string() }).nullable(),
  person: z.record(z.string(), z.unknown()),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;
