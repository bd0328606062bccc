import type { DocumentData, DossierGeneratable } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { DossierGeneratable };

const generatablesPath = (dossierId: string) => `/api/dossiers/${encodeURIComponent(dossierId)}/generatables`;

/**
 * GET /api/dossiers/{id}/generatables: the built-in documents first, then the organisation's templates, each with
 * what the dossier lacks for it, whether it applies, and the newest document made from it.
 */
export async function listDossierGeneratables(dossierId: string): Promise<DossierGeneratable[]> {
  return (await api.get<{ data: DossierGeneratable[] }>(generatablesPath(dossierId))).data;
}

/**
 * POST /api/dossiers/{id}/generatables/{key}: makes the document from the dossier as it is now and adds it to the
 * documentation (201, the new document; an earlier one stays). 409 with a Dutch message when it does not apply.
 */
export async function generateDocument(dossierId: string, key: string): Promise<DocumentData> {
  const path = `${generatablesPath(dossierId)}/${encodeURIComponent(key)}`;
  return (await api.post<{ data: DocumentData }>(path, {})).data;
}
