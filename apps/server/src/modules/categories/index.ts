/** The categories module's public face: other modules import from here, not from its files. */
export { categoryOfOrganization, createCategory, listCategories } from './service.ts';
