import { toCamelCase, toSnakeCase } from '@afscheid/shared';
import { readCookie as readDocumentCookie } from '../browser/cookies.ts';
import { progress as appProgress } from '../progress/progress-store.ts';
import { ApiError } from './errors.ts';
import { buildQueryString } from './query-string.ts';
import { invalidResponseError, networkError, toApiError } from './response-errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON with snake_case keys (FormData and Blob are sent as they are). */
  body?: unknown;
  /** Keys converted to snake_case. */
  query?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer …`; only when given explicitly. */
  token?: string;
  signal?: AbortSignal;
  /** Session bookkeeping (token expiry check, 401 handling) is skipped: login, logout, password reset. */
  anonymous?: boolean;
}

export interface RequestDescriptor {
  path: string;
  method: HttpMethod;
  anonymous: boolean;
}

/** Session hooks, registered by the auth feature (the client knows nothing about sessions). */
export interface ApiHooks {
  /** Runs before a request is sent; throwing aborts the request. */
  beforeRequest?(info: RequestDescriptor): void;
  /** A 2xx answer arrived (the server renewed the session). */
  onSuccess?(info: RequestDescriptor): void;
  /** A 401 answer arrived on a non-anonymous request. */
  onUnauthorized?(info: RequestDescriptor, error: ApiError): void;
  /**
   * Headers to add to a request (e.g. the organisation the page shows, `X-Organization-Id`); read on every
   * call so they follow the session. Not asked for anonymous requests.
   */
  requestHeaders?(info: RequestDescriptor): Record<string, string> | undefined;
  /** Any non-2xx answer, with its headers (the error is still thrown to the caller). */
  onFailure?(info: RequestDescriptor, error: ApiError, headers: Headers): void;
}

export interface ProgressReporter {
  start(): void;
  finish(): void;
  fail(): void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | null;
  progress?: ProgressReporter;
}

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const XSRF_COOKIE = 'XSRF-TOKEN';

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** Asks the server for a fresh `XSRF-TOKEN` cookie. */
  csrfCookie(): Promise<void>;
  use(hooks: ApiHooks): () => void;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up at call time so tests can replace the global.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const readCookie = options.readCookie ?? ((name: string) => readDocumentCookie(name));
  const progress = options.progress ?? appProgress;
  const hooks = new Set<ApiHooks>();

  function headersFor(request: RequestOptions, hasJsonBody: boolean, info?: RequestDescriptor): Headers {
    const headers = new Headers({
      Accept: 'application/json, text/plain, */*',
      'X-Requested-With': 'XMLHttpRequest',
    });
    if (info && !info.anonymous) {
      for (const hook of hooks) {
        for (const [name, value] of Object.entries(hook.requestHeaders?.(info) ?? {})) headers.set(name, value);
      }
    }
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    // Read on every call: the server may have rotated the token since the last one.
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
    return headers;
  }

  function send(path: string, request: RequestOptions, info: RequestDescriptor): Promise<Response> {
    const method = request.method ?? 'GET';
    const raw = isRawBody(request.body);
    const hasJsonBody = request.body !== undefined && !raw;
    const body: BodyInit | undefined = raw
      ? (request.body as BodyInit)
      : hasJsonBody
        ? JSON.stringify(toSnakeCase(request.body))
        : undefined;
    const query = request.query ? toSnakeCase<Record<string, unknown>>(request.query) : undefined;
    return doFetch(`${baseUrl}${path}${buildQueryString(query)}`, {
      method,
      credentials: 'include',
      headers: headersFor(request, hasJsonBody, info),
      body,
      signal: request.signal,
    });
  }

  async function csrfCookie(): Promise<void> {
    const response = await doFetch(`${baseUrl}${CSRF_COOKIE_PATH}`, {
      method: 'GET',
      credentials: 'include',
      headers: headersFor({}, false),
    });
    if (!response.ok) throw await toApiError(response);
  }

  async function parseBody(response: Response): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('json')) return text;
    try {
      return toCamelCase(JSON.parse(text));
    } catch (cause) {
      throw invalidResponseError(response.status, cause);
    }
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const info: RequestDescriptor = { path, method: request.method ?? 'GET', anonymous: request.anonymous ?? false };
    progress.start();
    let failed = true;
    try {
      if (!info.anonymous) for (const hook of hooks) hook.beforeRequest?.(info);
      let response = await send(path, request, info);
      if (response.status === 419) {
        // CSRF token missing or stale: fetch a fresh one and try exactly once more.
        await csrfCookie();
        response = await send(path, request, info);
      }
      if (!response.ok) {
        const error = await toApiError(response);
        for (const hook of hooks) hook.onFailure?.(info, error, response.headers);
        if (response.status === 401 && !info.anonymous) {
          for (const hook of hooks) hook.onUnauthorized?.(info, error);
        }
        throw error;
      }
      for (const hook of hooks) hook.onSuccess?.(info);
      const result = (await parseBody(response)) as T;
      failed = false;
      return result;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError(error);
    } finally {
      if (failed) progress.fail();
      else progress.finish();
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    csrfCookie,
    use(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
  };
}

/** The app's client: same origin by default, or `VITE_API_BASE_URL`. */
export const api: ApiClient = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
