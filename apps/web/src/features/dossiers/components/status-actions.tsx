import { interpolate, type DossierData, type DossierStatus } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { changeDossierStatus } from '../api/dossiers-api.ts';
import { conflictDossier, storeDossier } from '../lib/dossier-update.ts';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Invoicing is its own right (the server checks it too).
  const transitions = dossier.allowedTransitions.filter(
    (transition) => transition.status !== 'invoiced' || gate.can('invoicing.invoice'),
  );
  if (!gate.can('dossiers.update') || transitions.length === 0) return null;

  const confirm = async (status: DossierStatus, label: string) => {
    setBusy(true);
    setError(null);
    try {
      storeDossier(queryClient, await changeDossierStatus(dossier.id, { version: dossier.version, status }));
      setTarget(null);
      onChanged(interpolate(texts.done, { label }));
    } catch (failure) {
      const current = conflictDossier(failure);
      if (current) storeDossier(queryClient, current);
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

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
        busy={busy}
        error={error}
        variant={target?.status === 'cancelled' ? 'danger' : 'primary'}
        onConfirm={() => target && void confirm(target.status, target.label)}
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
