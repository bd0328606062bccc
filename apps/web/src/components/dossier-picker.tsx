import type { DossierListItem, PlannerDossier } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { api } from '../lib/api/client.ts';
import { nlPages } from '../lib/i18n/nl-NL.pages.ts';
import { Button } from './ui/button.tsx';
import { cx } from './ui/class-names.ts';
import { describedBy, fieldIds } from './ui/field-ids.ts';
import { FieldDescription, FieldError } from './ui/field-message.tsx';
import { WIDGET_LOCALE } from './ui/locale.ts';
import { useDebouncedValue } from './ui/use-debounced-value.ts';

const texts = nlPages.dossierPicker;

/** A dossier as the picker shows and gives it (the `dossier` of a reservation or a broadcast on the wire). */
export type DossierChoice = PlannerDossier;

/** "2026-0042 · Jan de Vries": how a dossier is named (an empty part is left out). */
export const dossierLabel = (dossier: Pick<DossierChoice, 'number' | 'deceasedName'>): string =>
  [dossier.number, dossier.deceasedName].filter((part) => part !== '').join(' · ');

/** How long typing pauses before the dossiers are searched. */
export const DOSSIER_SEARCH_DELAY_MS = 250;

/** The searches of the picker (under `dossiers`, so they are refreshed with the dossiers). */
export const dossierPickerKey = (search: string) => ['dossiers', 'picker', search] as const;

/**
 * Ten dossiers of the active organisation whose number or deceased's name matches (`GET /api/dossiers?search=…&
 * per_page=10`), newest first; without a search the ten newest.
 */
export async function searchDossiers(search: string, signal?: AbortSignal): Promise<DossierChoice[]> {
  const answer = await api.get<{ data: DossierListItem[] }>('/api/dossiers', {
    query: { search: search.trim(), perPage: 10 },
    signal,
  });
  return answer.data.map(({ id, number, deceasedName }) => ({ id, number, deceasedName }));
}

export interface DossierPickerProps {
  /** The chosen dossier, or null. */
  value: DossierChoice | null;
  onChange(dossier: DossierChoice | null): void;
  /** Default "Dossier (optioneel)". */
  label?: string;
  /** Under the field; default how to search. */
  description?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * An optional dossier, found by its number or the deceased's name: a React Aria combo box (nl-NL) that searches
 * the server as you type (after a short pause; every answer is offered), opens with the newest dossiers from its
 * button or the arrow keys, and a button to unlink the chosen dossier. Emptying the box unlinks it too; a value
 * set from outside (a prefill, a newer version) shows in the box.
 */
export function DossierPicker({
  value,
  onChange,
  label = texts.label,
  description = texts.hint,
  error,
  disabled = false,
  className,
}: DossierPickerProps) {
  const ids = fieldIds(useId());
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenLabel = value ? dossierLabel(value) : '';
  const [input, setInput] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  // A choice made elsewhere shows its name in the box.
  const [shown, setShown] = useState(value ? `${value.id} ${chosenLabel}` : '');
  const current = value ? `${value.id} ${chosenLabel}` : '';
  if (shown !== current) {
    setShown(current);
    setInput(chosenLabel);
  }

  // The chosen dossier's own name is not a search.
  const typed = input.trim() === chosenLabel ? '' : input.trim();
  const search = useDebouncedValue(typed, DOSSIER_SEARCH_DELAY_MS);
  const results = useQuery({
    queryKey: dossierPickerKey(search),
    queryFn: ({ signal }) => searchDossiers(search, signal),
    // Only once typing pauses, and only while the list is open.
    enabled: open && !disabled && typed === search,
    staleTime: 30_000,
  });
  const found = results.data ?? [];
  // The chosen dossier is always an item, so the box can show it.
  const items = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;

  const choose = (key: Key | null) => {
    const item = key === null ? undefined : items.find((candidate) => candidate.id === String(key));
    if (!item) return;
    setInput(dossierLabel(item));
    onChange(item);
  };

  // The unlink button goes away: the box gets the focus, once it is empty (so the list does not open).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  });
  const clear = () => {
    refocus.current = true;
    onChange(null);
    setInput('');
  };

  const emptyText = results.isError
    ? texts.failed
    : results.isFetching || typed !== search
      ? texts.searching
      : texts.none;

  return (
    <div className={className}>
      <I18nProvider locale={WIDGET_LOCALE}>
        <ComboBox
          items={items}
          value={value?.id ?? null}
          onChange={choose}
          inputValue={input}
          onInputChange={(next) => {
            setInput(next);
            // Emptying the box takes the dossier away.
            if (next.trim() === '' && value) onChange(null);
          }}
          onOpenChange={setOpen}
          menuTrigger="input"
          allowsEmptyCollection
          // The server searched already: every result is offered.
          defaultFilter={() => true}
          isDisabled={disabled}
          isInvalid={Boolean(error)}
        >
          <Label className="block text-base font-medium text-stone-900">{label}</Label>
          <div className="mt-1 flex flex-wrap items-stretch gap-2">
            <div
              className={cx(
                'flex min-w-0 flex-1 basis-60 items-stretch rounded-md border bg-white shadow-sm',
                error ? 'border-red-700' : 'border-stone-400',
                disabled && 'bg-stone-100',
              )}
            >
              <Input
                ref={inputRef}
                placeholder={texts.placeholder}
                aria-describedby={describedBy(error ? ids.error : null, ids.description)}
                className="min-w-0 flex-1 rounded-l-md bg-transparent px-3 py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 disabled:text-stone-600"
              />
              <AriaButton className="flex w-11 shrink-0 items-center justify-center rounded-r-md border-l border-stone-300 text-stone-700 hover:bg-stone-100 disabled:text-stone-400">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
                </svg>
              </AriaButton>
            </div>
            {value && !disabled && (
              <Button variant="secondary" onClick={clear}>
                {texts.clear}
              </Button>
            )}
          </div>
          <Popover
            placement="bottom start"
            className="z-50 w-(--trigger-width) min-w-64 overflow-auto rounded-md border border-stone-200 bg-white shadow-lg"
          >
            <ListBox
              className="max-h-72 p-1 outline-none"
              renderEmptyState={() => <p className="px-3 py-2 text-stone-700">{emptyText}</p>}
            >
              {(item: DossierChoice) => (
                <ListBoxItem
                  id={item.id}
                  textValue={dossierLabel(item)}
                  className="cursor-pointer rounded-sm px-3 py-2 text-stone-900 tabular-nums outline-none data-[focused]:bg-brand-700 data-[focused]:text-white data-[selected]:font-semibold"
                >
                  {dossierLabel(item)}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </I18nProvider>
      <FieldDescription id={ids.description}>{description}</FieldDescription>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
