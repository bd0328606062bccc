import { Readable } from 'node:stream';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  interpolate,
  messages,
  type DocumentData,
  type DossierDocumentType,
} from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertDossierWritable } from '../dossiers/index.ts';
import { detectDocumentKind, documentTypeOfKind } from './content-type.ts';
import { cleanFileName, extensionOf } from './file-name.ts';
import { presentDocument } from './presenter.ts';
import { documentsRepository, type DocumentRow } from './repository.ts';
import { discardStored, receiveToTempFile, removeFile, storageKeyOf, withFileReader } from './storage.ts';
import { inTransaction } from '../../lib/transaction.ts';

const text = messages.work.documents;

/** "A, B en C": the Dutch labels of the allowed kinds, for the messages that refuse a file. */
const allowedKinds = (() => {
  const labels = [...new Set(DOCUMENT_TYPES.map((type) => type.label))];
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} en ${labels.at(-1)}` : (labels[0] ?? '');
})();

const fileError = (message: string) => new ValidationError({ file: [message] }, message);

const tooLarge = () =>
  new HttpError(
    413,
    interpolate(text.fileTooLarge, { size: `${Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024))} MB` }),
  );

const audit = (dossier: Dossier, documentId: string) => ({
  organizationId: dossier.organization_id,
  entity: 'document',
  entityId: documentId,
});

/** An uploaded file as it arrives: its name as the client gave it, and its content as a stream. */
export type IncomingFile = {
  fileName: string;
  stream: Readable;
  /** True when the stream was cut off at the size limit (read after the stream has ended). */
  truncated: () => boolean;
};

/**
 * A received file (its temporary file hashed and sized) put in the store under `<organization id>/<document id>`,
 * its row inserted and audited in one transaction. When the database refuses, the stored file is removed again;
 * the caller removes the temporary file.
 */
async function storeReceived(
  ctx: ServiceContext,
  dossier: Dossier,
  received: { tempPath: string; size: number; sha256: string },
  file: {
    fileName: string;
    mimeType: string;
    documentType: string;
    action: 'uploaded' | 'generated';
    generatable?: { id: string | null; key: string; dataFingerprint: string };
  },
): Promise<DocumentData> {
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  const storageKey = storageKeyOf(dossier.organization_id, id);
  await ctx.documents.put(received.tempPath, storageKey);
  try {
    await inTransaction(ctx.db, async (trx) => {
      await documentsRepository.insert(trx, {
        id,
        organization_id: dossier.organization_id,
        dossier_id: dossier.id,
        file_name: file.fileName,
        mime_type: file.mimeType,
        document_type: file.documentType,
        size: received.size,
        sha256: received.sha256,
        storage_key: storageKey,
        uploaded_by: ctx.actor.userId,
        generatable_id: file.generatable?.id ?? null,
        generatable_key: file.generatable?.key ?? null,
        data_fingerprint: file.generatable?.dataFingerprint ?? null,
        created_at: iso(now),
        updated_at: iso(now),
        deleted_at: null,
        deleted_by: null,
      });
      await ctx.audit(trx, {
        ...audit(dossier, id),
        action: file.action,
        changes: {
          dossier_id: dossier.id,
          file_name: file.fileName,
          mime_type: file.mimeType,
          ...(file.generatable
            ? { generatable_key: file.generatable.key, data_fingerprint: file.generatable.dataFingerprint }
            : { document_type: file.documentType }),
          size: received.size,
          sha256: received.sha256,
        },
      });
    });
  } catch (err) {
    await discardStored(ctx.documents, storageKey);
    throw err;
  }
  return presentDocument(
    (await documentsRepository.findById(ctx.db, dossier.organization_id, dossier.id, id))!,
  );
}

/** The dossier's documents, newest first. */
export async function listDocuments(ctx: ServiceContext, dossier: Dossier): Promise<DocumentData[]> {
  const rows = await documentsRepository.list(ctx.db, dossier.organization_id, dossier.id);
  return rows.map(presentDocument);
}

/**
 * One file (opened by `open` once the dossier may take it), streamed to a temporary file while it is hashed,
 * its kind decided by its content (the name's extension must agree), then put in the store under
 * `<organization id>/<document id>`. The file is removed again when the database refuses the record.
 * `documentType` says what it is (A-verklaring, verlof, …) for the legal checklist.
 */
export async function uploadDocument(
  ctx: ServiceContext,
  dossier: Dossier,
  documentType: DossierDocumentType,
  open: () => Promise<IncomingFile>,
): Promise<DocumentData> {
  assertDossierWritable(dossier);
  const upload = await open();
  const received = await receiveToTempFile(ctx.documents, upload.stream);
  try {
    if (upload.truncated()) throw tooLarge();
    if (received.size === 0) throw fileError(text.fileEmpty);
    const kind = await withFileReader(received.tempPath, (read) => detectDocumentKind(read, received.size));
    if (!kind) throw fileError(interpolate(text.typeNotAllowed, { types: allowedKinds }));
    const type = documentTypeOfKind(kind);
    const fileName = cleanFileName(upload.fileName, type.extensions[0]!);
    const extension = extensionOf(fileName) ?? '';
    if (!type.extensions.includes(extension)) {
      throw fileError(interpolate(text.extensionMismatch, { extension, types: allowedKinds }));
    }

    return await storeReceived(ctx, dossier, received, {
      fileName,
      mimeType: type.mimeType,
      documentType,
      action: 'uploaded',
    });
  } finally {
    removeFile(received.tempPath);
  }
}

/** A document the server made (issue 16): the bytes and what they were made from. */
export type GeneratedFile = {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  /** `order-confirmation`, … or `template-<id>`. */
  generatableKey: string;
  /** The template's id for a template key, else null. */
  generatableId: string | null;
  dataFingerprint: string;
};

/**
 * A generated document into the dossier's documentation, like an upload (`document_type` `other`): the bytes are
 * written under `<organization id>/<document id>` and the row inserted and audited (`generated`, with the key and
 * the fingerprint) in one transaction; when that fails the file is removed again. A closed or cancelled dossier is
 * refused as for an upload.
 */
export async function storeGeneratedDocument(
  ctx: ServiceContext,
  dossier: Dossier,
  file: GeneratedFile,
): Promise<DocumentData> {
  assertDossierWritable(dossier);
  const received = await receiveToTempFile(ctx.documents, Readable.from([file.bytes]));
  try {
    return await storeReceived(ctx, dossier, received, {
      fileName: cleanFileName(file.fileName, extensionOf(file.fileName) ?? 'pdf'),
      mimeType: file.mimeType,
      documentType: 'other',
      action: 'generated',
      generatable: {
        id: file.generatableId,
        key: file.generatableKey,
        dataFingerprint: file.dataFingerprint,
      },
    });
  } finally {
    removeFile(received.tempPath);
  }
}

/**
 * The stored bytes of a document, or null when its file is missing. A download is audited as `downloaded`;
 * a HEAD request (`audited: false`) reads no content and is not a download.
 */
export async function openDocument(
  ctx: ServiceContext,
  dossier: Dossier,
  document: DocumentRow,
  { audited }: { audited: boolean },
) {
  const stored = await ctx.documents.open(document.storage_key);
  if (!stored || !audited) return stored;
  try {
    await ctx.audit(ctx.db, {
      ...audit(dossier, document.id),
      action: 'downloaded',
      changes: { file_name: document.file_name },
    });
  } catch (err) {
    stored.stream.destroy();
    throw err;
  }
  return stored;
}

/**
 * Another document type (the file stays as it is), audited; the legal checklist follows at once. The same type
 * again changes nothing.
 */
export async function changeDocumentType(
  ctx: ServiceContext,
  dossier: Dossier,
  document: DocumentRow,
  documentType: DossierDocumentType,
): Promise<DocumentData> {
  assertDossierWritable(dossier);
  if (document.document_type !== documentType) {
    await inTransaction(ctx.db, async (trx) => {
      const now = iso(ctx.clock.now());
      if (!(await documentsRepository.updateType(trx, document.id, documentType, now))) return;
      await ctx.audit(trx, {
        ...audit(dossier, document.id),
        action: 'updated',
        changes: {
          file_name: document.file_name,
          document_type: { from: document.document_type, to: documentType },
        },
      });
    });
  }
  const current = await documentsRepository.findById(
    ctx.db,
    dossier.organization_id,
    dossier.id,
    document.id,
  );
  if (!current) throw notFound();
  return presentDocument(current);
}

/** Soft delete, audited; the file stays on disk for the audit trail. */
export async function deleteDocument(
  ctx: ServiceContext,
  dossier: Dossier,
  document: DocumentRow,
): Promise<void> {
  assertDossierWritable(dossier);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await documentsRepository.softDelete(trx, document.id, ctx.actor.userId, iso(ctx.clock.now()))))
      return;
    await ctx.audit(trx, {
      ...audit(dossier, document.id),
      action: 'deleted',
      changes: { file_name: document.file_name, sha256: document.sha256 },
    });
  });
}
