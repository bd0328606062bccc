export { SECTION_KEYS, SECTION_LABELS, sectionsForType, isSectionKey, type SectionKey } from './keys.ts';
export type { FieldKind, FieldOption, FieldDescriptor, SectionGroup, SectionForm } from './form-types.ts';
export type { SectionContext } from './context.ts';
export { SECTION_LAYOUTS } from './layouts.ts';
export { cremationDateOf, isSectionFilled } from './section-facts.ts';
export {
  sectionSchemas,
  SECTION_FORMS,
  validateSection,
  emptySection,
  funeralMomentOf,
  missingLegalDocuments,
  documentChecklist,
  type ChecklistItem,
  type SectionSchemas,
  type SectionData,
  type SectionValidation,
} from './registry.ts';
export {
  personSchema,
  addressSchema,
  personFields,
  addressFields,
  personName,
  SALUTATIONS,
} from './common.ts';
export {
  diedAtFromParts,
  dossierSummaryFromDeceased,
  legalExceptionOf,
  UNKNOWN_DEATH_TIME,
  type DeceasedSection,
  type DossierSummary,
} from './deceased.ts';
export { deathMomentOf, plannedDateOf, type DeathMoment } from './legal.ts';
export { addressBookPeopleOf, type AddressBookPerson, type ClientSection } from './client.ts';
export { ASH_DESTINATIONS, ASH_DESTINATION_OUTCOMES, type AshDestination } from './ash-destination.ts';
export type { CareSection } from './care.ts';
export type { TransferSection } from './transfer.ts';
export type { FuneralCompanySection } from './funeral-company.ts';
export type { CeremonySection } from './ceremony.ts';
export type { ChurchSection } from './church.ts';
export type { WakeSection } from './wake.ts';
export type { FlowersSection } from './flowers.ts';
export type { CondolenceSection } from './condolence.ts';
export type { AdsSection } from './ads.ts';
export type { PrintedMatterSection } from './printed-matter.ts';
export type { FuneralProcessionSection } from './funeral-procession.ts';
export type { InsurancesSection } from './insurances.ts';
export type { PersonalBelongingsSection } from './personal-belongings.ts';
export type { CremationSection } from './cremation.ts';
export type { AshDestinationSection } from './ash-destination.ts';
export type { FuneralSection } from './funeral.ts';
export {
  DATE_LOCKED_STATUSES,
  areDatesLocked,
  lockedDateErrors,
  lockedDateFields,
  lockedDateHint,
  lockedDatesText,
} from './locked-dates.ts';
