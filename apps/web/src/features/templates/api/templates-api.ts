import type { TemplateData } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { TemplateData };

const templatePath = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

/** GET /api/templates: the active organisation's Word templates. */
export async function listTemplates(): Promise<TemplateData[]> {
  return (await api.get<{ data: TemplateData[] }>('/api/templates')).data;
}

/**
 * POST /api/templates (multipart: `name`, then `file`): 201 with the template. 413 over 5 MB; 422 with
 * `errors.file` for a file that is not a DOCX or with an unknown or broken merge tag (the message names the tag).
 */
export async function uploadTemplate(input: { name: string; file: File }): Promise<TemplateData> {
  const body = new FormData();
  const name = input.name.trim();
  if (name !== '') body.append('name', name);
  body.append('file', input.file, input.file.name);
  return (await api.post<{ data: TemplateData }>('/api/templates', body)).data;
}

/** DELETE /api/templates/{id} (204): documents made from it stay. */
export async function deleteTemplate(id: string): Promise<void> {
  await api.delete(templatePath(id));
}
