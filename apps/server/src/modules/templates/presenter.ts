import { templateGeneratableKey, type TemplateData } from '@afscheid/shared';
import type { TemplateRow } from './repository.ts';

export const templateDownloadUrl = (id: string) => `/api/templates/${id}/download`;

/** The stored JSON list of merge tags; anything unreadable (never written by this code) as none. */
export function fieldsOf(row: Pick<TemplateRow, 'fields'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.fields);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function presentTemplate(row: TemplateRow): TemplateData {
  return {
    id: row.id,
    name: row.name,
    fileName: row.file_name,
    size: Number(row.size),
    fields: fieldsOf(row),
    generatableKey: templateGeneratableKey(row.id),
    createdBy:
      row.created_by && row.created_by_name ? { id: row.created_by, name: row.created_by_name } : null,
    createdAt: row.created_at,
    downloadUrl: templateDownloadUrl(row.id),
  };
}
