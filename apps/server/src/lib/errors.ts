import { messages } from '@afscheid/shared';

export type FieldErrors = Record<string, string[]>;

/** The one error model: an HTTP status, a Dutch message, and optional field errors or headers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: FieldErrors; headers?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message: string = messages.errors.validation) {
    super(422, message, { errors });
  }
}

export const unauthenticated = () => new HttpError(401, messages.errors.unauthenticated);
export const forbidden = () => new HttpError(403, messages.errors.forbidden);
export const notFound = () => new HttpError(404, messages.errors.notFound);
