import {
  DOSSIER_TYPE_LABELS,
  DOSSIER_TYPES,
  interpolate,
  TASK_TEMPLATE_MAX_ITEMS,
  type DossierType,
  type TaskTemplateItem,
  type TaskTemplatesData,
} from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { taskKeys } from '../api/query-keys.ts';
import { getTaskTemplates, saveTaskTemplates } from '../api/tasks-api.ts';
import { PRIORITY_OPTIONS } from '../lib/task-display.ts';
import { checkTaskTemplates, taskSchemas } from '../lib/task-resolvers.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import {
  emptyItem,
  itemErrors,
  itemsChanged,
  moveItem,
  removeItemAt,
  toEditorItems,
  toTemplateItems,
  updateItem,
  type EditorField,
  type EditorItem,
  type ItemErrors,
} from '../lib/template-items.ts';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';

const typeLabel = (type: DossierType) => DOSSIER_TYPE_LABELS[type].toLowerCase();

/**
 * "Standaardtaken" (administrators): the standard task list per dossier type. Tasks can be added, changed,
 * removed and put in order with the "Omhoog" and "Omlaag" buttons; "Lijst opslaan" replaces the list
 * (`PUT /api/task-templates`). New dossiers of that type start with these tasks.
 */
export function TaskTemplatesEditor() {
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: taskKeys.templates,
    queryFn: getTaskTemplates,
  });
  const [type, setType] = useState<DossierType>('cremation');
  const [pendingType, setPendingType] = useState<DossierType | null>(null);
  const dirty = useRef(false);

  usePreloadSchemas(taskSchemas);

  const chooseType = (next: DossierType) => {
    if (next === type) return;
    if (dirty.current) setPendingType(next);
    else setType(next);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {work.templates.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-stone-700">{work.templates.intro}</p>

      <fieldset className="mt-4">
        <legend className="font-medium text-stone-900">{work.templates.typeLabel}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {DOSSIER_TYPES.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-stone-900">
              <input
                type="radio"
                name="template-type"
                value={option}
                checked={type === option}
                onChange={() => chooseType(option)}
                className="size-5 accent-brand-700"
              />
              {DOSSIER_TYPE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {isPending && <p className="mt-4 text-stone-700">{work.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-4">
          {work.templates.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {work.common.retry}
          </button>
        </Alert>
      )}
      {data && (
        <TemplateListEditor
          key={type}
          type={type}
          saved={data[type]}
          isDefault={data.isDefault[type]}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
        />
      )}

      <ConfirmDialog
        open={pendingType !== null}
        title={work.templates.switchTitle}
        confirmLabel={work.templates.switchConfirm}
        cancelLabel={work.templates.stay}
        onCancel={() => setPendingType(null)}
        onConfirm={() => {
          if (pendingType) setType(pendingType);
          dirty.current = false;
          setPendingType(null);
        }}
      >
        <p>{work.templates.switchBody}</p>
      </ConfirmDialog>
    </section>
  );
}

type FocusTarget = { key: string; control: 'up' | 'down' | 'title' } | { key: null; control: 'add' };

function TemplateListEditor({
  type,
  saved,
  isDefault,
  onDirtyChange,
}: {
  type: DossierType;
  saved: readonly TaskTemplateItem[];
  isDefault: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const listId = useId();
  const [items, setItems] = useState<EditorItem[]>(() => toEditorItems(saved));
  const [errors, setErrors] = useState<ItemErrors>({ fields: {}, general: [] });
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const store = useMutation({
    mutationFn: (payload: TaskTemplateItem[]) => saveTaskTemplates(type, payload),
    onSuccess: (next) => {
      queryClient.setQueryData<TaskTemplatesData>(taskKeys.templates, next);
      void queryClient.invalidateQueries({ queryKey: taskKeys.templates });
      setNotice({ tone: 'success', text: interpolate(work.templates.saved, { type: typeLabel(type) }) });
    },
    onError: (error) => {
      const found = isApiError(error) ? itemErrors(error.errors, items) : { fields: {}, general: [] };
      setErrors(found);
      setNotice({
        tone: 'error',
        text: [errorText(error), ...found.general.filter((text) => text !== errorText(error))].join(' '),
      });
      focusFirstError(found);
    },
  });
  const saving = store.isPending;

  const dirty = itemsChanged(saved, items);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  const shouldBlock = useCallback(() => dirtyRef.current && !saving, [saving]);

  // After a move, removal or addition, focus goes where the user expects it (never lost to the page).
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target.control === 'add') {
      addButton.current?.focus();
      return;
    }
    const element = controls.current.get(`${target.key}:${target.control}`);
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      return;
    }
    // The item reached an end of the list: its other move button stays available.
    const other = target.control === 'up' ? 'down' : 'up';
    (controls.current.get(`${target.key}:${other}`) ?? controls.current.get(`${target.key}:title`))?.focus();
  }, [items]);

  const controlRef = (key: string, control: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${key}:${control}`, element);
    else controls.current.delete(`${key}:${control}`);
  };

  const titleOf = (item: EditorItem) => item.title.trim() || work.templates.untitled;

  const move = (index: number, delta: number) => {
    const item = items[index];
    if (!item) return;
    const next = moveItem(items, index, delta);
    focusNext.current = { key: item.key, control: delta < 0 ? 'up' : 'down' };
    setItems(next);
    setNotice(null);
    setAnnouncement(
      interpolate(work.templates.moved, { title: titleOf(item), position: next.indexOf(item) + 1 }),
    );
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = removeItemAt(items, index);
    const following = next[index] ?? next[index - 1];
    focusNext.current = following ? { key: following.key, control: 'title' } : { key: null, control: 'add' };
    setItems(next);
    setNotice(null);
    setAnnouncement(interpolate(work.templates.removedItem, { title: titleOf(item) }));
  };

  const add = () => {
    const item = emptyItem();
    focusNext.current = { key: item.key, control: 'title' };
    setItems([...items, item]);
    setNotice(null);
  };

  const change = (index: number, field: EditorField, value: string) => {
    setItems((current) => updateItem(current, index, field, value));
    const key = items[index]?.key;
    if (key && errors.fields[key]?.[field]) {
      setErrors((current) => ({
        ...current,
        fields: { ...current.fields, [key]: { ...current.fields[key], [field]: undefined } },
      }));
    }
  };

  const focusFirstError = (found: ItemErrors) => {
    for (const item of items) {
      const fields = found.fields[item.key];
      if (!fields) continue;
      const field = (['title', 'description', 'priority', 'dueOffsetDays'] as const).find(
        (name) => fields[name],
      );
      if (field) {
        controls.current.get(`${item.key}:${field}`)?.focus();
        return;
      }
    }
  };

  const save = async () => {
    setNotice(null);
    const payload = toTemplateItems(items);
    const problems = await checkTaskTemplates({ dossierType: type, items: payload });
    if (problems) {
      const found = itemErrors(problems, items);
      setErrors(found);
      setNotice({ tone: 'error', text: [work.templates.invalid, ...found.general].join(' ') });
      focusFirstError(found);
      return;
    }
    setErrors({ fields: {}, general: [] });
    store.mutate(payload);
  };

  const undo = () => {
    setItems(toEditorItems(saved));
    setErrors({ fields: {}, general: [] });
    setNotice(null);
  };

  return (
    <div className="mt-6">
      {isDefault && <p className="mb-4 max-w-3xl text-stone-700">{work.templates.isDefault}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="text-stone-700">{work.templates.empty}</p>
      ) : (
        <ol
          id={listId}
          aria-label={interpolate(work.templates.listLabel, { type: typeLabel(type) })}
          className="space-y-4"
        >
          {items.map((item, index) => {
            const number = index + 1;
            const fieldErrors = errors.fields[item.key] ?? {};
            return (
              <li key={item.key} data-testid="template-item">
                <fieldset className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                  <legend className="px-1 font-semibold text-stone-900">
                    {interpolate(work.templates.item, { number })}
                  </legend>
                  <div className="grid gap-4 sm:grid-cols-6">
                    <TextField
                      ref={controlRef(item.key, 'title')}
                      label={work.templates.itemTitle}
                      className="sm:col-span-6"
                      required
                      maxLength={200}
                      autoComplete="off"
                      value={item.title}
                      error={fieldErrors.title}
                      onChange={(event) => change(index, 'title', event.target.value)}
                    />
                    <TextareaField
                      ref={controlRef(item.key, 'description')}
                      label={`${work.templates.itemDescription} ${work.common.optional}`}
                      className="sm:col-span-6"
                      rows={2}
                      maxLength={5000}
                      value={item.description}
                      error={fieldErrors.description}
                      onChange={(event) => change(index, 'description', event.target.value)}
                    />
                    <SelectField
                      ref={controlRef(item.key, 'priority')}
                      label={work.templates.itemPriority}
                      className="sm:col-span-3"
                      options={PRIORITY_OPTIONS}
                      value={item.priority}
                      error={fieldErrors.priority}
                      onChange={(event) => change(index, 'priority', event.target.value)}
                    />
                    <TextField
                      ref={controlRef(item.key, 'dueOffsetDays')}
                      label={work.templates.itemOffset}
                      className="sm:col-span-3"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={365}
                      step={1}
                      value={item.dueOffsetDays}
                      description={work.templates.itemOffsetHint}
                      error={fieldErrors.dueOffsetDays}
                      onChange={(event) => change(index, 'dueOffsetDays', event.target.value)}
                    />
                  </div>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button
                      ref={controlRef(item.key, 'up')}
                      variant="secondary"
                      disabled={index === 0}
                      aria-label={interpolate(work.templates.moveUpLabel, { number })}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span> {work.templates.moveUp}
                    </Button>
                    <Button
                      ref={controlRef(item.key, 'down')}
                      variant="secondary"
                      disabled={index === items.length - 1}
                      aria-label={interpolate(work.templates.moveDownLabel, { number })}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span> {work.templates.moveDown}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={interpolate(work.templates.removeLabel, { number })}
                      onClick={() => remove(index)}
                    >
                      {work.templates.remove}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-4">
        <Button
          ref={addButton}
          variant="secondary"
          onClick={add}
          disabled={items.length >= TASK_TEMPLATE_MAX_ITEMS}
        >
          {work.templates.add}
        </Button>
      </div>
      <NoticeRegion notice={notice} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        <Button onClick={() => void save()} busy={saving} busyLabel={work.templates.saving}>
          {work.templates.save}
        </Button>
        <Button variant="secondary" onClick={undo} disabled={!dirty || saving}>
          {work.templates.reset}
        </Button>
        {dirty && <p className="text-stone-700">{work.templates.unsaved}</p>}
      </div>
      <LeaveGuard texts={work.leaveGuard} when={shouldBlock} includeSearch />
    </div>
  );
}
