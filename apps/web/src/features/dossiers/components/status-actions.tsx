import { interpolate, messages, type DossierData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { lazyMountedDialog } from '../../../components/ui/lazy-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { conflictRecord } from '../../../lib/forms/conflict.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { changeDossierStatus } from '../api/dossiers-api.ts';
import { isDossier, storeDossier } from '../lib/dossier-store.ts';
import type { Transition } from './status-dialog.tsx';

const texts = nld.statusDialog;
const daily = messages.dailyUse.status;

// The dialog's code (React Aria's modal with it) loads when a change is first chosen, not with the dossier page.
const StatusDialog = lazyMountedDialog(() =>
  import('./status-dialog.tsx').then((module) => module.StatusDialog),
);

/** The permission a status change needs besides `dossiers.update` (the server checks it too). */
const EXTRA_PERMISSION: Partial<Record<Transition['status'], string>> = {
  invoiced: 'invoicing.invoice',
  cancelled: 'dossiers.cancel',
};

/**
 * The status changes the server allows now, each behind a dialog whose buttons say what they do ("Dossier
 * annuleren" / "Terug"). A change that cannot succeed yet says why and offers only "Terug"; cancelling asks for
 * a reason; completing with open tasks warns first (issue 11).
 */
export function StatusActions({
  dossier,
  onChanged,
}: {
  dossier: DossierData;
  onChanged: (message: string) => void;
}) {
  const gate = useGate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Transition | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ transition, why }: { transition: Transition; why: string }) =>
      changeDossierStatus(dossier.id, {
        version: dossier.version,
        status: transition.status,
        ...(transition.status === 'cancelled' ? { reason: why } : {}),
      }),
    onSuccess: (saved, { transition }) => {
      storeDossier(queryClient, saved);
      setTarget(null);
      onChanged(interpolate(texts.done, { label: transition.label }));
    },
    onError: (failure) => {
      // Someone else changed the dossier: show it as it is now (its actions too) next to the message.
      const current = conflictRecord(failure, isDossier);
      if (current) storeDossier(queryClient, current);
      const onReason = isApiError(failure) ? failure.errors['reason']?.[0] : undefined;
      if (onReason) setReasonError(onReason);
      else setError(isApiError(failure) ? failure.message : String(failure));
    },
  });
  const transitions = dossier.allowedTransitions.filter((transition) => {
    const extra = EXTRA_PERMISSION[transition.status];
    return !extra || gate.can(extra);
  });
  if (!gate.can('dossiers.update') || transitions.length === 0) return null;

  const open = (transition: Transition) => {
    setError(null);
    setReason('');
    setReasonError(null);
    setTarget(transition);
  };
  const confirm = () => {
    if (!target) return;
    setError(null);
    setReasonError(null);
    if (target.status === 'cancelled' && reason.trim() === '') {
      setReasonError(daily.cancelReasonRequired);
      return;
    }
    change.mutate({ transition: target, why: reason.trim() });
  };

  return (
    <div role="group" aria-label={nld.dossier.statusActions} className="flex flex-wrap gap-2">
      {transitions.map((transition) => (
        <Button
          key={transition.status}
          variant={transition.status === 'cancelled' ? 'ghost' : 'secondary'}
          onClick={() => open(transition)}
        >
          {interpolate(nld.dossier.toStatus, { label: transition.label })}
        </Button>
      ))}
      {target && target.status !== 'open' && (
        <StatusDialog
          dossier={dossier}
          target={target}
          status={target.status}
          reason={reason}
          reasonError={reasonError}
          error={error}
          busy={change.isPending}
          onReason={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          onConfirm={confirm}
          onCancel={() => setTarget(null)}
        />
      )}
    </div>
  );
}
