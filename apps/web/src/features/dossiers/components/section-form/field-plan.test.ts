import { SECTION_LAYOUTS, type FieldDescriptor } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { fieldPlan, fieldWeight, STEP_BUDGET } from './field-plan.ts';

const text = (name: string): FieldDescriptor => ({ name, label: name, kind: 'text' });
const date = (name: string): FieldDescriptor => ({ name, label: name, kind: 'date' });

/** The pieces of a form in order, with their weights (a block's fields one by one, a list as one). */
function pieces(fields: readonly FieldDescriptor[]): number[] {
  return fields.flatMap((field) =>
    field.kind === 'object' ? pieces(field.fields ?? []) : [fieldWeight(field)],
  );
}

describe('field plan', () => {
  it('weighs a block by its fields and a date field as five text fields', () => {
    expect(fieldWeight(text('a'))).toBe(1);
    expect(fieldWeight(date('a'))).toBe(5);
    expect(
      fieldWeight({ name: 'b', label: 'b', kind: 'object', fields: [text('x'), date('y'), text('z')] }),
    ).toBe(7);
  });

  it('takes pieces while they fit the budget, inside blocks too, never across groups', () => {
    const block: FieldDescriptor = {
      name: 'person',
      label: 'Persoon',
      kind: 'object',
      fields: [text('first'), text('last'), date('born'), text('place')],
    };
    const plan = fieldPlan({
      groups: [
        { title: 'Eén', fields: [text('a'), text('b'), block, text('c')] },
        { title: 'Twee', fields: [] },
        { title: 'Drie', fields: [text('d')] },
      ],
    });
    // a b first last | born | place c || (Twee: nothing) || d
    expect(plan.steps).toEqual([4, 5, 7, 8]);
    expect(plan.groupStarts).toEqual([0, 7, 7]);
    expect(plan.spans.get('person')).toEqual({ start: 2, end: 6 });
    expect(plan.spans.get('person.born')).toEqual({ start: 4, end: 5 });
    expect(plan.spans.get('c')).toEqual({ start: 6, end: 7 });
    expect(plan.spans.get('d')).toEqual({ start: 7, end: 8 });
  });

  it('has one step for a form without fields', () => {
    expect(fieldPlan({ groups: [{ title: 'Leeg', fields: [] }] }).steps).toEqual([0]);
  });

  it('covers every field of every section, each step within the budget or a single piece', () => {
    for (const form of Object.values(SECTION_LAYOUTS)) {
      const plan = fieldPlan(form);
      const all = form.groups.flatMap((group) => pieces(group.fields));
      expect(plan.steps.at(-1)).toBe(all.length);
      plan.steps.forEach((end, index) => {
        const start = index === 0 ? 0 : (plan.steps[index - 1] ?? 0);
        const weight = all.slice(start, end).reduce((sum, w) => sum + w, 0);
        expect(end - start === 1 || weight <= STEP_BUDGET).toBe(true);
      });
      // Each group's first piece starts a step.
      for (const start of plan.groupStarts) {
        if (start > 0 && start < all.length) expect(plan.steps).toContain(start);
      }
    }
  });
});
