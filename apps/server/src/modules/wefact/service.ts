import {
  messages,
  WEFACT_DEFAULT_BASE_URL,
  type WefactSettingsData,
  type wefactSettingsSchema,
  type WefactTestResult,
  type wefactTestSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Organization } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { ValidationError, type FieldErrors } from '../../lib/errors.ts';
import { decryptSecret, deriveKey, encryptSecret } from '../../lib/secret-box.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { baseUrlProblem } from './address-policy.ts';
import { callWefact, type WefactConnection } from './client.ts';
import { presentWefactSettings, storedTaxCodes } from './presenter.ts';
import { inTransaction } from '../../lib/transaction.ts';

const KEY_PURPOSE = 'wefact-api-key';
const secretKey = (ctx: ServiceContext) => deriveKey(ctx.appKey, KEY_PURPOSE);
/** The connection test answers within a few seconds, whatever is (or is not) listening at the address. */
export const WEFACT_TEST_TIMEOUT_MS = 5_000;

/** The stored API key in plain text, or null when none is stored or it no longer decrypts (app key lost). */
function storedApiKey(ctx: ServiceContext, organization: Organization): string | null {
  const stored = organization.wefact_api_key_encrypted;
  return stored ? decryptSecret(secretKey(ctx), stored, organization.id) : null;
}

const storedBaseUrl = (organization: Organization) => organization.wefact_base_url ?? WEFACT_DEFAULT_BASE_URL;

function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

/**
 * The field errors of an address and key pair, before anything is stored or sent. The address must suit the
 * policy (https, no credentials, no private address: `config.wefact`); the stored key belongs to the address it
 * was saved with, so another address needs the key again (decision 006).
 */
function connectionErrors(
  ctx: ServiceContext,
  organization: Organization,
  baseUrl: string,
  newKey: string | null | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const problem = baseUrlProblem(baseUrl, ctx.config.wefact);
  if (problem) errors.baseUrl = [problem];
  if (
    !newKey &&
    organization.wefact_api_key_encrypted &&
    !sameAddress(baseUrl, storedBaseUrl(organization))
  ) {
    errors.apiKey = [messages.wefact.keyRequiredForNewAddress];
  }
  return errors;
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The stored key with the address it was saved with: the only pair the stored key is ever sent to. Later
 * invoicing calls use this too. Null without a usable stored key.
 */
export function storedConnection(ctx: ServiceContext, organization: Organization): WefactConnection | null {
  const apiKey = storedApiKey(ctx, organization);
  return apiKey ? { baseUrl: storedBaseUrl(organization), apiKey, policy: ctx.config.wefact } : null;
}

export function showSettings(ctx: ServiceContext, organization: Organization): WefactSettingsData {
  return presentWefactSettings(organization, storedApiKey(ctx, organization));
}

export async function updateSettings(
  ctx: ServiceContext,
  organization: Organization,
  input: z.output<typeof wefactSettingsSchema>,
): Promise<WefactSettingsData> {
  const { db, clock } = ctx;
  throwIfAny(connectionErrors(ctx, organization, input.baseUrl, input.apiKey));
  const before = {
    base_url: storedBaseUrl(organization),
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

/**
 * A real `debtor/list` call with the given key and address, or the stored pair. WeFact's own text when WeFact
 * refused; one text for every failure below that, with `problem` (for the server log only) saying which.
 */
export async function testConnection(
  ctx: ServiceContext,
  organization: Organization,
  input: z.output<typeof wefactTestSchema>,
): Promise<{ result: WefactTestResult; problem: string | null }> {
  const baseUrl = input.baseUrl ?? storedBaseUrl(organization);
  throwIfAny(connectionErrors(ctx, organization, baseUrl, input.apiKey));
  const connection = input.apiKey
    ? { baseUrl, apiKey: input.apiKey, policy: ctx.config.wefact }
    : storedConnection(ctx, organization);
  if (!connection) throw new ValidationError({ apiKey: [messages.wefact.keyRequired] });
  const answer = await callWefact({ ...connection, timeoutMs: WEFACT_TEST_TIMEOUT_MS }, 'debtor', 'list', {
    limit: 1,
  });
  if (answer.ok) return { result: { ok: true, message: messages.wefact.connectionOk }, problem: null };
  return {
    result: { ok: false, message: answer.message },
    problem: answer.reason === 'unreachable' ? answer.detail : null,
  };
}
