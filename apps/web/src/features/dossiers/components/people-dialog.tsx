import type { DossierData } from '@afscheid/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { useDossierUpdate } from '../lib/dossier-update.ts';

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
  const { members, available } = useAssignableMembers();
  const [responsible, setResponsible] = useState(dossier.responsible?.id ?? '');
  const [executor, setExecutor] = useState(dossier.executor?.id ?? '');
  const { busy, error, fieldErrors, save } = useDossierUpdate(
    dossier,
    ['responsible_user_id', 'executor_user_id'],
    onClose,
  );
  const options = members.map((member) => ({ value: member.userId, label: member.name }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ responsibleUserId: responsible || null, executorUserId: executor || null });
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
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
          <SelectField
            label={texts.responsible}
            placeholder={texts.nobody}
            options={withCurrent(options, dossier.responsible)}
            value={responsible}
            error={fieldErrors['responsible_user_id']}
            onChange={(event) => setResponsible(event.target.value)}
          />
          <SelectField
            label={texts.executor}
            placeholder={texts.nobody}
            options={withCurrent(options, dossier.executor)}
            value={executor}
            error={fieldErrors['executor_user_id']}
            onChange={(event) => setExecutor(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
