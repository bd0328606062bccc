import type { SectionKey } from '@afscheid/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as DossierSchemas from './dossier-schemas.ts';

type Module = typeof DossierSchemas;

let loading: Promise<Module> | null = null;

/** Starts loading the validation code (Zod and the section schemas); forms call this when they mount. */
export function preloadDossierSchemas(): Promise<Module> {
  loading ??= import('./dossier-schemas.ts');
  // A failed load (network) may be retried by the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The create dialog's resolver, loading the validation code on first use. */
export function createDossierResolver<TInput extends FieldValues, TOutput>(): Resolver<
  TInput,
  unknown,
  TOutput
> {
  return async (values, context, options) => {
    const resolver = (await preloadDossierSchemas()).dossierResolvers.createDossier as unknown as Resolver<
      TInput,
      unknown,
      TOutput
    >;
    return resolver(values, context, options);
  };
}

/** A section form's resolver (the shared `sectionSchemas[key]`), loading the validation code on first use. */
export function sectionResolver<TValues extends FieldValues>(key: SectionKey): Resolver<TValues> {
  return async (values, context, options) => {
    const resolver = (await preloadDossierSchemas()).sectionResolverFor(key) as unknown as Resolver<TValues>;
    return resolver(values, context, options);
  };
}
