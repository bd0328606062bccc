import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { messages } from '@afscheid/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { IncomingFile } from './service.ts';

const fileRequired = () =>
  new ValidationError({ file: [messages.work.documents.fileRequired] }, messages.work.documents.fileRequired);

/** The file of an upload and the plain text fields the form sent before it (e.g. `kind`). */
export type FilePart = IncomingFile & { fields: Record<string, string> };

/**
 * The single file part of field `file` of a multipart request, as the services read it, with the text fields
 * that came before it; no file (or another field) is a 422. Only opened once the service has decided the record
 * may take a document.
 */
export async function filePartOf(request: FastifyRequest): Promise<FilePart> {
  if (!request.isMultipart()) throw fileRequired();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch {
    throw fileRequired();
  }
  if (!part) throw fileRequired();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fileRequired();
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  const { file } = part;
  return { fileName: part.filename, stream: file, truncated: () => file.truncated, fields };
}
