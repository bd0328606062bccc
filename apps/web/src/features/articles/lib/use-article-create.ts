import type { ArticleData, CreateArticleInput } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { createArticle, createSupplierArticle } from '../api/articles-api.ts';
import { articleKeys } from '../api/query-keys.ts';
import { ARTICLE_FIELDS, emptyArticleValues, type ArticleFormOutput, type ArticleFormValues } from './article-form.ts';
import { articleSchemas } from './article-resolvers.ts';

const resolver = articleSchemas.resolver<ArticleFormValues, ArticleFormOutput>('article');

/**
 * The form and the save of a new article (the dialog and the supplier's page): with `supplierId` the article is
 * made under that supplier (`POST /api/suppliers/{id}/articles`).
 */
export function useArticleCreate({ supplierId, onCreated }: { supplierId?: string; onCreated(article: ArticleData): void }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(articleSchemas);
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver,
    defaultValues: emptyArticleValues({ supplierId }),
  });
  const create = useMutation({
    mutationFn: (input: CreateArticleInput) =>
      supplierId ? createSupplierArticle(supplierId, input) : createArticle(input),
    onSuccess: (article) => {
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
      onCreated(article);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, form.setError, [...ARTICLE_FIELDS]);
      const onField =
        isApiError(error) && Object.keys(error.errors).some((key) => (ARTICLE_FIELDS as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate({ ...values, ...(supplierId ? { supplierId } : {}) });
  });
  return { form, onSubmit, busy: create.isPending, formError };
}
