import type { DossierData } from '@afscheid/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import type { ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { useDossierForm, type DossierDialogProps, type DossierFormProps } from '../lib/dossier-update.ts';

const texts = nld.peopleDialog;

interface PeopleValues {
  responsibleUserId: string;
  executorUserId: string;
}

type Person = { id: string; name: string } | null;

/** A user of the dossier who is no longer an active member still shows as a choice. */
function withCurrent(options: { value: string; label: string }[], current: Person) {
  return current && !options.some((option) => option.value === current.id)
    ? [...options, { value: current.id, label: current.name }]
    : options;
}

/** Labels and names for the conflict dialog: the members, and the people both versions of the dossier name. */
function peopleConflictFields(names: ReadonlyMap<string, string>, dossiers: DossierData[]): ConflictFields {
  const known = new Map(names);
  for (const dossier of dossiers) {
    for (const person of [dossier.responsible, dossier.executor])
      if (person) known.set(person.id, person.name);
  }
  return {
    label: (path) => (path === 'executorUserId' ? texts.executor : texts.responsible),
    display: (_path, value) => (typeof value === 'string' && value !== '' ? (known.get(value) ?? value) : ''),
  };
}

/** The "dossier edit executor" dialog: the responsible funeral director and the executor on the day. */
export function PeopleDialog({ dossier, open, onClose }: DossierDialogProps) {
  if (!open) return null;
  return <PeopleForm dossier={dossier} onClose={onClose} />;
}

function PeopleForm({ dossier, onClose }: DossierFormProps) {
  const formId = useId();
  // Only members who may change dossiers can lead one (never a read-only member).
  const { assignable: members, available } = useAssignableMembers();
  const options = members.map((member) => ({ value: member.userId, label: member.name }));
  const versioned = useDossierForm<PeopleValues>({
    dossier,
    toValues: (record) => ({
      responsibleUserId: record.responsible?.id ?? '',
      executorUserId: record.executor?.id ?? '',
    }),
    toUpdate: (values) => ({
      responsibleUserId: values.responsibleUserId || null,
      executorUserId: values.executorUserId || null,
    }),
    conflictFields: (theirs) =>
      peopleConflictFields(new Map(options.map((option) => [option.value, option.label])), [dossier, theirs]),
    onSaved: onClose,
  });
  const { register, formState } = versioned.form;
  const { base } = versioned;

  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      title={texts.title}
      description={texts.intro}
      texts={texts}
      saveDisabled={!available}
      onClose={onClose}
    >
      {!available && <Alert tone="info">{texts.noMembers}</Alert>}
      {available && (
        <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)} className="space-y-5">
          <SelectField
            label={texts.responsible}
            placeholder={texts.nobody}
            options={withCurrent(options, base.responsible)}
            error={formState.errors.responsibleUserId?.message}
            {...register('responsibleUserId')}
          />
          <SelectField
            label={texts.executor}
            placeholder={texts.nobody}
            options={withCurrent(options, base.executor)}
            error={formState.errors.executorUserId?.message}
            {...register('executorUserId')}
          />
        </form>
      )}
    </VersionedFormDialog>
  );
}
