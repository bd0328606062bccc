import { schemaLoader } from './lazy-resolver.ts';

/** The account, profile and organisation forms' schemas (schemas.ts), loaded on first use. */
export const formSchemas = schemaLoader(() => import('./schemas.ts').then((module) => module.schemas));
