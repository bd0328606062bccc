import type { TaskPriority, TaskTemplateItem } from '@afscheid/shared';
import { toFieldName } from '../../../lib/api/form-errors.ts';

/** One task of a standard list as the editor holds it: strings for the fields, and a stable key for React. */
export interface EditorItem {
  key: string;
  title: string;
  description: string;
  priority: TaskPriority;
  /** Days after the dossier's creation; '' for no due date. */
  dueOffsetDays: string;
}

export type EditorField = Exclude<keyof EditorItem, 'key'>;

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export function emptyItem(): EditorItem {
  return { key: newKey(), title: '', description: '', priority: 'normal', dueOffsetDays: '' };
}

export function toEditorItems(items: readonly TaskTemplateItem[]): EditorItem[] {
  return items.map((item) => ({
    key: newKey(),
    title: item.title,
    description: item.description ?? '',
    priority: item.priority,
    dueOffsetDays:
      item.dueOffsetDays === null || item.dueOffsetDays === undefined ? '' : String(item.dueOffsetDays),
  }));
}

/** What PUT /api/task-templates receives: texts trimmed, an empty description or offset becomes null. */
export function toTemplateItems(items: readonly EditorItem[]): TaskTemplateItem[] {
  return items.map((item) => {
    const offset = item.dueOffsetDays.trim();
    const description = item.description.trim();
    return {
      title: item.title.trim(),
      description: description === '' ? null : description,
      priority: item.priority,
      dueOffsetDays: offset === '' ? null : Number(offset.replace(',', '.')),
    };
  });
}

/** The list with the item at `index` moved `delta` places (clamped to the list); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export function removeItemAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

export function updateItem(
  items: readonly EditorItem[],
  index: number,
  field: EditorField,
  value: string,
): EditorItem[] {
  return items.map((item, position) => (position === index ? { ...item, [field]: value } : item));
}

/** Whether the list differs from the saved one (order included). */
export function itemsChanged(saved: readonly TaskTemplateItem[], items: readonly EditorItem[]): boolean {
  const normalizedSaved = saved.map((item) => ({
    title: item.title.trim(),
    description: item.description?.trim() || null,
    priority: item.priority,
    dueOffsetDays: item.dueOffsetDays ?? null,
  }));
  return JSON.stringify(normalizedSaved) !== JSON.stringify(toTemplateItems(items));
}

export interface ItemErrors {
  /** Messages per item key and field. */
  fields: Record<string, Partial<Record<EditorField, string>>>;
  /** Messages that belong to no field (the list as a whole). */
  general: string[];
}

const FIELD_PATTERN = /^items\.(\d+)\.(title|description|priority|dueOffsetDays)$/;

/** Puts the messages per path (`items.0.title`, snake_case or camelCase) on the items they belong to. */
export function itemErrors(
  errors: Record<string, readonly string[]>,
  items: readonly EditorItem[],
): ItemErrors {
  const result: ItemErrors = { fields: {}, general: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    const match = FIELD_PATTERN.exec(toFieldName(path));
    const item = match ? items[Number(match[1])] : undefined;
    if (match && item) {
      const field = match[2] as EditorField;
      (result.fields[item.key] ??= {})[field] ??= first;
    } else {
      result.general.push(...messages);
    }
  }
  return result;
}
