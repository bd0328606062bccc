import type { DossierAshStatus, SendAshDestinationData } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { DossierAshStatus };

const dossierPath = (id: string) => `/api/dossiers/${encodeURIComponent(id)}`;

/** GET /api/dossiers/{id}/ash-status: null while the crematorium has not recorded the cremation. */
export async function getDossierAshStatus(dossierId: string): Promise<DossierAshStatus | null> {
  return (
    (await api.get<{ data: DossierAshStatus | null }>(`${dossierPath(dossierId)}/ash-status`)).data ?? null
  );
}

/**
 * POST /api/crematorium-requests/{id}/ash-destination: the client's decision, passed on to the crematorium. 201
 * with the status as the dossier shows it; 409 (Dutch message) while the cremation is not recorded; 422 per field.
 */
export async function sendAshDestination(
  requestId: string,
  input: SendAshDestinationData,
): Promise<DossierAshStatus> {
  return (
    await api.post<{ data: DossierAshStatus }>(
      `/api/crematorium-requests/${encodeURIComponent(requestId)}/ash-destination`,
      input,
    )
  ).data;
}

/** The dossier's `client` section (camelCase), to prefill who decided and their address. */
export async function getClientSection(dossierId: string): Promise<Record<string, unknown> | null> {
  const answer = await api.get<{ data: { data: Record<string, unknown> | null } }>(
    `${dossierPath(dossierId)}/sections/client`,
  );
  return answer.data.data ?? null;
}
