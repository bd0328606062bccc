import http from 'node:http';
import https from 'node:https';
import { messages } from '@afscheid/shared';
import { baseUrlProblem, publicOnlyLookup, type AddressPolicy } from './address-policy.ts';
import { encodeForm, type FormValue } from './form-encoding.ts';

export const WEFACT_TIMEOUT_MS = 10_000;
/** A WeFact answer larger than this is not one we asked for. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type WefactResult =
  | { ok: true; data: Record<string, unknown> }
  /** WeFact answered `status: error`: its own texts, safe to show. */
  | { ok: false; reason: 'wefact'; message: string }
  /**
   * No WeFact answer (refused, timeout, DNS, TLS, a redirect, not WeFact's JSON, a refused address): one text
   * for all of them, so the answer does not tell an open port from a closed one; `detail` is for the log only.
   */
  | { ok: false; reason: 'unreachable'; message: string; detail: string };

export type WefactConnection = { baseUrl: string; apiKey: string; policy: AddressPolicy; timeoutMs?: number };

const t = messages.wefact;
const MAX_ERROR_LENGTH = 500;

const unreachable = (detail: string): WefactResult => ({
  ok: false,
  reason: 'unreachable',
  message: t.unreachable,
  detail,
});

/**
 * One call of the WeFact API v2: a form-encoded POST with `api_key`, `controller` and `action`. WeFact answers
 * HTTP 200 even on failure, so the outcome is read from `status` and `errors` (Dutch texts shown as they are).
 * The address is checked against the policy before anything is sent, names again when they are resolved;
 * redirects are never followed (the key must not travel on).
 */
export async function callWefact(
  connection: WefactConnection,
  controller: string,
  action: string,
  params: Record<string, FormValue> = {},
): Promise<WefactResult> {
  const problem = baseUrlProblem(connection.baseUrl, connection.policy);
  if (problem) return unreachable(`address not allowed: ${problem}`);
  let answer: RawAnswer;
  try {
    answer = await post(
      new URL(connection.baseUrl),
      encodeForm({ ...params, api_key: connection.apiKey, controller, action }),
      connection.policy,
      connection.timeoutMs ?? WEFACT_TIMEOUT_MS,
    );
  } catch (err) {
    return unreachable(describe(err));
  }
  if (answer.status >= 300 && answer.status < 400) {
    return unreachable(`HTTP ${answer.status} redirect, not followed`);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return unreachable(`HTTP ${answer.status}, not JSON (${answer.contentType ?? 'no content type'})`);
  }
  return readAnswer(body, answer.status);
}

type RawAnswer = { status: number; contentType: string | undefined; text: string };

/** One POST with Node's own HTTP client: it follows no redirects and takes our `lookup`. */
function post(url: URL, body: string, policy: AddressPolicy, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
        },
        // A fresh connection per call: no pooled socket outlives the call or skips the lookup.
        agent: false,
        ...(policy.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            request.destroy(new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
        response.on('error', (err) => settle(() => reject(err)));
      },
    );
    // The whole call (lookup, connect, TLS, answer) within the time limit.
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (err) =>
      settle(() => {
        // A parse error leaves the socket open otherwise.
        request.destroy();
        reject(err);
      }),
    );
    request.on('close', () => settle(() => reject(new Error('connection closed before the answer ended'))));
    request.end(body);
  });
}

/** The failure for the log: the error's code and text, never the request (it carries the key). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as NodeJS.ErrnoException).code;
  return code ? `${code}: ${err.message}` : err.message;
}

function readAnswer(body: unknown, status: number): WefactResult {
  if (!body || typeof body !== 'object') return unreachable(`HTTP ${status}, JSON without an object`);
  const answer = body as { status?: unknown; errors?: unknown };
  if (answer.status === 'success') return { ok: true, data: answer as Record<string, unknown> };
  if (answer.status !== 'error') return unreachable(`HTTP ${status}, JSON without WeFact's status`);
  const errors = (Array.isArray(answer.errors) ? answer.errors : [])
    .filter((error): error is string => typeof error === 'string' && error.trim() !== '')
    .map((error) => error.trim().slice(0, MAX_ERROR_LENGTH));
  return {
    ok: false,
    reason: 'wefact',
    message: errors.length > 0 ? errors.join(' ') : t.refusedWithoutReason,
  };
}
