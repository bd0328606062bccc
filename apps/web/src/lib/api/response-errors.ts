import { errorMessages, interpolate, toCamelCase } from '@afscheid/shared';
import { nl } from '../i18n/nl-NL.ts';
import { ApiError, ApiValidationError, type FieldErrors } from './errors.ts';

interface ErrorBody {
  message?: unknown;
  data?: unknown;
  errors?: unknown;
  reference?: unknown;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** Keeps only `{ field: string[] }` entries; keys stay as sent (snake_case paths). */
function readFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const result: FieldErrors = {};
  for (const [key, list] of Object.entries(value as Record<string, unknown>)) {
    const texts = (Array.isArray(list) ? list : [list]).filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) result[key] = texts;
  }
  return result;
}

/** `Retry-After` in seconds (a number or an HTTP date). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const fallbackByStatus: Record<number, string> = {
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  409: errorMessages.conflict,
  413: errorMessages.payloadTooLarge,
  419: errorMessages.csrfMismatch,
  429: errorMessages.tooManyRequests,
};

/** Builds the typed error, with a Dutch message, for a non-2xx answer. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readErrorBody(response);
  const serverMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  const status = response.status;

  if (status === 422) {
    return new ApiValidationError(serverMessage ?? errorMessages.validation, readFieldErrors(body.errors));
  }
  if (status === 429) {
    const seconds = parseRetryAfter(response.headers.get('Retry-After'));
    let message = serverMessage ?? errorMessages.tooManyRequests;
    if (seconds !== undefined && !message.includes(String(seconds))) {
      message = interpolate(nl.errors.retryAfter, { seconds });
    }
    return new ApiError(status, message, { retryAfterSeconds: seconds, errors: readFieldErrors(body.errors) });
  }
  if (status >= 500) {
    const reference = typeof body.reference === 'string' && body.reference !== '' ? body.reference : undefined;
    const message = reference
      ? interpolate(errorMessages.server, { reference })
      : (serverMessage ?? nl.errors.serverNoReference);
    return new ApiError(status, message, { reference });
  }
  return new ApiError(status, serverMessage ?? fallbackByStatus[status] ?? nl.errors.serverNoReference, {
    errors: readFieldErrors(body.errors),
    // A 409 carries the record as it is now (the other person's version).
    data: body.data === undefined ? undefined : toCamelCase(body.data),
  });
}

/** The server could not be reached (offline, DNS, connection refused, CORS). */
export function networkError(cause: unknown): ApiError {
  return new ApiError(0, errorMessages.network, { cause });
}

export function invalidResponseError(status: number, cause: unknown): ApiError {
  return new ApiError(status, nl.errors.invalidResponse, { cause });
}
