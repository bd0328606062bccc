/** Dutch VAT number (btw-identificatienummer): `NL` + 9 digits + `B` + 2 digits, stored upper case and compact. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidVatNumber(value: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(normalizeVatNumber(value));
}
