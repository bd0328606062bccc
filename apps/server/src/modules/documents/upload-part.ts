import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { messages } from '@afscheid/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { IncomingFile } from './service.ts';

const fileRequired = () =>
  new ValidationError({ file: [messages.work.documents.fileRequired] }, messages.work.documents.fileRequired);

/**
 * The single file part of field `file` of a multipart request, as the service reads it; no file (or another
 * field) is a 422. Only opened once the service has decided the dossier may take a document.
 */
export async function filePartOf(request: FastifyRequest): Promise<IncomingFile> {
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
  const { file } = part;
  return { fileName: part.filename, stream: file, truncated: () => file.truncated };
}
