import { describe, expect, it } from 'vitest';
import {
  emptyItem,
  itemErrors,
  itemsChanged,
  moveItem,
  removeItemAt,
  toEditorItems,
  toTemplateItems,
  updateItem,
} from './template-items.ts';

describe('reordering a standard list', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item one place up or down', () => {
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, -3)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('leaves the list as it is at the ends or for an unknown index, without changing the input', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 1)).toEqual(list);
    expect(moveItem(list, 7, -1)).toEqual(list);
    expect(moveItem(list, 1, 5)).toEqual(['a', 'c', 'd', 'b']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes and changes items by position', () => {
    expect(removeItemAt(list, 1)).toEqual(['a', 'c', 'd']);
    const items = toEditorItems([{ title: 'Kist bestellen', priority: 'high', dueOffsetDays: 1 }]);
    expect(updateItem(items, 0, 'title', 'Kist en bloemen')[0]?.title).toBe('Kist en bloemen');
    expect(items[0]?.title).toBe('Kist bestellen');
  });
});

describe('editor items and the saved list', () => {
  const saved = [
    { title: 'Aangifte doen', description: 'Bij de gemeente', priority: 'urgent' as const, dueOffsetDays: 1 },
    { title: 'Nazorg', priority: 'low' as const, dueOffsetDays: null },
  ];

  it('round-trips: strings in the editor, null for empty optional fields in the request', () => {
    const items = toEditorItems(saved);
    expect(items.map((item) => item.dueOffsetDays)).toEqual(['1', '']);
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
    expect(toTemplateItems(items)).toEqual([
      { title: 'Aangifte doen', description: 'Bij de gemeente', priority: 'urgent', dueOffsetDays: 1 },
      { title: 'Nazorg', description: null, priority: 'low', dueOffsetDays: null },
    ]);
    expect(toTemplateItems([{ ...emptyItem(), title: '  Bellen  ', dueOffsetDays: ' 0 ' }])).toEqual([
      { title: 'Bellen', description: null, priority: 'normal', dueOffsetDays: 0 },
    ]);
  });

  it('knows when the list was changed, the order included', () => {
    const items = toEditorItems(saved);
    expect(itemsChanged(saved, items)).toBe(false);
    expect(itemsChanged(saved, moveItem(items, 1, -1))).toBe(true);
    expect(itemsChanged(saved, updateItem(items, 1, 'dueOffsetDays', '30'))).toBe(true);
    expect(itemsChanged(saved, [...items, emptyItem()])).toBe(true);
  });

  it('puts server and schema messages on the right item, also with snake_case paths', () => {
    const items = toEditorItems(saved);
    const [first, second] = items;
    const result = itemErrors(
      {
        'items.0.title': ['Vul de titel in.'],
        'items.1.due_offset_days': ['Vul een aantal dagen in tussen 0 en 365.'],
        items: ['Een standaardlijst mag maximaal 100 taken bevatten.'],
        'items.9.title': ['Bestaat niet'],
      },
      items,
    );
    expect(result.fields[first?.key ?? '']).toEqual({ title: 'Vul de titel in.' });
    expect(result.fields[second?.key ?? '']).toEqual({
      dueOffsetDays: 'Vul een aantal dagen in tussen 0 en 365.',
    });
    expect(result.general).toEqual(['Een standaardlijst mag maximaal 100 taken bevatten.', 'Bestaat niet']);
  });
});
