import type { SectionKey } from '@afscheid/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

const load = () => import('./dossier-schemas.ts');

/** The create dialog's schema (dossier-schemas.ts), loaded on first use. */
export const dossierSchemas = schemaLoader(() => load().then((module) => module.dossierSchemas));

/** The 18 sections' shared schemas, loaded on first use. */
export const sectionSchemas = schemaLoader(() => load().then((module) => module.sectionSchemas));

/** A section form's resolver (the shared `sectionSchemas[key]`). */
export function sectionResolver<TValues extends FieldValues>(key: SectionKey): Resolver<TValues> {
  return sectionSchemas.resolver<TValues, TValues>(key);
}
