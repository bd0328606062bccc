import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-name.ts';

/**
 * The route option of every stored-file download: runs after the API-wide `no-store`, so a file is private to the
 * browser and never stored.
 */
export const privateDownload = {
  onSend: async (_request: unknown, reply: FastifyReply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'private, no-store');
  },
};

/** A stored file as an attachment with its own type and length, never sniffed by the browser. */
export function sendStoredFile(
  reply: FastifyReply,
  stored: { stream: NodeJS.ReadableStream; size: number },
  file: { mimeType: string; fileName: string },
) {
  return reply
    .type(file.mimeType)
    .header('content-length', stored.size)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(stored.stream);
}
