export { api, createApiClient, type ApiClient, type ApiHooks, type RequestOptions } from './client.ts';
export { ApiError, ApiValidationError, ExpiredAuthSessionError, isApiError, isValidationError } from './errors.ts';
export { applyServerErrors, mapFieldErrors, submitErrorMessage, toFieldName } from './form-errors.ts';
