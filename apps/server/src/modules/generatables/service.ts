import {
  interpolate,
  isBuiltInGeneratableKey,
  messages,
  templateGeneratableKey,
  templateIdOfKey,
  type DocumentData,
  type DossierGeneratable,
  type Generatable,
} from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { pdfLogoOf } from '../../lib/pdf-document.ts';
import { assertDossierWritable } from '../dossiers/index.ts';
import { documentsRepository, storeGeneratedDocument } from '../documents/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { listTemplatesForGeneration, renderTemplateForDossier, templateMissing } from '../templates/index.ts';
import { BUILT_INS, builtInOf } from './built-ins.ts';
import { buildDocumentData, dataFingerprint } from './document-data.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF_MIME = 'application/pdf';

type Template = Awaited<ReturnType<typeof listTemplatesForGeneration>>[number];

const builtInEntry = (builtIn: (typeof BUILT_INS)[number]): Generatable => ({
  key: builtIn.key,
  kind: 'builtin',
  name: builtIn.name,
  description: builtIn.description,
  format: 'pdf',
  templateId: null,
});

const templateEntry = (template: Template): Generatable => ({
  key: templateGeneratableKey(template.id),
  kind: 'template',
  name: template.name,
  description: template.fileName,
  format: 'docx',
  templateId: template.id,
});

/** GET /api/generatables: the six built-in documents, then the organisation's templates. */
export async function listGeneratables(ctx: ServiceContext, organizationId: string): Promise<Generatable[]> {
  const templates = await listTemplatesForGeneration(ctx.db, organizationId);
  return [...BUILT_INS.map(builtInEntry), ...templates.map(templateEntry)];
}

/**
 * GET /api/dossiers/{id}/generatables: each generatable with whether it applies to this dossier, what the
 * dossier lacks for it, and the newest document made from it (up to date when the data is still the same).
 */
export async function dossierGeneratables(
  ctx: ServiceContext,
  dossier: Dossier,
): Promise<DossierGeneratable[]> {
  const [data, templates, generated] = await Promise.all([
    buildDocumentData(ctx, dossier),
    listTemplatesForGeneration(ctx.db, dossier.organization_id),
    documentsRepository.generated(ctx.db, dossier.organization_id, dossier.id),
  ]);
  const fingerprint = dataFingerprint(data);
  // Newest first: the first document of each key is the last one made.
  const newest = new Map<string, (typeof generated)[number]>();
  for (const document of generated) {
    if (document.generatable_key && !newest.has(document.generatable_key)) {
      newest.set(document.generatable_key, document);
    }
  }
  const lastGenerated = (key: string): DossierGeneratable['lastGenerated'] => {
    const document = newest.get(key);
    return document
      ? {
          documentId: document.id,
          fileName: document.file_name,
          createdAt: document.created_at,
          upToDate: document.data_fingerprint === fingerprint,
        }
      : null;
  };
  return [
    ...BUILT_INS.map((builtIn): DossierGeneratable => {
      const reason = builtIn.notApplicable(dossier);
      return {
        ...builtInEntry(builtIn),
        applicable: reason === null,
        notApplicableReason: reason,
        missing: reason === null ? builtIn.missing(data) : [],
        lastGenerated: lastGenerated(builtIn.key),
      };
    }),
    ...templates.map((template): DossierGeneratable => ({
      ...templateEntry(template),
      applicable: true,
      notApplicableReason: null,
      missing: templateMissing(template.fields, data),
      lastGenerated: lastGenerated(templateGeneratableKey(template.id)),
    })),
  ];
}

/** "Opdrachtbevestiging 2026-0042 Boer.pdf" */
function fileNameOf(name: string, number: string, lastName: string): string {
  return `${[name, number, lastName].filter(Boolean).join(' ')}.pdf`;
}

/**
 * POST /api/dossiers/{id}/generatables/{key}: the document made from the dossier's current data, stored in its
 * documentation with the key and the data's fingerprint. An unknown key (or another organisation's template) is
 * 404, a built-in that does not apply 409 with the reason, a closed or cancelled dossier 409 as for an upload.
 */
export async function generateDocument(
  ctx: ServiceContext,
  dossier: Dossier,
  key: string,
): Promise<DocumentData> {
  const builtIn = isBuiltInGeneratableKey(key) ? builtInOf(key) : null;
  const templateId = builtIn ? null : templateIdOfKey(key);
  if (!builtIn && !templateId) throw notFound();
  const reason = builtIn?.notApplicable(dossier);
  if (builtIn && reason) {
    throw new HttpError(
      409,
      interpolate(messages.generatables.errors.notApplicable, { name: builtIn.name, reason }),
    );
  }
  assertDossierWritable(dossier);
  const data = await buildDocumentData(ctx, dossier);
  const fingerprint = dataFingerprint(data);

  if (builtIn) {
    const organization = await organizationsRepository.findById(ctx.db, dossier.organization_id);
    const bytes = await builtIn.render({
      data,
      logo: await pdfLogoOf(ctx.documents, organization?.logo_path ?? null),
      createdAt: ctx.clock.now(),
    });
    return storeGeneratedDocument(ctx, dossier, {
      fileName: fileNameOf(builtIn.name, data.dossier.number, data.deceased.lastName),
      mimeType: PDF_MIME,
      bytes,
      generatableKey: key,
      generatableId: null,
      dataFingerprint: fingerprint,
    });
  }
  const rendered = await renderTemplateForDossier(ctx, dossier.organization_id, templateId!, data);
  if (!rendered) throw notFound();
  return storeGeneratedDocument(ctx, dossier, {
    fileName: rendered.fileName,
    mimeType: DOCX_MIME,
    bytes: rendered.bytes,
    generatableKey: key,
    generatableId: templateId,
    dataFingerprint: fingerprint,
  });
}
