import type { SectionForm } from '@afscheid/shared';
import { lazy, startTransition, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { afterPaint } from '../../../../lib/scheduling/after-paint.ts';
import { fieldPlan, FieldPlanContext } from './field-plan.ts';

// The fields' code (the date, time, money and radio fields: React Aria's date picker and calendar, some 60 KB
// gzipped) loads once the page with the section's heading has painted, not before it (decision 036).
let fieldsLoaded = false;
const FieldGrid = lazy(async () => {
  const { FieldGrid } = await import('./field-grid.tsx');
  fieldsLoaded = true;
  return { default: FieldGrid };
});

/**
 * The generic renderer of a section's layout (`SECTION_LAYOUTS[key]`, the plain values of `SECTION_FORMS`): each group a fieldset with its legend, and
 * its fields, blocks and lists inside. Must be rendered inside react-hook-form's FormProvider; field paths are the
 * paths in the section's data.
 */
export function SectionFormFields({ form }: { form: SectionForm }) {
  // The page (the dossier's header, the section's heading) paints first; then the fields follow a few at a time
  // (`fieldPlan`: a step's fields weigh at most some five text fields, a long block comes in steps too), each step
  // in its own background render and commit after the one before, so a long section (the deceased's: some 1,800
  // elements) never holds the main thread for long (decisions 034, 036 and 041). Fields already there are not
  // rendered again by a later step. Once the form has been submitted every field is there at once, so an invalid
  // field can take the focus. Once the fields' code is there (a section opened before), the first step renders with
  // the page.
  const plan = useMemo(() => fieldPlan(form), [form]);
  const total = plan.steps.length;
  const [rendered, setRendered] = useState(() => (fieldsLoaded ? 1 : 0));
  const { submitCount } = useFormState();
  const shown = submitCount > 0 ? total : Math.min(rendered, total);
  useEffect(() => {
    if (rendered >= total) return;
    const next = () => startTransition(() => setRendered((count) => count + 1));
    if (rendered > 0) {
      next();
      return;
    }
    // The first time, the first step (and with it the fields' code, some 60 KB gzipped) is asked for only once
    // the page has painted, with a margin: the page's largest paint (its heading, the dossier's header) then does
    // not wait for those downloads on a slow connection.
    return afterPaint(next);
  }, [rendered, total]);
  // How many of the form's pieces are there (undefined: all of them), and so which groups.
  const limit = shown >= total ? undefined : shown === 0 ? 0 : plan.steps[shown - 1];
  // The groups whose first piece is there; the first group as soon as one step is (it may have no field at all).
  const groupsShown =
    limit === undefined
      ? form.groups.length
      : shown === 0
        ? 0
        : Math.max(1, plan.groupStarts.filter((start) => start < limit).length);
  // Until the first group is whole, the form holds a screen's height, so what follows it (the history, the save
  // bar) does not show and then move down.
  const firstWhole = limit === undefined || limit >= (plan.groupStarts[1] ?? Infinity);
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" data-section-fields />}>
      {/* Busy while fields are still to come: assistive technology waits for the whole form. */}
      <FieldPlanContext value={plan}>
        <div
          className={firstWhole ? 'space-y-6' : 'min-h-screen space-y-6'}
          aria-busy={shown < total || undefined}
          data-section-fields
        >
          {form.groups.slice(0, groupsShown).map((group, index) => (
            <Group key={group.title} title={group.title} description={group.description} later={index > 0}>
              <FieldGrid fields={group.fields} limit={limit} parent="" groupTitle={group.title} />
            </Group>
          ))}
        </div>
      </FieldPlanContext>
    </Suspense>
  );
}

/**
 * A group below the first is laid out and painted only near the viewport (`content-visibility: auto`, with the
 * size it last had as its placeholder): it stays in the document, the accessibility tree and the browser's find.
 */
const LATER_GROUP = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

function Group({
  title,
  description,
  later,
  children,
}: {
  title: string;
  description?: string;
  later: boolean;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <div className={later ? LATER_GROUP : undefined}>
      <fieldset
        className="min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
        aria-describedby={description ? descriptionId : undefined}
      >
        <legend className="float-left mb-4 w-full text-xl font-semibold text-stone-900">{title}</legend>
        {description && (
          <p id={descriptionId} className="clear-left mb-4 text-stone-700">
            {description}
          </p>
        )}
        <div className="clear-left">{children}</div>
      </fieldset>
    </div>
  );
}
