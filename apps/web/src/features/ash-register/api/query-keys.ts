import type { AshRegisterQuery } from './ash-register-api.ts';

/** TanStack Query keys of the register (refreshed with everything under `ash-register`). */
export const ashRegisterKeys = {
  all: ['ash-register'] as const,
  year: (query: AshRegisterQuery) => ['ash-register', query] as const,
};
