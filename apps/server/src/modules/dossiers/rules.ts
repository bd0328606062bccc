import { formatDateTime, interpolate, messages, SECTION_LABELS } from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { HttpError } from '../../lib/errors.ts';

const api = messages.dossierApi;

/** Closed (archived) and cancelled dossiers are read-only: 409 with a Dutch message. */
export function assertDossierWritable(dossier: Pick<Dossier, 'status'>): void {
  if (dossier.status === 'closed' || dossier.status === 'cancelled') {
    throw new HttpError(409, messages.dossierApi.readOnly);
  }
}

/**
 * Why the dossier cannot be marked completed at `now` (its cremation or burial not recorded or not past), or
 * null when it can. The status change refuses with it, and the dossier's answer shows it with the action.
 */
export function completionRefusal(dossier: Pick<Dossier, 'type' | 'funeral_at'>, now: Date): string | null {
  const key = dossier.type === 'cremation' ? 'cremation' : 'funeral';
  const params = { act: api.acts[dossier.type], section: SECTION_LABELS[key] };
  if (!dossier.funeral_at) return interpolate(api.completedWithoutMoment, params);
  if (new Date(dossier.funeral_at).getTime() > now.getTime()) {
    return interpolate(api.completedBeforeMoment, { ...params, at: formatDateTime(dossier.funeral_at) });
  }
  return null;
}
