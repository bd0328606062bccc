import type { DossierData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier } from '../api/dossiers-api.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { conflictDossier, storeDossier } from '../lib/dossier-update.ts';

const texts = nld.peopleDialog;

/** A user of the dossier who is no longer an active member still shows as a choice. */
function withCurrent(
  options: { value: string; label: string }[],
  current: { id: string; name: string } | null,
) {
  return current && !options.some((option) => option.value === current.id)
    ? [...options, { value: current.id, label: current.name }]
    : options;
}

/** The "dossier edit executor" dialog: the responsible funeral director and the executor on the day. */
export function PeopleDialog({
  dossier,
  open,
  onClose,
}: {
  dossier: DossierData;
  open: boolean;
  onClose: () => void;
}) {
  if (!open) return null;
  return <PeopleForm dossier={dossier} onClose={onClose} />;
}

function PeopleForm({ dossier, onClose }: { dossier: DossierData; onClose: () => void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const { members, available } = useAssignableMembers();
  const [responsible, setResponsible] = useState(dossier.responsible?.id ?? '');
  const [executor, setExecutor] = useState(dossier.executor?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const options = members.map((member) => ({ value: member.userId, label: member.name }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const saved = await updateDossier(dossier.id, {
        version: dossier.version,
        responsibleUserId: responsible || null,
        executorUserId: executor || null,
      });
      storeDossier(queryClient, saved);
      onClose();
    } catch (failure) {
      const current = conflictDossier(failure);
      if (current) {
        // Someone else saved the dossier: take the new version; the choices made here stay for another try.
        storeDossier(queryClient, current);
        setError(nld.dossierConflict.message);
      } else if (isApiError(failure)) {
        const responsibleError = failure.errors['responsible_user_id']?.[0];
        const executorError = failure.errors['executor_user_id']?.[0];
        setFieldErrors({ responsible: responsibleError ?? '', executor: executorError ?? '' });
        if (!responsibleError && !executorError) setError(failure.message);
      } else {
        setError(String(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={texts.saving} disabled={!available}>
            {texts.save}
          </Button>
        </>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {!available && <Alert tone="info">{texts.noMembers}</Alert>}
      {available && (
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          <SelectField
            label={texts.responsible}
            placeholder={texts.nobody}
            options={withCurrent(options, dossier.responsible)}
            value={responsible}
            error={fieldErrors['responsible'] || undefined}
            onChange={(event) => setResponsible(event.target.value)}
          />
          <SelectField
            label={texts.executor}
            placeholder={texts.nobody}
            options={withCurrent(options, dossier.executor)}
            value={executor}
            error={fieldErrors['executor'] || undefined}
            onChange={(event) => setExecutor(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
