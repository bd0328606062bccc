import type { CrematoriumRequestData } from '@afscheid/shared';
import { useCallback } from 'react';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentRequestOf, isStateConflict } from '../lib/conflict.ts';
import { runRequestAction, type RequestAction } from './requests-api.ts';
import { useRequestRefresh } from './use-request-refresh.ts';

export type ActionOutcome =
  | { kind: 'done'; request: CrematoriumRequestData }
  /** The request changed meanwhile (another state, another version): it is reloaded; `message` says why. */
  | { kind: 'conflict'; message: string };

/**
 * Runs an action on a request and refreshes what shows it. A 409 about the request's state or version reloads
 * it and comes back as a `conflict`; any other failure (an overlap when accepting, a 422, the network) is thrown
 * for the dialog to show, which then stays open with what was typed.
 */
export function useRequestAction() {
  const refresh = useRequestRefresh();
  return useCallback(
    async (
      target: { id: string; version?: number | undefined; dossierId?: string | null },
      action: RequestAction,
    ): Promise<ActionOutcome> => {
      try {
        const request = await runRequestAction(target.id, target.version, action);
        refresh({ request, dossierId: target.dossierId ?? null });
        return { kind: 'done', request };
      } catch (error) {
        if (!isStateConflict(error)) throw error;
        refresh({ request: currentRequestOf(error) ?? undefined, dossierId: target.dossierId ?? null });
        return { kind: 'conflict', message: errorText(error) };
      }
    },
    [refresh],
  );
}
