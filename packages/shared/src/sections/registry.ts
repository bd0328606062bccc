/** The 18 sections together: schemas, form layouts, validation with the cross-field rules, and derived facts. */
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import { adsForm, adsSchema } from './ads.ts';
import { ashDestinationForm, ashDestinationRules, ashDestinationSchema } from './ash-destination.ts';
import { careForm, careSchema } from './care.ts';
import { parseCollectingIssues } from './checks.ts';
import { ceremonyForm, ceremonyRules, ceremonySchema } from './ceremony.ts';
import { churchForm, churchRules, churchSchema } from './church.ts';
import { clientForm, clientSchema } from './client.ts';
import { condolenceForm, condolenceRules, condolenceSchema } from './condolence.ts';
import type { IssuePath, SectionContext, SectionRule } from './context.ts';
import { cremationForm, cremationMomentOf, cremationRules, cremationSchema } from './cremation.ts';
import { deceasedForm, deceasedRequiredErrors, deceasedRules, deceasedSchema } from './deceased.ts';
import { flowersForm, flowersSchema } from './flowers.ts';
import type { FieldDescriptor, SectionForm } from './form-types.ts';
import { funeralCompanyForm, funeralCompanySchema } from './funeral-company.ts';
import {
  funeralProcessionForm,
  funeralProcessionRules,
  funeralProcessionSchema,
} from './funeral-procession.ts';
import { burialMomentOf, funeralForm, funeralRules, funeralSchema } from './funeral.ts';
import { insurancesForm, insurancesSchema } from './insurances.ts';
import type { SectionKey } from './keys.ts';
import { personalBelongingsForm, personalBelongingsSchema } from './personal-belongings.ts';
import { printedMatterForm, printedMatterSchema } from './printed-matter.ts';
import { asRecord, stringOf } from './section-facts.ts';
import { transferForm, transferSchema } from './transfer.ts';
import { wakeForm, wakeRules, wakeSchema } from './wake.ts';

/** The schema of each section's data (every field optional or nullable). */
export const sectionSchemas = {
  deceased: deceasedSchema,
  client: clientSchema,
  care: careSchema,
  transfer: transferSchema,
  'funeral-company': funeralCompanySchema,
  ceremony: ceremonySchema,
  church: churchSchema,
  wake: wakeSchema,
  flowers: flowersSchema,
  condolence: condolenceSchema,
  ads: adsSchema,
  'printed-matter': printedMatterSchema,
  'funeral-procession': funeralProcessionSchema,
  insurances: insurancesSchema,
  'personal-belongings': personalBelongingsSchema,
  cremation: cremationSchema,
  'ash-destination': ashDestinationSchema,
  funeral: funeralSchema,
} satisfies Record<SectionKey, z.ZodType>;

export type SectionSchemas = typeof sectionSchemas;
/** The parsed data of a section. */
export type SectionData<K extends SectionKey = SectionKey> = z.output<SectionSchemas[K]>;

/** The form layout of each section. */
export const SECTION_FORMS: { readonly [K in SectionKey]: SectionForm<K> } = {
  deceased: deceasedForm,
  client: clientForm,
  care: careForm,
  transfer: transferForm,
  'funeral-company': funeralCompanyForm,
  ceremony: ceremonyForm,
  church: churchForm,
  wake: wakeForm,
  flowers: flowersForm,
  condolence: condolenceForm,
  ads: adsForm,
  'printed-matter': printedMatterForm,
  'funeral-procession': funeralProcessionForm,
  insurances: insurancesForm,
  'personal-belongings': personalBelongingsForm,
  cremation: cremationForm,
  'ash-destination': ashDestinationForm,
  funeral: funeralForm,
};

const SECTION_RULES: { [K in SectionKey]?: SectionRule<SectionData<K>> } = {
  deceased: deceasedRules,
  ceremony: ceremonyRules,
  church: churchRules,
  wake: wakeRules,
  condolence: condolenceRules,
  'funeral-procession': funeralProcessionRules,
  cremation: cremationRules,
  'ash-destination': ashDestinationRules,
  funeral: funeralRules,
};

export type SectionValidation<K extends SectionKey = SectionKey> =
  { success: true; data: SectionData<K> } | { success: false; errors: Record<string, string[]> };

function mergeErrors(target: Record<string, string[]>, source: Record<string, string[]>): void {
  for (const [key, list] of Object.entries(source)) {
    const existing = (target[key] ??= []);
    for (const message of list) if (!existing.includes(message)) existing.push(message);
  }
}

/**
 * Parses a section's data and applies its cross-field rules (dates that contradict each other, the legal window
 * of a cremation or burial without a recorded permit, the ashes' waiting period). Error keys are the camelCase
 * dot paths inside the data (`person.bsn`, `contacts.0.person.phone`).
 */
export function validateSection<K extends SectionKey>(
  key: K,
  data: unknown,
  context: SectionContext,
): SectionValidation<K> {
  const schema = sectionSchemas[key] as unknown as z.ZodType<SectionData<K>>;
  const errors: Record<string, string[]> = {};
  if (key === 'deceased') mergeErrors(errors, deceasedRequiredErrors(data));
  // Every message of the section in one round (issue 11): the fields' own, and the rules across fields on what
  // of the data is valid, rather than the rules only once every field is right.
  const parsed = parseCollectingIssues(schema, data ?? {});
  mergeErrors(errors, zodIssuesToFieldErrors(parsed.issues));
  if (parsed.data === null) return { success: false, errors };
  const issues: { path: IssuePath; message: string }[] = [];
  const rule = SECTION_RULES[key] as SectionRule<SectionData<K>> | undefined;
  rule?.(parsed.data, context, (path, message) => issues.push({ path, message }));
  mergeErrors(errors, zodIssuesToFieldErrors(issues));
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: parsed.data };
}

function emptyValue(field: FieldDescriptor): unknown {
  if (field.kind === 'list') return [];
  if (field.kind === 'object') return emptyObject(field.fields ?? []);
  return null;
}

function emptyObject(fields: readonly FieldDescriptor[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** The data of an untouched section: every field null, every object filled likewise, every list empty. */
export function emptySection(key: SectionKey): Record<string, unknown> {
  return emptyObject(SECTION_FORMS[key].groups.flatMap((group) => group.fields));
}

/**
 * The funeral moment a section records (the dossier's `funeral_at`): the cremation section's or the funeral
 * section's date and time as an instant; null for other sections or while date or time is missing.
 */
export function funeralMomentOf(key: SectionKey, data: unknown): string | null {
  const source = asRecord(data);
  const moment = { date: stringOf(source['date']), time: stringOf(source['time']) };
  if (key === 'cremation') return cremationMomentOf(moment);
  if (key === 'funeral') return burialMomentOf(moment);
  return null;
}

export { documentChecklist, missingLegalDocuments, type ChecklistItem } from './document-checklist.ts';
