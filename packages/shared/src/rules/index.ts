export { isValidKvkNumber, normalizeKvkNumber } from './kvk-number.ts';
export { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';
export { formatIban, isValidIban, normalizeIban } from './iban.ts';
export { isValidPostcode, normalizePostcode } from './postcode.ts';
export { isValidPhone, normalizePhone } from './phone.ts';
export { isValidBsn, normalizeBsn, maskBsn } from './bsn.ts';
export {
  DECREE_HOLIDAYS,
  DECREE_YEARS,
  HOLIDAY_DECREES,
  unknownDecreeYears,
  dutchPublicHolidays,
  publicHolidayOn,
  isWorkingDay,
  addWorkingDays,
  addDays,
  dayOfWeek,
  easterSunday,
  type PublicHoliday,
  type HolidayDecree,
} from './holidays.ts';
export {
  LEGAL_WINDOW_DEFAULTS,
  legalWindow,
  checkLegalMoment,
  amsterdamInstant,
  dutchOrdinal,
  unknownDecreeDaysNote,
  type LegalWindow,
  type LegalWindowOptions,
  type CheckLegalMomentOptions,
  type LegalExceptionKind,
  type LegalExceptionPermit,
} from './legal-window.ts';
export {
  ASH_WAITING_MONTHS,
  ashReleaseDate,
  ASH_DESTINATION_KINDS,
  ASH_OUTCOMES,
  ASH_KIND_OUTCOMES,
  ASH_KIND_EXECUTION,
  ASH_PLACE_KINDS,
  ASH_PLACE_KINDS_FOR,
  ASH_RECORD_STATUSES,
  ASH_DESTINATION_STATUSES,
  BLOCKED_OUTCOMES,
  kindIsBlockable,
  ashRecordStatus,
  effectiveReleaseDate,
  daysUntilRelease,
  storageTermCutoff,
  ashSearchText,
  ashKindFromSection,
  type AshDestinationKind,
  type AshOutcome,
  type AshPlaceKind,
  type AshRecordStatus,
  type AshDestinationStatus,
} from './ash.ts';
export {
  cremationApprovalChecklist,
  missingApprovalConditions,
  type ApprovalConditionKey,
  type ApprovalConditionState,
  type CremationApprovalInput,
} from './cremation-approval.ts';
