import { Readable } from 'node:stream';
import {
  DOCUMENT_MAX_BYTES,
  interpolate,
  messages,
  type AshDocumentData,
  type AshDocumentKind,
} from '@afscheid/shared';
import type { AshDestination, Db } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  cleanFileName,
  detectDocumentKind,
  documentTypeOfKind,
  extensionOf,
  discardStored,
  receiveToTempFile,
  removeFile,
  storageKeyOf,
  withFileReader,
  type IncomingFile,
} from '../documents/index.ts';
import { e } from './common.ts';
import { presentAshDocument } from './presenter.ts';
import { ashRepository, type AshDocumentRow, type AshRecordRow } from './repository.ts';

/** The kinds of file a record keeps: the signed forms and the officier van justitie's letters. */
const ALLOWED = new Set(['pdf', 'png', 'jpeg']);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIGNATURE_PREFIX = 'data:image/png;base64,';

const documentAudit = (document: { id: string; organization_id: string }) => ({
  organizationId: document.organization_id,
  entity: 'ash_document',
  entityId: document.id,
});

const fileError = (message: string) => new ValidationError({ file: [message] }, message);

/** An uploaded file as it arrives: its name as the client gave it, and its content as a stream. */
/** An uploaded file as the documents module reads it. */
export type IncomingAshFile = IncomingFile;

/** The PNG of a captured signature (`data:image/png;base64,…`), or a 422 on `signature` when it is none. */
export function decodeSignature(dataUrl: string): Buffer {
  const content = dataUrl.startsWith(SIGNATURE_PREFIX)
    ? Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64')
    : Buffer.alloc(0);
  if (content.length <= PNG_MAGIC.length || !content.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw new ValidationError({ signature: [e.signature] });
  }
  return content;
}

/** A signature file put in the store; `discard` removes it again when the transaction did not happen. */
export type StoredSignature = { discard: () => Promise<void> };

/**
 * Keeps a captured signature as a `signature` document of the destination, in the transaction `trx` of the
 * execution: the file under the crematorium like every document, the row audited.
 */
export async function storeSignature(
  trx: Db,
  ctx: Pick<ServiceContext, 'clock' | 'actor' | 'audit' | 'documents'>,
  destination: AshDestination,
  content: Buffer,
): Promise<StoredSignature> {
  const received = await receiveToTempFile(ctx.documents, Readable.from([content]));
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  const storageKey = storageKeyOf(destination.organization_id, id);
  try {
    await ctx.documents.put(received.tempPath, storageKey);
  } finally {
    removeFile(received.tempPath);
  }
  const stored = { discard: () => discardStored(ctx.documents, storageKey) };
  try {
    const row = {
      id,
      organization_id: destination.organization_id,
      ash_record_id: destination.ash_record_id,
      destination_id: destination.id,
      kind: 'signature',
      file_name: `handtekening-${now.toISOString().slice(0, 10)}.png`,
      mime_type: 'image/png',
      size: received.size,
      storage_key: storageKey,
      uploaded_by: ctx.actor.userId || null,
      created_at: iso(now),
    };
    await ashRepository.documents.insert(trx, row);
    await ctx.audit(trx, {
      ...documentAudit(row),
      action: 'document_added',
      changes: {
        kind: row.kind,
        destination_id: row.destination_id,
        file_name: row.file_name,
        size: row.size,
      },
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  return stored;
}

/**
 * POST /api/ash-records/{id}/documents: one PDF, JPEG or PNG (decided by its content; the name's extension must
 * agree) of a kind, perhaps for one destination of the record, streamed to a temporary file and moved under the
 * crematorium once accepted. Documents are never deleted. 201 with the document.
 */
export async function uploadAshDocument(
  ctx: ServiceContext,
  record: AshRecordRow,
  input: { kind: AshDocumentKind; destinationId: string | null },
  open: () => Promise<IncomingAshFile>,
): Promise<AshDocumentData> {
  if (input.destinationId) {
    const destination = await ashRepository.destinations.findById(
      ctx.db,
      record.organization_id,
      input.destinationId,
    );
    if (!destination || destination.ash_record_id !== record.id) {
      throw new ValidationError({ destinationId: [e.notFound] });
    }
  }
  const upload = await open();
  const received = await receiveToTempFile(ctx.documents, upload.stream);
  let placedKey: string | null = null;
  try {
    if (upload.truncated()) {
      throw new HttpError(
        413,
        interpolate(messages.work.documents.fileTooLarge, {
          size: `${Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024))} MB`,
        }),
      );
    }
    if (received.size === 0) throw fileError(messages.work.documents.fileEmpty);
    const kind = await withFileReader(received.tempPath, (read) => detectDocumentKind(read, received.size));
    if (!kind || !ALLOWED.has(kind)) throw fileError(e.fileType);
    const type = documentTypeOfKind(kind);
    const fileName = cleanFileName(upload.fileName, type.extensions[0]!);
    if (!type.extensions.includes(extensionOf(fileName) ?? '')) throw fileError(e.fileType);

    const now = ctx.clock.now();
    const id = newId(now.getTime());
    const storageKey = storageKeyOf(record.organization_id, id);
    await ctx.documents.put(received.tempPath, storageKey);
    placedKey = storageKey;
    const row = {
      id,
      organization_id: record.organization_id,
      ash_record_id: record.id,
      destination_id: input.destinationId,
      kind: input.kind,
      file_name: fileName,
      mime_type: type.mimeType,
      size: received.size,
      storage_key: storageKey,
      uploaded_by: ctx.actor.userId || null,
      created_at: iso(now),
    };
    await inTransaction(ctx.db, async (trx) => {
      await ashRepository.documents.insert(trx, row);
      await ctx.audit(trx, {
        ...documentAudit(row),
        action: 'document_added',
        changes: {
          ash_record_id: record.id,
          kind: row.kind,
          destination_id: row.destination_id,
          file_name: row.file_name,
          mime_type: row.mime_type,
          size: row.size,
          sha256: received.sha256,
        },
      });
    });
    placedKey = null;
    const stored = await ashRepository.documents.findById(ctx.db, record.organization_id, record.id, id);
    if (!stored) throw notFound();
    return presentAshDocument(stored);
  } finally {
    removeFile(received.tempPath);
    if (placedKey) await discardStored(ctx.documents, placedKey);
  }
}

/**
 * The stored bytes of a document, or null when its file is missing. A download is audited as `downloaded`
 * (as dossier documents are); a HEAD request (`audited: false`) reads no content and is not a download.
 */
export async function openAshDocument(
  ctx: ServiceContext,
  document: AshDocumentRow,
  { audited }: { audited: boolean },
) {
  const stored = await ctx.documents.open(document.storage_key);
  if (!stored || !audited) return stored;
  try {
    await ctx.audit(ctx.db, {
      ...documentAudit(document),
      action: 'downloaded',
      changes: { file_name: document.file_name, kind: document.kind },
    });
  } catch (error) {
    stored.stream.destroy();
    throw error;
  }
  return stored;
}
