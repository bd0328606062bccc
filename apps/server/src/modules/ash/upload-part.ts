import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { messages } from '@afscheid/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { IncomingAshFile } from './documents-service.ts';

const fileRequired = () =>
  new ValidationError({ file: [messages.work.documents.fileRequired] }, messages.work.documents.fileRequired);

/** The file of an upload and the plain fields the form sent before it (`kind`, `destination_id`). */
export type AshFilePart = IncomingAshFile & { fields: Record<string, string> };

/**
 * The single file part of field `file` of a multipart request, with the text fields that came before it; no
 * file (or a file in another field) is a 422.
 */
export async function filePartOf(request: FastifyRequest): Promise<AshFilePart> {
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
