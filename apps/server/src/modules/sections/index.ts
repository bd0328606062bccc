/** The sections module's public face: other modules import from here, not from its files. */
export { sectionsRepository, type StoredSection } from './repository.ts';
export { sectionAccess, type SectionAccess } from './access.ts';
export { listSections, saveSection, sectionHistory, showSection, updateSectionFields } from './service.ts';
