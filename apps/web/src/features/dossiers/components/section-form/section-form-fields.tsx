import type { SectionForm } from '@afscheid/shared';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { FieldGrid } from './field-grid.tsx';

/**
 * The generic renderer of a section's layout (`SECTION_FORMS[key]`): each group a fieldset with its legend, and
 * its fields, blocks and lists inside. Must be rendered inside react-hook-form's FormProvider; field paths are the
 * paths in the section's data.
 */
export function SectionFormFields({ form }: { form: SectionForm }) {
  // The first group paints at once; the others (below the fold: a group is a screen or more) follow in a background
  // render that React splits into short tasks, so a long section (the deceased's: some 1,800 elements) does not hold
  // the main thread in one long task before anything shows.
  const shown = useDeferredValue(form.groups.length, 1);
  return (
    <div className="space-y-6">
      {form.groups.slice(0, shown).map((group) => (
        <Group key={group.title} title={group.title} description={group.description}>
          <FieldGrid fields={group.fields} parent="" groupTitle={group.title} />
        </Group>
      ))}
    </div>
  );
}

function Group({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
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
  );
}
