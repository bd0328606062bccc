import { errorMessages } from '@afscheid/shared';
import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api/errors.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';

export interface ErrorDescription {
  status: number;
  message: string;
  reference?: string;
}

function messageFromData(data: unknown): string | undefined {
  if (typeof data === 'string' && data !== '') return data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}

function defaultMessage(status: number): string {
  if (status === 404) return errorMessages.pageNotFound;
  if (status === 403) return nl.errors.forbiddenPage;
  return nl.titles.error;
}

/** Status, Dutch message and reference for whatever a route threw; without a status it is a 500. */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: messageFromData(error.data) ?? defaultMessage(error.status) };
  }
  if (error instanceof ApiError) {
    const status = error.status > 0 ? error.status : 500;
    return { status, message: error.message, reference: error.reference };
  }
  return { status: 500, message: defaultMessage(500) };
}
