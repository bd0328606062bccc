import { nl } from '../i18n/nl-NL.ts';
import { isApiError } from './errors.ts';

/** A failed call as one Dutch sentence: the server's own message, or the general one when it was not reached. */
export const errorText = (error: unknown): string =>
  isApiError(error) ? error.message : nl.errors.serverNoReference;
