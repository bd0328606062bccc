import { messages } from '../nl/catalogue.ts';

/**
 * The tasks' and documents' plain values (priorities, statuses, scopes and their labels, the accepted file types)
 * apart from their Zod schemas (`tasks.ts`): a page that lists tasks or documents needs these and not Zod
 * (decision 029's rule, as `reservation-values.ts`).
 */

const { dossiers } = messages;

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = dossiers.taskPriorities;

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = dossiers.taskStatuses;

export const TASK_SCOPES = ['mine', 'all'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];
export const TASK_SCOPE_LABELS: Record<TaskScope, string> = dossiers.taskScopes;

/** At most this many tasks in one standard list. */
export const TASK_TEMPLATE_MAX_ITEMS = 100;

/** Uploads larger than this are refused (413). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export interface DocumentType {
  mimeType: string;
  /** Lower case, without the dot; the first is the usual one. */
  extensions: readonly string[];
  label: string;
}

/** The files a dossier accepts: PDF, images and Office documents. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  { mimeType: 'application/pdf', extensions: ['pdf'], label: dossiers.documentTypes.pdf },
  { mimeType: 'image/png', extensions: ['png'], label: dossiers.documentTypes.png },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: dossiers.documentTypes.jpeg },
  { mimeType: 'image/webp', extensions: ['webp'], label: dossiers.documentTypes.webp },
  { mimeType: 'image/gif', extensions: ['gif'], label: dossiers.documentTypes.gif },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: dossiers.documentTypes.docx,
  },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: dossiers.documentTypes.xlsx,
  },
  { mimeType: 'application/msword', extensions: ['doc'], label: dossiers.documentTypes.doc },
  { mimeType: 'application/vnd.ms-excel', extensions: ['xls'], label: dossiers.documentTypes.xls },
];

/** The document type of a file name by its extension, or null when the extension is not allowed. */
export function documentTypeOf(fileName: string): DocumentType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!extension) return null;
  return DOCUMENT_TYPES.find((type) => type.extensions.includes(extension)) ?? null;
}
