import { formatNumber, interpolate, TEMPLATE_MAX_BYTES } from '@afscheid/shared';
import { nlTemplates } from './texts.ts';

/** The file picker's `accept`: Word documents (the server checks the content, this only filters the picker). */
export const TEMPLATE_ACCEPT =
  '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** "5 MB": the largest template, as the messages say it. */
export const TEMPLATE_MAX_SIZE = `${formatNumber(TEMPLATE_MAX_BYTES / (1024 * 1024))} MB`;

/**
 * The check before an upload: a Dutch message naming the file, or null when it may be sent. Only a first filter
 * (by extension and size): the server reads the content and the merge codes and has the last word.
 */
export function checkTemplateFile(file: Pick<File, 'name' | 'size'> | null): string | null {
  const texts = nlTemplates.upload;
  if (!file) return texts.fileRequired;
  const name = file.name;
  if (!name.toLowerCase().endsWith('.docx')) return interpolate(texts.notDocx, { name });
  if (file.size > TEMPLATE_MAX_BYTES) return interpolate(texts.tooLarge, { name, size: TEMPLATE_MAX_SIZE });
  if (file.size === 0) return interpolate(texts.empty, { name });
  return null;
}
