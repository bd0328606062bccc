import {
  WEFACT_DEFAULT_BASE_URL,
  WEFACT_TAX_RATES,
  messages,
  type WefactSettingsData,
  type WefactTaxRate,
} from '@afscheid/shared';
import type { WefactSettingsUpdate } from '../api/organizations-api.ts';

/** Flat form values: tax code keys like `0` would become array indexes in nested form paths. */
export interface WefactFormValues {
  apiKey: string;
  baseUrl: string;
  tax21: string;
  tax9: string;
  tax0: string;
  taxExempt: string;
  /** Optional: empty sends disbursements (doorlopende posten) with the 0% code. */
  taxDisbursement: string;
}

export type WefactFormField = keyof WefactFormValues;

export const TAX_FIELDS: Record<WefactTaxRate, WefactFormField> = {
  '21': 'tax21',
  '9': 'tax9',
  '0': 'tax0',
  exempt: 'taxExempt',
  disbursement: 'taxDisbursement',
};

export function wefactFormValues(settings: WefactSettingsData | undefined): WefactFormValues {
  return {
    apiKey: '',
    baseUrl: settings?.baseUrl || WEFACT_DEFAULT_BASE_URL,
    tax21: settings?.taxCodes['21'] ?? '',
    tax9: settings?.taxCodes['9'] ?? '',
    tax0: settings?.taxCodes['0'] ?? '',
    taxExempt: settings?.taxCodes.exempt ?? '',
    taxDisbursement: settings?.taxCodes.disbursement ?? '',
  };
}

/** The PUT body: an empty key is left out (the stored key stays). */
export function wefactUpdate(values: WefactFormValues): WefactSettingsUpdate {
  const apiKey = values.apiKey.trim();
  const baseUrl = values.baseUrl.trim();
  const taxCodes = Object.fromEntries(
    WEFACT_TAX_RATES.map((rate) => [rate, values[TAX_FIELDS[rate]].trim()]),
  ) as WefactSettingsUpdate['taxCodes'];
  return { ...(apiKey ? { apiKey } : {}), ...(baseUrl ? { baseUrl } : {}), taxCodes };
}

/** Server field keys (camelCase paths) → form fields: `taxCodes.21` → `tax21`. */
export function wefactFieldFor(key: string): WefactFormField | null {
  if (key === 'apiKey' || key === 'baseUrl') return key;
  const match = /^taxCodes\.(.+)$/.exec(key);
  if (match && Object.prototype.hasOwnProperty.call(TAX_FIELDS, match[1] ?? ''))
    return TAX_FIELDS[match[1] as WefactTaxRate];
  return null;
}

const comparable = (url: string): string => {
  const trimmed = url.trim() || WEFACT_DEFAULT_BASE_URL;
  try {
    return new URL(trimmed).href;
  } catch {
    return trimmed;
  }
};

/**
 * Whether the form sends the stored key's address elsewhere. The server sends a stored key only to the address it
 * was saved with, so a new address needs the key again (decision 006).
 */
export function needsKeyAgain(
  values: Pick<WefactFormValues, 'baseUrl'>,
  settings: WefactSettingsData,
): boolean {
  return settings.configured && comparable(values.baseUrl) !== comparable(settings.baseUrl);
}

/** The key field's own check: the server's text when the address changed and no key was entered. */
export function keyAgainError(
  values: Pick<WefactFormValues, 'apiKey' | 'baseUrl'>,
  settings: WefactSettingsData,
): string | null {
  return needsKeyAgain(values, settings) && values.apiKey.trim() === ''
    ? messages.wefact.keyRequiredForNewAddress
    : null;
}

/** "•••• 1234", or null without a stored key. */
export function maskedKey(last4: string | null | undefined): string | null {
  return last4 ? `•••• ${last4}` : null;
}
