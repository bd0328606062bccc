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
export { ASH_WAITING_MONTHS, ashReleaseDate } from './ash.ts';
export {
  cremationApprovalChecklist,
  missingApprovalConditions,
  type ApprovalConditionKey,
  type ApprovalConditionState,
  type CremationApprovalInput,
} from './cremation-approval.ts';
