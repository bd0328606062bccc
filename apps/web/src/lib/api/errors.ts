/** Field errors as the server sends them: keys as on the wire (snake_case, dot-joined paths). */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  errors?: FieldErrors;
  reference?: string;
  retryAfterSeconds?: number;
  /** The answer's `data` (camelCase): a 409 carries the current record. */
  data?: unknown;
  cause?: unknown;
}

/** Any failed call: `status` 0 means the server was not reached. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  readonly reference: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly data: unknown;

  constructor(status: number, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = status;
    this.errors = init.errors ?? {};
    this.reference = init.reference;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.data = init.data;
  }
}

/** A 422 answer: `errors` holds the messages per field. */
export class ApiValidationError extends ApiError {
  override name = 'ApiValidationError';

  constructor(message: string, errors: FieldErrors) {
    super(422, message, { errors });
  }
}

/**
 * A request refused on the client because the session token has expired (the specification's
 * ExpiredAuthSessionError). Never logged to the console: it is an expected event.
 */
export class ExpiredAuthSessionError extends ApiError {
  override name = 'ExpiredAuthSessionError';

  constructor(message: string) {
    super(401, message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isValidationError(error: unknown): error is ApiValidationError {
  return error instanceof ApiValidationError;
}
