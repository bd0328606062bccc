import type { SectionContext, SectionKey } from '@afscheid/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

const load = () => import('./dossier-schemas.ts');

/** The create dialog's schema (dossier-schemas.ts), loaded on first use. */
export const dossierSchemas = schemaLoader(() => load().then((module) => module.dossierSchemas));

/** The 18 sections' shared schemas, loaded on first use. */
export const sectionSchemas = schemaLoader(() => load().then((module) => module.sectionSchemas));

/**
 * A section form's resolver: the shared schema with, given the context the rules read, the section's
 * cross-field rules in the same round (`sectionFormSchema`); loaded with the section schemas on first use.
 */
export function sectionResolver<TValues extends FieldValues>(
  key: SectionKey,
  context: SectionContext | null = null,
): Resolver<TValues> {
  return async (values, resolverContext, options) => {
    const [schemas, { resolverFor }] = await Promise.all([
      load(),
      import('../../../lib/forms/zod-resolver.ts'),
    ]);
    const resolve = resolverFor(schemas.sectionFormSchema(key, context)) as unknown as Resolver<TValues>;
    return resolve(values, resolverContext, options);
  };
}
