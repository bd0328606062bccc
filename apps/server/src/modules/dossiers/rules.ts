import { messages } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { HttpError } from '../../lib/errors.ts';

/** Closed (archived) and cancelled dossiers are read-only: 409 with a Dutch message. */
export function assertDossierWritable(dossier: Pick<Dossier, 'status'>): void {
  if (dossier.status === 'closed' || dossier.status === 'cancelled') {
    throw new HttpError(409, messages.dossierApi.readOnly);
  }
}
