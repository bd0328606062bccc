/** The templates module's public face: other modules import from here, not from its files. */
export { listTemplatesForGeneration, renderTemplateForDossier } from './service.ts';
export { templateMissing } from './merge-tags.ts';
export { mergeContextOf, type MergeObject, type MergeValue } from './merge-context.ts';
export { templatesRepository, type TemplateRow } from './repository.ts';
