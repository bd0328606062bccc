import { interpolate } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import {
  createBudgetSection,
  deleteBudgetSection,
  listBudgetSections,
  orderBudgetSections,
  type BudgetSectionData,
} from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { moveItem, moveKeys } from '../lib/budget-format.ts';
import { budgetTexts } from '../lib/texts.ts';

const t = budgetTexts.order;
const failure = (error: unknown) => (isApiError(error) ? error.message : nl.errors.serverNoReference);

/**
 * "Volgorde rubrieken": the organisation's sections in a list that reorders by dragging (mouse, touch and
 * keyboard: React Aria's drag and drop) and with Omhoog/Omlaag buttons; saved at once with
 * PUT /api/budget-sections/order. Sections can be added, and deleted while no line uses them.
 */
export function SectionOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const sections = useQuery({ queryKey: budgetKeys.sections(), queryFn: listBudgetSections });
  const [order, setOrder] = useState<BudgetSectionData[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const items = order ?? sections.data ?? [];

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: budgetKeys.all });
    onSaved?.();
  };
  const save = useMutation({
    mutationFn: (ids: string[]) => orderBudgetSections(ids),
    onSuccess: (saved) => {
      setOrder(saved);
      setAnnouncement(t.saved);
      // Not awaited: the next move need not wait for the tab behind the dialog to reload.
      void refresh();
    },
    onError: (e) => setError(failure(e)),
  });
  const add = useMutation({
    mutationFn: () => createBudgetSection(name),
    onSuccess: async (created) => {
      setName('');
      setOrder([...items, created]);
      await refresh();
    },
    onError: (e) => setError(failure(e)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBudgetSection(id),
    onSuccess: async (_, id) => {
      setOrder(items.filter((item) => item.id !== id));
      await refresh();
    },
    onError: (e) => setError(failure(e)),
  });

  const apply = (next: BudgetSectionData[], moved: BudgetSectionData) => {
    setError(null);
    setOrder(next);
    const position = next.findIndex((item) => item.id === moved.id) + 1;
    setAnnouncement(interpolate(t.moved, { name: moved.name, position, total: next.length }));
    save.mutate(next.map((item) => item.id));
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': items.find((item) => item.id === key)?.name ?? '' })),
    onReorder: (event) => {
      const keys = new Set([...event.keys].map(String));
      const next = moveKeys(
        items,
        keys,
        String(event.target.key),
        event.target.dropPosition === 'after' ? 'after' : 'before',
      );
      const moved = items.find((item) => keys.has(item.id));
      if (moved) apply(next, moved);
    },
  });

  return (
    <Dialog open title={t.title} description={t.description} onClose={onClose} wide>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <GridList
        aria-label={t.listLabel}
        // Tab moves through a row's buttons (Omhoog, Omlaag, Verwijderen); the arrows move between rows.
        keyboardNavigationBehavior="tab"
        // The rows read the order and the pending save: re-render them when those change (React Aria caches rows).
        dependencies={[items, save.isPending]}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        className="divide-y divide-stone-200 rounded-md border border-stone-300"
        data-testid="budget-section-order"
      >
        {(section) => {
          const index = items.findIndex((item) => item.id === section.id);
          return (
            <GridListItem
              id={section.id}
              textValue={section.name}
              className="flex items-center gap-3 bg-white px-3 py-2 outline-none data-[dragging]:opacity-50 data-[drop-target]:bg-amber-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-amber-600"
            >
              <AriaButton
                slot="drag"
                className="cursor-grab rounded px-1 text-stone-600"
                aria-label={section.name}
              >
                ≡
              </AriaButton>
              <span className="flex-1 text-stone-900">{section.name}</span>
              {section.lineCount > 0 && (
                <span className="text-sm text-stone-600">
                  {interpolate(t.inUse, { count: section.lineCount })}
                </span>
              )}
              <AriaButton
                className="rounded-md px-2 py-1 text-sm text-stone-800 hover:bg-stone-100 disabled:opacity-40"
                aria-label={interpolate(t.moveUp, { name: section.name })}
                isDisabled={index === 0 || save.isPending}
                onPress={() => apply(moveItem(items, index, -1), section)}
              >
                {t.up}
              </AriaButton>
              <AriaButton
                className="rounded-md px-2 py-1 text-sm text-stone-800 hover:bg-stone-100 disabled:opacity-40"
                aria-label={interpolate(t.moveDown, { name: section.name })}
                isDisabled={index === items.length - 1 || save.isPending}
                onPress={() => apply(moveItem(items, index, 1), section)}
              >
                {t.down}
              </AriaButton>
              {section.lineCount === 0 && (
                <AriaButton
                  className="rounded-md px-2 py-1 text-sm text-red-800 hover:bg-red-50"
                  aria-label={interpolate(t.removeSection, { name: section.name })}
                  onPress={() => remove.mutate(section.id)}
                >
                  {t.remove}
                </AriaButton>
              )}
            </GridListItem>
          );
        }}
      </GridList>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (name.trim()) add.mutate();
        }}
      >
        <TextField label={t.newName} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="secondary" busy={add.isPending}>
          {t.addSection}
        </Button>
      </form>
    </Dialog>
  );
}
