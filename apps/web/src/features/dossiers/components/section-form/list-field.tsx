import { interpolate } from '@afscheid/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { cx } from '../../../../components/ui/class-names.ts';
import { FieldError } from '../../../../components/ui/field-message.tsx';
import { focusableElements } from '../../../../components/ui/focusable.ts';
import { nlDossiers as nld } from '../../../../lib/i18n/nl-NL.dossiers.ts';
import { emptyObject, itemTitle } from '../../lib/section-fields.ts';
import { FieldGrid } from './field-grid.tsx';
import type { GroupFieldProps } from './group-field-props.ts';
import { useFieldError } from './use-field-error.ts';

const texts = nld.section;

/**
 * A repeatable group (flower arrangements, contacts, songs): each item a fieldset "Bloemstuk 2" with buttons to
 * move it up or down and to remove it; an add button below. Every change is announced, and focus goes somewhere
 * sensible (the new item's first field, or the add button after a removal).
 */
export function ListField({ field, path, className, hideLegend = false }: GroupFieldProps) {
  const { control } = useFormContext();
  const { fields: items, append, remove, move } = useFieldArray({ control, name: path });
  const error = useFieldError(path);
  const errorId = useId();
  const itemName = field.itemLabel ?? field.label;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // After an add: the new item's first field; after a move: the moved item's button (the other one at an end).
  const focusTarget = useRef<{ index: number; action: 'field' | 'up' | 'down' } | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === null) return;
    const item = listRef.current?.children[target.index];
    if (item instanceof HTMLElement) {
      const candidates = focusableElements(item);
      const element =
        target.action === 'field'
          ? candidates.find((candidate) => candidate.tagName !== 'BUTTON')
          : (candidates.find((candidate) => candidate.dataset['action'] === target.action) ??
            candidates.find(
              (candidate) => candidate.dataset['action'] === (target.action === 'up' ? 'down' : 'up'),
            ));
      element?.focus();
    }
  }, [items]);

  const add = () => {
    append(emptyObject(field.fields ?? []), { shouldFocus: false });
    focusTarget.current = { index: items.length, action: 'field' };
    setAnnouncement(interpolate(texts.added, { item: itemTitle(field, items.length) }));
  };

  const removeAt = (index: number) => {
    remove(index);
    setAnnouncement(interpolate(texts.removed, { item: itemTitle(field, index) }));
    addRef.current?.focus();
  };

  const moveTo = (from: number, to: number) => {
    move(from, to);
    focusTarget.current = { index: to, action: to < from ? 'up' : 'down' };
    setAnnouncement(interpolate(texts.moved, { item: itemTitle(field, from), index: to + 1 }));
  };

  return (
    <fieldset className={cx('min-w-0', className)} aria-describedby={error ? errorId : undefined}>
      <legend className={hideLegend ? 'sr-only' : 'text-lg font-semibold text-stone-900'}>
        {field.label}
      </legend>
      {field.help && <p className="mt-1 text-sm text-stone-600">{field.help}</p>}
      <FieldError id={errorId}>{error}</FieldError>
      {items.length === 0 && (
        <p className="mt-2 text-stone-700">
          {interpolate(texts.emptyList, { item: itemName.toLowerCase() })}
        </p>
      )}
      <ol ref={listRef} className="mt-3 space-y-4">
        {items.map((item, index) => {
          const title = itemTitle(field, index);
          return (
            <li key={item.id}>
              <fieldset className="rounded-md border border-stone-300 bg-stone-50 p-4">
                <legend className="px-1 font-semibold text-stone-900">{title}</legend>
                <div className="mb-3 flex flex-wrap justify-end gap-2">
                  <Button
                    variant="ghost"
                    className="min-h-9 py-1"
                    disabled={index === 0}
                    data-action="up"
                    aria-label={interpolate(texts.moveUpLabel, { item: title })}
                    onClick={() => moveTo(index, index - 1)}
                  >
                    {texts.moveUp}
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 py-1"
                    disabled={index === items.length - 1}
                    data-action="down"
                    aria-label={interpolate(texts.moveDownLabel, { item: title })}
                    onClick={() => moveTo(index, index + 1)}
                  >
                    {texts.moveDown}
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 py-1 text-red-800"
                    aria-label={interpolate(texts.removeLabel, { item: title })}
                    onClick={() => removeAt(index)}
                  >
                    {texts.remove}
                  </Button>
                </div>
                <FieldGrid fields={field.fields ?? []} parent={`${path}.${index}`} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button ref={addRef} variant="secondary" className="mt-3" onClick={add}>
        {interpolate(texts.add, { item: itemName })}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
