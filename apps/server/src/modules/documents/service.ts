import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  interpolate,
  messages,
  type DocumentData,
} from '@afscheid/shared';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertDossierWritable, type DossierAccess } from '../dossiers/access.ts';
import { detectDocumentKind, documentTypeOfKind } from './content-type.ts';
import { cleanFileName, extensionOf } from './file-name.ts';
import { presentDocument } from './presenter.ts';
import { documentsRepository, type DocumentRow } from './repository.ts';
import {
  moveIntoPlace,
  openStoredFile,
  receiveToTempFile,
  removeFile,
  storageKeyOf,
  withFileReader,
} from './storage.ts';

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

const audit = (access: DossierAccess, documentId: string) => ({
  organizationId: access.organization.id,
  entity: 'document',
  entityId: documentId,
});

export async function listDocuments(request: FastifyRequest, access: DossierAccess): Promise<DocumentData[]> {
  const rows = await documentsRepository.list(
    request.server.deps.db,
    access.organization.id,
    access.dossier.id,
  );
  return rows.map(presentDocument);
}

/**
 * POST /api/dossiers/:id/documents: one file in field `file`, streamed to a temporary file while it is
 * hashed, its kind decided by its content (the name's extension must agree), then renamed to
 * `<organization id>/<document id>`. The file is removed again when the database refuses the record.
 */
export async function uploadDocument(request: FastifyRequest, access: DossierAccess): Promise<DocumentData> {
  const { db, clock, config } = request.server.deps;
  assertDossierWritable(access.dossier);
  const upload = await readFilePart(request);
  const received = await receiveToTempFile(config.documentsDir, upload.file);
  let finalPath: string | null = null;
  try {
    if (upload.file.truncated) throw tooLarge();
    if (received.size === 0) throw fileError(text.fileEmpty);
    const kind = await withFileReader(received.tempPath, (read) => detectDocumentKind(read, received.size));
    if (!kind) throw fileError(interpolate(text.typeNotAllowed, { types: allowedKinds }));
    const type = documentTypeOfKind(kind);
    const fileName = cleanFileName(upload.filename, type.extensions[0]!);
    const extension = extensionOf(fileName) ?? '';
    if (!type.extensions.includes(extension)) {
      throw fileError(interpolate(text.extensionMismatch, { extension, types: allowedKinds }));
    }

    const now = clock.now();
    const id = newId(now.getTime());
    const storageKey = storageKeyOf(access.organization.id, id);
    finalPath = moveIntoPlace(config.documentsDir, received.tempPath, storageKey);
    await db.transaction().execute(async (trx) => {
      await documentsRepository.insert(trx, {
        id,
        organization_id: access.organization.id,
        dossier_id: access.dossier.id,
        file_name: fileName,
        mime_type: type.mimeType,
        size: received.size,
        sha256: received.sha256,
        storage_key: storageKey,
        uploaded_by: access.user.id,
        generatable_id: null,
        created_at: iso(now),
        updated_at: iso(now),
        deleted_at: null,
        deleted_by: null,
      });
      await recordAudit(trx, request, {
        ...audit(access, id),
        action: 'uploaded',
        changes: {
          dossier_id: access.dossier.id,
          file_name: fileName,
          mime_type: type.mimeType,
          size: received.size,
          sha256: received.sha256,
        },
      });
    });
    finalPath = null;
    return presentDocument(
      (await documentsRepository.findById(db, access.organization.id, access.dossier.id, id))!,
    );
  } finally {
    removeFile(received.tempPath);
    if (finalPath) removeFile(finalPath);
  }
}

/** The single file part of field `file`; no file (or another field) is a 422. */
async function readFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw fileError(text.fileRequired);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch {
    throw fileError(text.fileRequired);
  }
  if (!part) throw fileError(text.fileRequired);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fileError(text.fileRequired);
  }
  return part;
}

/**
 * GET …/download: the stored bytes as an attachment with the stored MIME type; audited as `downloaded`. A
 * record whose file is missing is logged and answered as not found.
 */
export async function openDocument(request: FastifyRequest, access: DossierAccess) {
  const { config } = request.server.deps;
  const document = await findDocument(request, access);
  const stored = openStoredFile(config.documentsDir, document.storage_key);
  if (!stored) {
    request.log.error({ documentId: document.id }, 'document file missing');
    throw notFound();
  }
  // A HEAD request (which Fastify answers with this handler) reads no content: not a download.
  if (request.method === 'HEAD') return { document, ...stored };
  try {
    await recordAudit(request.server.deps.db, request, {
      ...audit(access, document.id),
      action: 'downloaded',
      changes: { file_name: document.file_name },
    });
  } catch (err) {
    stored.stream.destroy();
    throw err;
  }
  return { document, ...stored };
}

/** DELETE: soft delete, audited; the file stays on disk for the audit trail. */
export async function deleteDocument(request: FastifyRequest, access: DossierAccess): Promise<void> {
  const { db, clock } = request.server.deps;
  const document = await findDocument(request, access);
  assertDossierWritable(access.dossier);
  await db.transaction().execute(async (trx) => {
    if (!(await documentsRepository.softDelete(trx, document.id, access.user.id, iso(clock.now())))) return;
    await recordAudit(trx, request, {
      ...audit(access, document.id),
      action: 'deleted',
      changes: { file_name: document.file_name, sha256: document.sha256 },
    });
  });
}

async function findDocument(request: FastifyRequest, access: DossierAccess): Promise<DocumentRow> {
  const { documentId } = request.params as { documentId: string };
  const document = await documentsRepository.findById(
    request.server.deps.db,
    access.organization.id,
    access.dossier.id,
    documentId,
  );
  if (!document) throw notFound();
  return document;
}
