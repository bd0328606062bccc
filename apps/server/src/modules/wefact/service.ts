import type { FastifyRequest } from 'fastify';
import {
  messages,
  WEFACT_DEFAULT_BASE_URL,
  wefactSettingsSchema,
  wefactTestSchema,
  type WefactSettingsData,
  type WefactTestResult,
} from '@afscheid/shared';
import type { AppConfig } from '../../config.ts';
import type { Organization } from '../../db/types.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { ValidationError } from '../../lib/errors.ts';
import { decryptSecret, deriveKey, encryptSecret } from '../../lib/secret-box.ts';
import { parseInput } from '../../lib/validate.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { organizationsRepository } from '../organizations/repository.ts';
import { callWefact } from './client.ts';
import { presentWefactSettings, storedTaxCodes } from './presenter.ts';

const KEY_PURPOSE = 'wefact-api-key';
const secretKey = (request: FastifyRequest) => deriveKey(request.server.deps.appKey, KEY_PURPOSE);

/** The stored API key in plain text, or null when none is stored or it no longer decrypts (app key lost). */
function storedApiKey(request: FastifyRequest, organization: Organization): string | null {
  const stored = organization.wefact_api_key_encrypted;
  return stored ? decryptSecret(secretKey(request), stored, organization.id) : null;
}

/** In production the key only travels over HTTPS; plain HTTP is for local fakes and tests. */
function checkBaseUrl(config: AppConfig, baseUrl: string): void {
  if (config.env === 'production' && !baseUrl.startsWith('https://')) {
    throw new ValidationError({ baseUrl: [messages.wefact.httpsRequired] });
  }
}

export function showSettings(request: FastifyRequest, access: OrganizationAccess): WefactSettingsData {
  return presentWefactSettings(access.organization, storedApiKey(request, access.organization));
}

export async function updateSettings(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<WefactSettingsData> {
  const { db, clock, config } = request.server.deps;
  const input = parseInput(wefactSettingsSchema, request.body);
  checkBaseUrl(config, input.baseUrl);
  const organization = access.organization;
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
    return showSettings(request, access);
  const values = {
    wefact_base_url: input.baseUrl,
    wefact_tax_codes: after.tax_codes,
    wefact_updated_at: iso(clock.now()),
    ...(input.apiKey
      ? { wefact_api_key_encrypted: encryptSecret(secretKey(request), input.apiKey, organization.id) }
      : {}),
  };
  await db.transaction().execute(async (trx) => {
    await organizationsRepository.update(trx, organization.id, values);
    await recordAudit(trx, request, {
      organizationId: organization.id,
      entity: 'organization',
      entityId: organization.id,
      action: 'wefact_settings_updated',
      changes,
    });
  });
  const updated = (await organizationsRepository.findById(db, organization.id))!;
  return presentWefactSettings(updated, storedApiKey(request, updated));
}

/** A real `debtor/list` call with the given or the stored key and address; WeFact's own text on failure. */
export async function testConnection(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<WefactTestResult> {
  const input = parseInput(wefactTestSchema, request.body);
  const apiKey = input.apiKey ?? storedApiKey(request, access.organization);
  if (!apiKey) throw new ValidationError({ apiKey: [messages.wefact.keyRequired] });
  const baseUrl = input.baseUrl ?? access.organization.wefact_base_url ?? WEFACT_DEFAULT_BASE_URL;
  checkBaseUrl(request.server.deps.config, baseUrl);
  const result = await callWefact({ baseUrl, apiKey }, 'debtor', 'list', { limit: 1 });
  return result.ok
    ? { ok: true, message: messages.wefact.connectionOk }
    : { ok: false, message: result.message };
}
