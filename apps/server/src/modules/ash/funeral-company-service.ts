import type { DossierAshStatus, SendAshDestinationData } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordRequestEvent } from '../request-events/index.ts';
import type { MailContext } from '../users/index.ts';
import { e, lockRecord } from './common.ts';
import { insertDestination } from './destinations-service.ts';
import { presentDossierAshStatus } from './presenter.ts';
import { ashRepository, type RequestParties } from './repository.ts';

/**
 * GET /api/dossiers/{id}/ash-status: the ashes of the funeral company's dossier, through its accepted
 * crematorium request, the crematorium's cremation record and its ash record; null while there is none. The
 * funeral company sees the status and the destinations, never the crematorium's record itself.
 */
export async function dossierAshStatus(
  ctx: ServiceContext,
  dossier: Dossier,
): Promise<DossierAshStatus | null> {
  const record = await ashRepository.ofDossier(ctx.db, dossier.organization_id, dossier.id);
  if (!record) return null;
  const destinations = await ashRepository.destinations.ofRecord(ctx.db, record.id);
  return presentDossierAshStatus(record, destinations);
}

/**
 * POST /api/crematorium-requests/{id}/ash-destination: the funeral company passes the client's decision on to
 * the crematorium, as a destination of the ash record of the request's cremation (source `funeral_company`,
 * the request named). 409 while the cremation is not recorded as performed. The crematorium hears of it through
 * the request's timeline and an e-mail. Answers what the dossier shows.
 */
export async function sendAshDestination(
  ctx: MailContext,
  request: RequestParties,
  input: SendAshDestinationData,
): Promise<DossierAshStatus> {
  const found = request.status === 'accepted' ? await ashRepository.ofRequest(ctx.db, request.id) : undefined;
  if (!found || found.organization_id !== request.provider_organization_id) {
    throw new HttpError(409, e.noRecordYet);
  }
  await inTransaction(ctx.db, async (trx) => {
    const record = await lockRecord(trx, found.organization_id, found.id);
    await insertDestination(trx, ctx, record, input, { source: 'funeral_company', requestId: request.id });
    await recordRequestEvent(trx, ctx, {
      requestId: request.id,
      side: 'requester',
      action: 'ash_destination_sent',
    });
  });
  const record = (await ashRepository.ofRequest(ctx.db, request.id))!;
  const destinations = await ashRepository.destinations.ofRecord(ctx.db, record.id);
  return presentDossierAshStatus({ ...record, request_id: request.id }, destinations);
}
