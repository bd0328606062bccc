import {
  WEFACT_DEFAULT_BASE_URL,
  WEFACT_DEFAULT_TAX_CODES,
  WEFACT_TAX_RATES,
  type WefactSettingsData,
  type WefactTaxCodes,
} from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';

/**
 * The organisation's mapping of VAT kinds to WeFact tax codes. A mapping saved before disbursements had a code of
 * their own (or without one) sends them with the 0% code: a doorlopende post carries no VAT.
 */
export function storedTaxCodes(organization: Organization): WefactTaxCodes {
  if (!organization.wefact_tax_codes) return { ...WEFACT_DEFAULT_TAX_CODES };
  const parsed = JSON.parse(organization.wefact_tax_codes) as Partial<WefactTaxCodes>;
  const codes = Object.fromEntries(
    WEFACT_TAX_RATES.map((rate) => [
      rate,
      typeof parsed[rate] === 'string' ? parsed[rate] : WEFACT_DEFAULT_TAX_CODES[rate],
    ]),
  ) as WefactTaxCodes;
  if (typeof parsed.disbursement !== 'string' || parsed.disbursement === '') codes.disbursement = codes['0'];
  return codes;
}

/** The settings as the screen shows them: the key itself never leaves the server, only its last four characters. */
export function presentWefactSettings(organization: Organization, apiKey: string | null): WefactSettingsData {
  return {
    configured: apiKey !== null,
    apiKeyLast4: apiKey && apiKey.length > 4 ? apiKey.slice(-4) : null,
    baseUrl: organization.wefact_base_url ?? WEFACT_DEFAULT_BASE_URL,
    taxCodes: storedTaxCodes(organization),
    updatedAt: organization.wefact_updated_at,
  };
}
