/** The articles module's public face: other modules import from here, not from its files. */
export { articleOfOrganization, articleOrganizationOf } from './lookup.ts';
export { articleSearchText, createArticle, listArticles, updateArticle } from './service.ts';
