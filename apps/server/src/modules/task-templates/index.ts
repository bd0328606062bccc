/** The standard task lists module's public face: other modules import from here, not from its files. */
export {
  templatesForNewDossier,
  showTemplates,
  replaceTemplates,
  type EffectiveTemplate,
} from './service.ts';
export { taskTemplatesRepository } from './repository.ts';
