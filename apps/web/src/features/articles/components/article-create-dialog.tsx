import type { ArticleData } from '@afscheid/shared';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCategoryOptions, useSupplierOptions } from '../api/use-article-options.ts';
import { articleTexts } from '../lib/article-texts.ts';
import { useArticleCreate } from '../lib/use-article-create.ts';
import { ArticleFields } from './article-fields.tsx';

const texts = articleTexts.form;

export interface ArticleCreateDialogProps {
  open: boolean;
  onClose(): void;
  /** The article belongs to this supplier (shown, not asked). */
  supplier?: { id: string; name: string };
  /** Called after the article is created (the dialog closes itself through `onClose`). */
  onCreated?(article: ArticleData): void;
}

/** "Artikel toevoegen" (the "article create" dialog): the article form in a modal dialog. */
export function ArticleCreateDialog({ open, onClose, supplier, onCreated }: ArticleCreateDialogProps) {
  if (!open) return null;
  // Mounted while open only: every opening starts with an empty form.
  return <ArticleCreateForm onClose={onClose} supplier={supplier} onCreated={onCreated} />;
}

function ArticleCreateForm({ onClose, supplier, onCreated }: Omit<ArticleCreateDialogProps, 'open'>) {
  const formId = useId();
  const categories = useCategoryOptions();
  const suppliers = useSupplierOptions(!supplier);
  const { form, onSubmit, busy, formError } = useArticleCreate({
    supplierId: supplier?.id,
    onCreated: (article) => {
      onCreated?.(article);
      onClose();
    },
  });
  return (
    <FormDialog
      wide
      title={texts.createTitle}
      description={texts.createIntro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: articleTexts.common.cancel, submit: texts.createSubmit, submitting: texts.creating }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ArticleFields
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
          categories={categories}
          suppliers={supplier ? { mode: 'fixed', name: supplier.name } : { mode: 'select', choices: suppliers }}
        />
      </form>
    </FormDialog>
  );
}
