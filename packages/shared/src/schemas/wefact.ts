import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { optionalText, required, requiredText } from './fields.ts';

const { fields, identifiers, wefact } = messages;

export const WEFACT_DEFAULT_BASE_URL = 'https://api.mijnwefact.nl/v2/';
/**
 * The product's VAT kinds (the budget's `VAT_RATES`); each maps to a tax code of the organisation's WeFact
 * administration. A disbursement (doorlopende post) carries no VAT: a mapping saved before it existed, or saved
 * without it, sends disbursements with the 0% code.
 */
export const WEFACT_TAX_RATES = ['21', '9', '0', 'exempt', 'disbursement'] as const;
export type WefactTaxRate = (typeof WEFACT_TAX_RATES)[number];
export type WefactTaxCodes = Record<WefactTaxRate, string>;
export const WEFACT_DEFAULT_TAX_CODES: WefactTaxCodes = {
  '21': 'V21',
  '9': 'V9',
  '0': 'V0',
  exempt: '',
  disbursement: 'V0',
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const urlField = () =>
  z
    .string({ error: identifiers.url })
    .trim()
    .max(255, { error: identifiers.url, abort: true })
    .pipe(z.url({ protocol: /^https?$/, error: identifiers.url }));

const taxCodeField = (rate: Exclude<WefactTaxRate, 'disbursement'>) =>
  requiredText(interpolate(wefact.taxCodeField, { rate: wefact.taxCodes[rate] }), 1, 20);

/** PUT /api/organizations/{id}/wefact: an empty or missing key keeps the stored one. */
export const wefactSettingsSchema = z.object({
  apiKey: optionalText(fields.apiKey, 200),
  baseUrl: z.preprocess(blankToUndefined, urlField().default(WEFACT_DEFAULT_BASE_URL)),
  taxCodes: z
    .object(
      {
        '21': taxCodeField('21'),
        '9': taxCodeField('9'),
        '0': taxCodeField('0'),
        exempt: taxCodeField('exempt'),
        // Optional: clients that know only the four VAT rates keep working; empty means the 0% code.
        disbursement: optionalText(
          interpolate(wefact.taxCodeField, { rate: wefact.taxCodes.disbursement }),
          20,
        ),
      },
      { error: required(fields.taxCodes) },
    )
    .transform(({ disbursement, ...codes }) => ({ ...codes, disbursement: disbursement ?? codes['0'] })),
});

/** POST /api/organizations/{id}/wefact/test: missing values fall back to the stored ones. */
export const wefactTestSchema = z.object({
  apiKey: optionalText(fields.apiKey, 200),
  baseUrl: z.preprocess(blankToUndefined, urlField().optional()),
});

export type WefactSettingsInput = z.input<typeof wefactSettingsSchema>;
