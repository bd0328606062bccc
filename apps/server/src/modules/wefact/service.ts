import {
  messages,
  WEFACT_DEFAULT_BASE_URL,
  type WefactSettingsData,
  type wefactSettingsSchema,
  type WefactTestResult,
  type wefactTestSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Organization } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { decryptSecret, deriveKey, encryptSecret } from '../../lib/secret-box.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { callWefact } from './client.ts';
import { presentWefactSettings, storedTaxCodes } from './presenter.ts';
import { inTransaction } from '../../lib/transaction.ts';

const KEY_PURPOSE = 'wefact-api-key';
const secretKey = (ctx: ServiceContext) => deriveKey(ctx.appKey, KEY_PURPOSE);

/** The stored API key in plain text, or null when none is stored or it no longer decrypts (app key lost). */
function storedApiKey(ctx: ServiceContext, organization: Organization): string | null {
  const stored = organization.wefact_api_key_encrypted;
  return stored ? decryptSecret(secretKey(ctx), stored, organization.id) : null;
}

/** In production the key only travels over HTTPS; plain HTTP is for local fakes and tests. */
function checkBaseUrl(config: AppConfig, baseUrl: string): void {
  if (config.env === 'production' && !baseUrl.startsWith('https://')) {
    throw new ValidationError({ baseUrl: [messages.wefact.httpsRequired] });
  }
}

export function showSettings(ctx: ServiceContext, organization: Organization): WefactSettingsData {
  return presentWefactSettings(organization, storedApiKey(ctx, organization));
}

export async function updateSettings(
  ctx: ServiceContext,
  organization: Organization,
  input: z.output<typeof wefactSettingsSchema>,
): Promise<WefactSettingsData> {
  const { db, clock, config } = ctx;
  checkBaseUrl(config, input.baseUrl);
  const before = {
    base_url: organization.wefact_base_url ?? WEFACT_DEFAULT_BASE_URL,
    tax_codes: JSON.stringify(storedTaxCodes(organization)),
  };
  const after = { base_url: input.baseUrl, tax_codes: JSON.stringify(input.taxCodes) };
  // Which settings changed, never the key's value.
  const changes: Record<string, unknown> = diffFields(before, after);
  if (changes.tax_codes) changes.tax_codes = { from: JSON.parse(before.tax_codes), to: input.taxCodes };
  if (input.apiKey) changes.api_key = { changed: true };
  if (Object.keys(changes).length === 0 && organization.wefact_updated_at)
    return showSettings(ctx, organization);
  const values = {
    wefact_base_url: input.baseUrl,
    wefact_tax_codes: after.tax_codes,
    wefact_updated_at: iso(clock.now()),
    ...(input.apiKey
      ? { wefact_api_key_encrypted: encryptSecret(secretKey(ctx), input.apiKey, organization.id) }
      : {}),
  };
  await inTransaction(db, async (trx) => {
    await organizationsRepository.update(trx, organization.id, values);
    await ctx.audit(trx, {
      organizationId: organization.id,
      entity: 'organization',
      entityId: organization.id,
      action: 'wefact_settings_updated',
      changes,
    });
  });
  const updated = (await organizationsRepository.findById(db, organization.id))!;
  return presentWefactSettings(updated, storedApiKey(ctx, updated));
}

/** A real `debtor/list` call with the given or the stored key and address; WeFact's own text on failure. */
export async function testConnection(
  ctx: ServiceContext,
  organization: Organization,
  input: z.output<typeof wefactTestSchema>,
): Promise<WefactTestResult> {
  const apiKey = input.apiKey ?? storedApiKey(ctx, organization);
  if (!apiKey) throw new ValidationError({ apiKey: [messages.wefact.keyRequired] });
  const baseUrl = input.baseUrl ?? organization.wefact_base_url ?? WEFACT_DEFAULT_BASE_URL;
  checkBaseUrl(ctx.config, baseUrl);
  const result = await callWefact({ baseUrl, apiKey }, 'debtor', 'list', { limit: 1 });
  return result.ok
    ? { ok: true, message: messages.wefact.connectionOk }
    : { ok: false, message: result.message };
}
