import { interpolate, messages } from '@afscheid/shared';
import { encodeForm, type FormValue } from './form-encoding.ts';

export const WEFACT_TIMEOUT_MS = 10_000;

export type WefactResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string };

export type WefactConnection = { baseUrl: string; apiKey: string; timeoutMs?: number };

const t = messages.wefact;
const MAX_ERROR_LENGTH = 500;

/**
 * One call of the WeFact API v2: a form-encoded POST with `api_key`, `controller` and `action`. WeFact answers
 * HTTP 200 even on failure, so the outcome is read from `status` and `errors` (Dutch texts shown as they are).
 */
export async function callWefact(
  connection: WefactConnection,
  controller: string,
  action: string,
  params: Record<string, FormValue> = {},
): Promise<WefactResult> {
  const timeoutMs = connection.timeoutMs ?? WEFACT_TIMEOUT_MS;
  const failure = (err: unknown): WefactResult => ({
    ok: false,
    message:
      err instanceof Error && err.name === 'TimeoutError'
        ? interpolate(t.timeout, { seconds: Math.ceil(timeoutMs / 1000) })
        : t.unreachable,
  });
  let body: unknown;
  try {
    const response = await fetch(connection.baseUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        accept: 'application/json',
      },
      body: encodeForm({ ...params, api_key: connection.apiKey, controller, action }),
      signal: AbortSignal.timeout(timeoutMs),
      // The key must never follow a redirect to another host.
      redirect: 'manual',
    });
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, message: t.unexpectedAnswer };
    }
  } catch (err) {
    return failure(err);
  }
  return readAnswer(body);
}

function readAnswer(body: unknown): WefactResult {
  if (!body || typeof body !== 'object') return { ok: false, message: t.unexpectedAnswer };
  const answer = body as { status?: unknown; errors?: unknown };
  if (answer.status === 'success') return { ok: true, data: answer as Record<string, unknown> };
  if (answer.status !== 'error') return { ok: false, message: t.unexpectedAnswer };
  const errors = (Array.isArray(answer.errors) ? answer.errors : [])
    .filter((error): error is string => typeof error === 'string' && error.trim() !== '')
    .map((error) => error.trim().slice(0, MAX_ERROR_LENGTH));
  return { ok: false, message: errors.length > 0 ? errors.join(' ') : t.refusedWithoutReason };
}
