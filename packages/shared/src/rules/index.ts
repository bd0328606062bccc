export { isValidKvkNumber, normalizeKvkNumber } from './kvk-number.ts';
export { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';
export { formatIban, isValidIban, normalizeIban } from './iban.ts';
export { isValidPostcode, normalizePostcode } from './postcode.ts';
export { isValidPhone, normalizePhone } from './phone.ts';
