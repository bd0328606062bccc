import { interpolate, type CategoryData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from '../api/articles-api.ts';
import { articleKeys } from '../api/query-keys.ts';
import { articleTexts } from '../lib/article-texts.ts';

const texts = articleTexts.categories;

/** The ids in a new order: the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const errorText = (error: unknown) => (isApiError(error) ? [error.message, ...Object.values(error.errors).flat()].filter((m, i, all) => all.indexOf(m) === i).join(' ') : String(error));

const countLabel = (count: number) =>
  count === 0 ? texts.articlesNone : count === 1 ? texts.articlesOne : interpolate(texts.articles, { count });

/**
 * "Categorieën": the organisation's categories in their order. Add, rename, move up and down (buttons, so the
 * keyboard works as the mouse does; the rows are keyed by id, so focus moves along with the category, and the
 * new place is announced) and delete an empty one.
 * Without the write permissions the list is only shown.
 */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  if (!open) return null;
  return <CategoriesManager onClose={onClose} />;
}

function CategoriesManager({ onClose }: { onClose(): void }) {
  const gate = useGate();
  const canCreate = gate.can('articles.create');
  const canUpdate = gate.can('articles.update');
  const canDelete = gate.can('articles.delete');
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: articleKeys.categories, queryFn: listCategories });
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  // The rename field takes the focus when it opens (the button that opened it is gone).
  const renameInput = useRef<HTMLInputElement>(null);
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId) renameInput.current?.focus();
  }, [editingId]);

  const refresh = (list?: CategoryData[]) => {
    if (list) queryClient.setQueryData(articleKeys.categories, list);
    void queryClient.invalidateQueries({ queryKey: articleKeys.all });
  };
  const fail = (cause: unknown) => setError(errorText(cause));

  const add = useMutation({
    mutationFn: () => createCategory(newName),
    onSuccess: () => {
      setError(null);
      setNewName('');
      refresh();
    },
    onError: fail,
  });
  const rename = useMutation({
    mutationFn: ({ category, name }: { category: CategoryData; name: string }) =>
      renameCategory(category.id, category.version, name),
    onSuccess: () => {
      setError(null);
      setEditing(null);
      refresh();
    },
    onError: (cause) => {
      fail(cause);
      refresh();
    },
  });
  const reorder = useMutation({
    mutationFn: ({ ids }: { ids: string[]; name: string; position: number }) => reorderCategories(ids),
    onSuccess: (list, { name, position }) => {
      setError(null);
      setAnnouncement(interpolate(texts.moved, { name, position, total: list.length }));
      refresh(list);
    },
    onError: (cause) => {
      fail(cause);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (category: CategoryData) => deleteCategory(category.id),
    onSuccess: () => {
      setError(null);
      refresh();
    },
    onError: fail,
  });

  const categories = data ?? [];
  const ids = categories.map((category) => category.id);
  const move = (index: number, step: -1 | 1) => {
    const category = categories[index]!;
    reorder.mutate({ ids: moved(ids, index, step), name: category.name, position: index + step + 1 });
  };

  return (
    <Dialog
      open
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {isPending && <p className="text-stone-700">{articleTexts.common.loading}</p>}
      {isError && <Alert tone="error">{texts.loadFailed}</Alert>}
      {data && categories.length === 0 && <p className="text-stone-700">{texts.none}</p>}
      {categories.length > 0 && (
        <ol aria-label={texts.list} className="divide-y divide-stone-200">
          {categories.map((category, index) => (
            <li key={category.id} className="flex flex-wrap items-center gap-2 py-2">
              {editing?.id === category.id ? (
                <form
                  className="flex flex-1 flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    rename.mutate({ category, name: editing.name });
                  }}
                >
                  <TextField
                    label={interpolate(texts.renameLabel, { name: category.name })}
                    className="flex-1"
                    maxLength={100}
                    ref={renameInput}
                    value={editing.name}
                    onChange={(event) => setEditing({ id: category.id, name: event.target.value })}
                  />
                  <Button type="submit" busy={rename.isPending} busyLabel={articleTexts.form.saving}>
                    {texts.renameSave}
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    {texts.renameCancel}
                  </Button>
                </form>
              ) : (
                <>
                  <span className="flex-1 font-medium text-stone-900">
                    {category.name} <span className="text-sm font-normal text-stone-600">({countLabel(category.articleCount)})</span>
                  </span>
                  {canUpdate && (
                    <>
                      <Button
                        variant="ghost"
                        aria-label={interpolate(texts.up, { name: category.name })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={interpolate(texts.down, { name: category.name })}
                        disabled={index === categories.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button variant="secondary" onClick={() => setEditing({ id: category.id, name: category.name })}>
                        {texts.rename}
                      </Button>
                    </>
                  )}
                  {canDelete && category.articleCount === 0 && (
                    <Button
                      variant="danger"
                      aria-label={interpolate(texts.remove, { name: category.name })}
                      busy={remove.isPending && remove.variables?.id === category.id}
                      onClick={() => remove.mutate(category)}
                    >
                      {articleTexts.detail.delete}
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {canCreate && (
        <form
          className="mt-4 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate();
          }}
        >
          <TextField
            label={texts.newName}
            className="flex-1"
            maxLength={100}
            autoComplete="off"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" busy={add.isPending} busyLabel={texts.adding}>
            {texts.add}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
