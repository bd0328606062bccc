import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import {
  interpolate,
  messages,
  TEMPLATE_MAX_BYTES,
  type DossierDocumentData,
  type TemplateData,
} from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  cleanFileName,
  detectDocumentKind,
  extensionOf,
  discardStored,
  receiveToTempFile,
  removeFile,
  storageKeyOf,
  withFileReader,
  type FilePart,
} from '../documents/index.ts';
import { compileTemplate, openDocxPackage, TemplateRejected } from './docx.ts';
import { mergeContextOf } from './merge-context.ts';
import { checkTemplateTags, mergeTagParser } from './merge-tags.ts';
import { fieldsOf, presentTemplate } from './presenter.ts';
import { templatesRepository, type TemplateRow } from './repository.ts';

const text = messages.templates;

/** The longest name a template may have (`uploadTemplateFieldsSchema`). */
const NAME_MAX_LENGTH = 200;

const fileError = (errors: string[]) => new ValidationError({ file: errors }, errors[0]);

const tooLarge = () =>
  new HttpError(
    413,
    interpolate(text.fileTooLarge, { size: `${Math.round(TEMPLATE_MAX_BYTES / (1024 * 1024))} MB` }),
  );

const audit = (organizationId: string, templateId: string) => ({
  organizationId,
  entity: 'template',
  entityId: templateId,
});

/** The organisation's templates, by name (Dutch order). */
export async function listTemplates(ctx: ServiceContext, organizationId: string): Promise<TemplateData[]> {
  const rows = await templatesRepository.list(ctx.db, organizationId);
  return rows
    .map(presentTemplate)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt),
    );
}

/** A file name that ends in `.docx` whatever the client called it: `Brief.DOCX`, `brief` → `brief.docx`. */
function docxFileName(raw: string): string {
  const cleaned = cleanFileName(raw, 'docx');
  const extension = extensionOf(cleaned);
  if (extension === 'docx') return cleaned;
  const stem = extension ? cleaned.slice(0, -(extension.length + 1)) : cleaned;
  return cleanFileName(`${stem}.docx`, 'docx');
}

/** The name given in the form, or the file name without `.docx`; 422 (field `name`) above 200 characters. */
function templateName(given: string | undefined, fileName: string): string {
  const name = (given ?? '').trim();
  if ([...name].length > NAME_MAX_LENGTH)
    throw new ValidationError({ name: [text.nameTooLong] }, text.nameTooLong);
  if (name) return name;
  return [...fileName.replace(/\.docx$/i, '')].slice(0, NAME_MAX_LENGTH).join('').trim();
}

/**
 * A Word template (opened by `open` once the caller may upload): streamed to a temporary file while it is
 * counted (413 above 5 MB) and hashed, checked by its content (a ZIP with a WordprocessingML main document, else
 * 422), compiled with docxtemplater (a broken tag is 422 naming it) and its tags checked against the catalogue
 * (an unknown field is 422 naming it). Only then is it put in the store under `<organisation>/<id>`,
 * recorded with the tags it uses and audited; the file is removed again when the database refuses the record.
 */
