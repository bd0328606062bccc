import {
  COUNTRIES,
  countryName,
  formatIban,
  SUPPLIER_KIND_LABELS,
  SUPPLIER_KINDS,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_STATUSES,
  type SupplierData,
} from '@afscheid/shared';

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** The Dutch label of a kind (`florist` → "Bloemist"); an unknown code is shown as it is. */
export const kindLabel = (kind: string): string => (has(SUPPLIER_KIND_LABELS, kind) ? SUPPLIER_KIND_LABELS[kind] : kind);

/** "Actief" / "Inactief" (the specification's supplier status labels). */
export const statusLabel = (status: string): string =>
  has(SUPPLIER_STATUS_LABELS, status) ? SUPPLIER_STATUS_LABELS[status] : status;

export const KIND_OPTIONS = SUPPLIER_KINDS.map((kind) => ({ value: kind, label: SUPPLIER_KIND_LABELS[kind] }));
export const STATUS_OPTIONS = SUPPLIER_STATUSES.map((status) => ({ value: status, label: SUPPLIER_STATUS_LABELS[status] }));

/** Nederland first, then every other country by its Dutch name. */
export const COUNTRY_OPTIONS = [
  ...COUNTRIES.filter((country) => country.code === 'NL'),
  ...COUNTRIES.filter((country) => country.code !== 'NL'),
].map((country) => ({ value: country.code, label: country.name }));

type Address = Pick<SupplierData, 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode' | 'city' | 'country'>;

/** "Biltstraat 12 bis", "3572 BK Utrecht" and, abroad, the country's Dutch name (the lines that have content). */
export function addressLines(address: Address): string[] {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  const street = [address.street, number].filter(Boolean).join(' ');
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  const abroad = address.country && address.country !== 'NL' ? (countryName(address.country) ?? address.country) : '';
  return [street, place, abroad].filter((line) => line !== '');
}

/** The IBAN in groups of four (`NL91 ABNA 0417 1643 00`); empty stays empty. */
export const displayIban = (iban: string | null | undefined): string => (iban ? formatIban(iban) || iban : '');

/** A `tel:` link target: digits and a leading +, as dialers read it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
