import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  documentTypeOf,
  formatNumber,
  interpolate,
  type DocumentType,
} from '@afscheid/shared';
import { work } from '../../../lib/i18n/nl-NL.work.ts';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size in Dutch: "512 bytes", "1,2 MB", "20 MB" (units of 1024, at most one decimal). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024)
    return bytes === 1 ? '1 byte' : interpolate(work.documents.bytes, { size: formatNumber(bytes) });
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** The allowed type of a file: by its extension, else by the type the browser reports; null when not allowed. */
export function allowedTypeOf(file: Pick<File, 'name' | 'type'>): DocumentType | null {
  return documentTypeOf(file.name) ?? DOCUMENT_TYPES.find((type) => type.mimeType === file.type) ?? null;
}

/** "PDF-document", "Word-document", …: the Dutch name of a stored document's type. */
export function documentTypeLabel(mimeType: string, fileName = ''): string {
  return (
    DOCUMENT_TYPES.find((type) => type.mimeType === mimeType)?.label ??
    documentTypeOf(fileName)?.label ??
    work.documents.unknownType
  );
}

/** "PDF, PNG, JPEG, …": the allowed extensions for the hint and the messages. */
export const ALLOWED_EXTENSIONS = [...new Set(DOCUMENT_TYPES.flatMap((type) => type.extensions))].map(
  (extension) => extension.toUpperCase(),
);

/** The file picker's `accept`: the MIME types and extensions. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_TYPES.map((type) => type.mimeType),
  ...DOCUMENT_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
].join(',');

/**
 * The check before an upload: a Dutch message naming the file, or null when it may be sent. Only a first
 * filter: the server checks the size and the content again and has the last word.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const name = file.name;
  if (file.size > DOCUMENT_MAX_BYTES) {
    return interpolate(work.documents.tooLarge, { name, size: formatFileSize(DOCUMENT_MAX_BYTES) });
  }
  if (file.size === 0) return interpolate(work.documents.empty, { name });
  if (!allowedTypeOf(file)) {
    return interpolate(work.documents.typeNotAllowed, { name, types: ALLOWED_EXTENSIONS.join(', ') });
  }
  return null;
}
