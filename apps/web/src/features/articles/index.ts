/** The articles feature's public face: other features and the app import from here (decision 011). */
export { articleKeys } from './api/query-keys.ts';
export { getArticle, listArticles, type ArticleData, type ArticleListQuery } from './api/articles-api.ts';
export { ArticleCreateDialog } from './components/article-create-dialog.tsx';
export { ActiveBadge as ArticleActiveBadge } from './components/article-list.tsx';
export { priceIncl, unitLabel, vatLabel } from './lib/article-form.ts';
