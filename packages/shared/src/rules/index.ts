export { isValidKvkNumber, normalizeKvkNumber } from './kvk-number.ts';
export { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';
export { formatIban, isValidIban, normalizeIban } from './iban.ts';
export { isValidPostcode, normalizePostcode } from './postcode.ts';
export { isValidPhone, normalizePhone } from './phone.ts';
export { isValidBsn, normalizeBsn, maskBsn } from './bsn.ts';
export {
  DECREE_HOLIDAYS,
  dutchPublicHolidays,
  publicHolidayOn,
  isWorkingDay,
  addWorkingDays,
  addDays,
  dayOfWeek,
  easterSunday,
  type PublicHoliday,
} from './holidays.ts';
export {
  LEGAL_WINDOW_DEFAULTS,
  legalWindow,
  checkLegalMoment,
  amsterdamInstant,
  type LegalWindow,
  type LegalWindowOptions,
  type CheckLegalMomentOptions,
  type LegalExceptionKind,
  type LegalExceptionPermit,
} from './legal-window.ts';
export { ASH_WAITING_MONTHS, ashReleaseDate } from './ash.ts';
