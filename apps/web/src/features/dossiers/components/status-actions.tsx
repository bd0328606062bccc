import { interpolate, type DossierData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { conflictRecord } from '../../../lib/forms/conflict.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { changeDossierStatus } from '../api/dossiers-api.ts';
import { isDossier, storeDossier } from '../lib/dossier-update.ts';

const texts = nld.statusDialog;

type Transition = DossierData['allowedTransitions'][number];

/** The status changes the server allows now, each behind a confirmation. */
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
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (transition: Transition) =>
      changeDossierStatus(dossier.id, { version: dossier.version, status: transition.status }),
    onSuccess: (saved, transition) => {
      storeDossier(queryClient, saved);
      setTarget(null);
      onChanged(interpolate(texts.done, { label: transition.label }));
    },
    onError: (failure) => {
      // Someone else changed the dossier: show it as it is now (its actions too) next to the message.
      const current = conflictRecord(failure, isDossier);
      if (current) storeDossier(queryClient, current);
      setError(isApiError(failure) ? failure.message : String(failure));
    },
  });
  // Invoicing is its own right (the server checks it too).
  const transitions = dossier.allowedTransitions.filter(
    (transition) => transition.status !== 'invoiced' || gate.can('invoicing.invoice'),
  );
  if (!gate.can('dossiers.update') || transitions.length === 0) return null;

  return (
    <div role="group" aria-label={nld.dossier.statusActions} className="flex flex-wrap gap-2">
      {transitions.map((transition) => (
        <Button
          key={transition.status}
          variant={transition.status === 'cancelled' ? 'ghost' : 'secondary'}
          onClick={() => {
            setError(null);
            setTarget(transition);
          }}
        >
          {interpolate(nld.dossier.toStatus, { label: transition.label })}
        </Button>
      ))}
      <ConfirmDialog
        open={target !== null}
        title={interpolate(texts.title, { label: target?.label ?? '' })}
        confirmLabel={texts.confirm}
        busyLabel={texts.busy}
        busy={change.isPending}
        error={error}
        variant={target?.status === 'cancelled' ? 'danger' : 'primary'}
        onConfirm={() => {
          if (!target) return;
          setError(null);
          change.mutate(target);
        }}
        onCancel={() => setTarget(null)}
      >
        <p>
          {interpolate(texts.body, {
            number: dossier.number,
            name: dossier.deceasedName,
            label: target?.label ?? '',
          })}
        </p>
        {target?.status === 'cancelled' && <p>{texts.cancelled}</p>}
        {target?.status === 'closed' && <p>{texts.closed}</p>}
      </ConfirmDialog>
    </div>
  );
}