export async function uploadTemplate(
  ctx: ServiceContext,
  organizationId: string,
  open: () => Promise<FilePart>,
): Promise<TemplateData> {
  const upload = await open();
  const received = await receiveToTempFile(ctx.documents, upload.stream);
  let placedKey: string | null = null;
  try {
    if (upload.truncated()) throw tooLarge();
    const kind = await withFileReader(received.tempPath, (read) => detectDocumentKind(read, received.size));
    if (kind !== 'docx') throw fileError([text.notDocx]);
    let fields: string[];
    try {
      const zip = openDocxPackage(await fs.promises.readFile(received.tempPath));
      const checked = checkTemplateTags(compileTemplate(zip, mergeTagParser).tags);
      if (checked.errors.length) throw new TemplateRejected(checked.errors);
      fields = checked.fields;
    } catch (err) {
      if (err instanceof TemplateRejected) throw fileError(err.messages);
      throw err;
    }
    const fileName = docxFileName(upload.fileName);
    const name = templateName(upload.fields['name'], fileName);

    const now = ctx.clock.now();
    const id = newId(now.getTime());
    const storageKey = storageKeyOf(organizationId, id);
    await ctx.documents.put(received.tempPath, storageKey);
    placedKey = storageKey;
    await inTransaction(ctx.db, async (trx) => {
      await templatesRepository.insert(trx, {
        id,
        organization_id: organizationId,
        name,
        description: null,
        file_name: fileName,
        size: received.size,
        sha256: received.sha256,
        storage_key: storageKey,
        fields: JSON.stringify(fields),
        created_by: ctx.actor.userId,
        created_at: iso(now),
        updated_at: iso(now),
        deleted_at: null,
        deleted_by: null,
      });
      await ctx.audit(trx, {
        ...audit(organizationId, id),
        action: 'uploaded',
        changes: { name, file_name: fileName, size: received.size, sha256: received.sha256, fields },
      });
    });
    placedKey = null;
    return presentTemplate((await templatesRepository.findById(ctx.db, organizationId, id))!);
  } finally {
    removeFile(received.tempPath);
    if (placedKey) await discardStored(ctx.documents, placedKey);
  }
}

/** Soft delete, audited; the file stays (the documents made from it still name it, the audit trail keeps it). */
export async function deleteTemplate(ctx: ServiceContext, template: TemplateRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await templatesRepository.softDelete(trx, template.id, ctx.actor.userId, iso(ctx.clock.now()))))
      return;
    await ctx.audit(trx, {
      ...audit(template.organization_id, template.id),
      action: 'deleted',
      changes: { name: template.name, file_name: template.file_name, sha256: template.sha256 },
    });
  });
}

/** The stored DOCX of a template and its size, or null when its file is missing. */
export function openTemplate(ctx: ServiceContext, template: TemplateRow) {
  return ctx.documents.open(template.storage_key);
}

/** The organisation's templates as the generatables list them (by name), with the merge tags each uses. */
export async function listTemplatesForGeneration(
  db: Db,
  organizationId: string,
): Promise<{ id: string; name: string; fileName: string; fields: string[] }[]> {
  const rows = await templatesRepository.list(db, organizationId);
  return rows
    .map((row) => ({ id: row.id, name: row.name, fileName: row.file_name, fields: fieldsOf(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }));
}

/** "Brief aan de familie 2026-0042 Boer.docx": the template's name, the dossier number, the deceased's last name. */
function renderedFileName(templateName: string, data: DossierDocumentData): string {
  const parts = [templateName, data.dossier.number, data.deceased.lastName].map((part) =>
    part.replace(/[/\\]/g, '-').trim(),
  );
  return cleanFileName(`${parts.filter(Boolean).join(' ')}.docx`, 'docx');
}

/**
 * The template `templateId` of the organisation filled with the dossier's data (`DossierDocumentData`, merged
 * through `mergeContextOf`): empty fields print nothing. Null when the template is not there (deleted, another
 * organisation's, or its file is missing). A template the library cannot fill is 422.
 */
export async function renderTemplateForDossier(
  ctx: ServiceContext,
  organizationId: string,
  templateId: string,
  data: DossierDocumentData,
): Promise<{ bytes: Buffer; fileName: string; templateName: string } | null> {
  const template = await templatesRepository.findById(ctx.db, organizationId, templateId);
  if (!template) return null;
  const stored = await ctx.documents.open(template.storage_key);
  if (!stored) return null;
  const content = await buffer(stored.stream);
  const failed = () => new HttpError(422, interpolate(text.renderFailed, { name: template.name }));
  let bytes: Buffer;
  try {
    const { doc } = compileTemplate(openDocxPackage(content), mergeTagParser);
    doc.render(mergeContextOf(data));
    bytes = doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  } catch (err) {
    // A template error of the library (the stored file no longer compiles, or a value it refuses).
    if (err instanceof TemplateRejected || (err as { properties?: unknown } | null)?.properties)
      throw failed();
    throw err;
  }
  return { bytes, fileName: renderedFileName(template.name, data), templateName: template.name };
}
