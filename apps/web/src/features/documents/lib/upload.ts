import { messages, toCamelCase, type DocumentData, type DossierDocumentType } from '@afscheid/shared';
import { api, XSRF_COOKIE } from '../../../lib/api/client.ts';
import { ExpiredAuthSessionError } from '../../../lib/api/errors.ts';
import { invalidResponseError, networkError, toApiError } from '../../../lib/api/response-errors.ts';
import { readCookie } from '../../../lib/browser/cookies.ts';
import { session, token } from '../../auth/index.ts';
import { documentsPath } from '../api/documents-api.ts';

/** What the uploader needs from the session and the browser; replaced in tests. */
export interface UploadEnvironment {
  createRequest: () => XMLHttpRequest;
  readCookie: (name: string) => string | null;
  /** Fetches a fresh CSRF cookie (after a 419). */
  refreshCsrf: () => Promise<void>;
  /** False when the session has run out: the upload is not sent. */
  sessionValid: () => boolean;
  onUnauthorized: () => void;
  onSuccess: () => void;
  baseUrl: string;
}

const browserEnvironment = (): UploadEnvironment => ({
  createRequest: () => new XMLHttpRequest(),
  readCookie,
  refreshCsrf: () => api.csrfCookie(),
  sessionValid: () => token.status() !== 'expired',
  onUnauthorized: () => session.expire(),
  // The server renewed the session: slide the client's expiry like every other API call.
  onSuccess: () => token.touch(),
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
});

export interface UploadOptions {
  /** What the document is (the legal checklist ticks off by it); the server takes "overig" without one. */
  documentType?: DossierDocumentType;
  /** Called with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  environment?: UploadEnvironment;
}

interface RawAnswer {
  status: number;
  body: string;
  headers: Headers;
}

/** One POST of the form, reporting upload progress (fetch cannot report that: hence XMLHttpRequest). */
function send(
  url: string,
  body: FormData,
  env: UploadEnvironment,
  options: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = env.createRequest();
    request.open('POST', url);
    // Cookies go along (also to another origin set by VITE_API_BASE_URL), like the API client.
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json, text/plain, */*');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    // Read on every call: the server may have rotated the token since the last one.
    const xsrf = env.readCookie(XSRF_COOKIE);
    if (xsrf) request.setRequestHeader('X-XSRF-TOKEN', xsrf);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const headers = new Headers();
      const type = request.getResponseHeader('Content-Type');
      const retryAfter = request.getResponseHeader('Retry-After');
      if (type) headers.set('Content-Type', type);
      if (retryAfter) headers.set('Retry-After', retryAfter);
      resolve({ status: request.status, body: request.responseText, headers });
    };
    request.onerror = () => reject(networkError(new Error('upload failed')));
    request.ontimeout = () => reject(networkError(new Error('upload timed out')));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));

    const onAbort = () => request.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.onloadend = () => options.signal?.removeEventListener('abort', onAbort);
    request.send(body);
  });
}

function toResponse(answer: RawAnswer): Response {
  const empty = answer.status === 204 || answer.status === 205 || answer.body === '';
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * Uploads one file to a dossier (`POST /api/dossiers/{id}/documents?document_type=…`, multipart field `file`) with the session
 * protocol of the API client: cookies, `X-XSRF-TOKEN` from the cookie, one retry after a fresh CSRF cookie on
 * 419. Failures are `ApiError`s with the server's Dutch message (413 too large, 422 type not allowed).
 */
export async function uploadDocument(
  dossierId: string,
  file: File,
  options: UploadOptions = {},
): Promise<DocumentData> {
  const env = options.environment ?? browserEnvironment();
  if (!env.sessionValid()) {
    env.onUnauthorized();
    throw new ExpiredAuthSessionError(messages.errors.expiredAuthSession);
  }
  const body = new FormData();
  body.append('file', file, file.name);
  const query = options.documentType ? `?document_type=${encodeURIComponent(options.documentType)}` : '';
  const url = `${env.baseUrl}${documentsPath(dossierId)}${query}`;

  let answer = await send(url, body, env, options);
  if (answer.status === 419) {
    // CSRF token missing or stale: fetch a fresh one and try exactly once more.
    await env.refreshCsrf();
    options.onProgress?.(0);
    answer = await send(url, body, env, options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = await toApiError(toResponse(answer));
    if (answer.status === 401) env.onUnauthorized();
    throw error;
  }
  env.onSuccess();
  try {
    const parsed = toCamelCase<{ data: DocumentData }>(JSON.parse(answer.body));
    return parsed.data;
  } catch (cause) {
    throw invalidResponseError(answer.status, cause);
  }
}
