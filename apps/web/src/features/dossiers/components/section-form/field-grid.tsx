import type { FieldDescriptor } from '@afscheid/shared';
import { memo, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { cx } from '../../../../components/ui/class-names.ts';
import { isFieldVisible, joinPath } from '../../lib/section-fields.ts';
import { FieldControl } from './field-control.tsx';
import { FieldPlanContext } from './field-plan.ts';
import { ListField } from './list-field.tsx';
import { ObjectField } from './object-field.tsx';

/** Columns out of six (from the sm breakpoint; one column on phones). */
const WIDTHS = { full: 'sm:col-span-6', half: 'sm:col-span-3', third: 'sm:col-span-2' } as const;

function widthOf(field: FieldDescriptor): keyof typeof WIDTHS {
  if (field.width) return field.width;
  return field.kind === 'object' ||
    field.kind === 'list' ||
    field.kind === 'textarea' ||
    field.kind === 'radio'
    ? 'full'
    : 'half';
}

/**
 * The fields of one object (a group, a block or a list item), laid out in a grid; `parent` is its path. A block or
 * list named like its group (`groupTitle`) keeps its legend for screen readers only: no heading twice on screen.
 */
export function FieldGrid({
  fields,
  limit,
  parent,
  groupTitle,
}: {
  fields: readonly FieldDescriptor[];
  /**
   * Only the fields among the form's first `limit` pieces (`fieldPlan`: the section form renders a few fields at a
   * time after the page's first paint); undefined: all of them.
   */
  limit?: number | undefined;
  parent: string;
  groupTitle?: string;
}) {
  const plan = useContext(FieldPlanContext);
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-6">
      {fields.map((field) => {
        const span = limit === undefined ? undefined : plan?.spans.get(joinPath(parent, field.name));
        if (limit !== undefined && span && span.start >= limit) return null;
        // A block only partly there passes the limit on; one wholly there renders (and stays) as it is.
        const childLimit = span && limit !== undefined && span.end > limit ? limit : undefined;
        const className = cx('col-span-1', WIDTHS[widthOf(field)]);
        const hideLegend = groupTitle !== undefined && field.label === groupTitle;
        return field.showIf ? (
          <ConditionalField
            key={field.name}
            field={field}
            parent={parent}
            className={className}
            hideLegend={hideLegend}
            limit={childLimit}
          />
        ) : (
          <AnyField
            key={field.name}
            field={field}
            parent={parent}
            className={className}
            hideLegend={hideLegend}
            limit={childLimit}
          />
        );
      })}
    </div>
  );
}

/** A field with `showIf`: rendered only while its sibling has the required value (its value is kept meanwhile). */
interface FieldProps {
  field: FieldDescriptor;
  parent: string;
  className: string;
  hideLegend: boolean;
  /** A block's fields among the form's first so many pieces only (see `FieldGrid`). */
  limit: number | undefined;
}

// A field's props are its layout's descriptor and strings: when the grid renders again (the next few fields of its
// group are added) the fields already there are not rendered again.
const ConditionalField = memo(function ConditionalField({
  field,
  parent,
  className,
  hideLegend,
  limit,
}: FieldProps) {
  const sibling: unknown = useWatch({ name: joinPath(parent, field.showIf?.field ?? '') });
  const parentValue = field.showIf ? { [field.showIf.field]: sibling } : {};
  if (!isFieldVisible(field, parentValue)) return null;
  return (
    <AnyField field={field} parent={parent} className={className} hideLegend={hideLegend} limit={limit} />
  );
});

const AnyField = memo(function AnyField({ field, parent, className, hideLegend, limit }: FieldProps) {
  const path = joinPath(parent, field.name);
  if (field.kind === 'object') {
    return (
      <ObjectField field={field} path={path} className={className} hideLegend={hideLegend} limit={limit} />
    );
  }
  if (field.kind === 'list') {
    return <ListField field={field} path={path} className={className} hideLegend={hideLegend} />;
  }
  return <FieldControl field={field} path={path} className={className} />;
});
