import type { FieldDescriptor, SectionForm } from '@afscheid/shared';
import { createContext } from 'react';
import { joinPath } from '../../lib/section-fields.ts';

/**
 * What a field costs to render, commit and style, in rough units of one text field. Measured in Chromium at 4x CPU
 * slow-down on the deceased's section: a text field or select some 8 ms, a country select with its 249 options about
 * three times that, React Aria's date or time field (its segments, formatters and the re-render its register
 * value causes) five times or more. A list is one piece: its items come from the values.
 */
export function fieldWeight(field: FieldDescriptor): number {
  switch (field.kind) {
    case 'object':
      return (field.fields ?? []).reduce((sum, child) => sum + fieldWeight(child), 0);
    case 'list':
      return 1 + (field.fields ?? []).reduce((sum, child) => sum + fieldWeight(child), 0);
    case 'date':
    case 'time':
      return 5;
    case 'country':
      return 3;
    case 'money':
      return 2;
    default:
      return 1;
  }
}

/** A step holds fields of at most this weight; a heavier field is a step of its own. */
export const STEP_BUDGET = 5;

/** Where a field sits in the form's order of pieces: a block from its first piece up to (not including) `end`. */
export interface FieldSpan {
  start: number;
  end: number;
}

/**
 * How a section form renders after the page's first paint, a few fields at a time (decision 041). The form's
 * pieces are its fields in document order, a block's fields counted one by one (a block is not a piece itself, so a
 * long block such as the deceased's person comes in steps too) and a list as one piece. `steps[k]` is the number of
 * pieces there after step k; a step's pieces weigh at most the budget and never span two groups. `spans` gives each
 * field's pieces by its path, `groupStarts` each group's first piece.
 */
export interface FieldPlan {
  steps: readonly number[];
  spans: ReadonlyMap<string, FieldSpan>;
  groupStarts: readonly number[];
}

export function fieldPlan(form: Pick<SectionForm, 'groups'>, budget = STEP_BUDGET): FieldPlan {
  const steps: number[] = [];
  const spans = new Map<string, FieldSpan>();
  const groupStarts: number[] = [];
  let pieces = 0;
  let weight = 0;
  const cut = () => {
    if (steps.at(-1) !== pieces) steps.push(pieces);
    weight = 0;
  };
  const walk = (fields: readonly FieldDescriptor[], parent: string) => {
    for (const field of fields) {
      const path = joinPath(parent, field.name);
      const start = pieces;
      if (field.kind === 'object') {
        walk(field.fields ?? [], path);
      } else {
        const next = fieldWeight(field);
        if (weight > 0 && weight + next > budget) cut();
        weight += next;
        pieces += 1;
      }
      spans.set(path, { start, end: pieces });
    }
  };
  for (const group of form.groups) {
    groupStarts.push(pieces);
    walk(group.fields, '');
    cut();
  }
  // A form without any field still has one step, so it is "all there" after it.
  if (steps.length === 0) steps.push(0);
  return { steps, spans, groupStarts };
}

/** The plan of the form being rendered, for its grids (a stable value per form: no re-render through it). */
export const FieldPlanContext = createContext<FieldPlan | null>(null);
