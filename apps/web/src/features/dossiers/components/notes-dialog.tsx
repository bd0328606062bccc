import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useDossierForm, type DossierDialogProps, type DossierFormProps } from '../lib/dossier-update.ts';

const texts = nld.notesDialog;
const MAX_LENGTH = 5000;

interface NotesValues {
  generalNotes: string;
}

const notesConflictFields = {
  label: () => texts.notes,
  display: (_path: string, value: unknown) => (typeof value === 'string' ? value.trim() : ''),
};

/** The "dossier edit notes" dialog: the general notes shown in the dossier header. */
export function NotesDialog({ dossier, open, onClose }: DossierDialogProps) {
  if (!open) return null;
  return <NotesForm dossier={dossier} onClose={onClose} />;
}

function NotesForm({ dossier, onClose }: DossierFormProps) {
  const formId = useId();
  const versioned = useDossierForm<NotesValues>({
    dossier,
    toValues: (record) => ({ generalNotes: record.generalNotes ?? '' }),
    toUpdate: (values) => ({ generalNotes: values.generalNotes.trim() || null }),
    conflictFields: () => notesConflictFields,
    onSaved: onClose,
  });
  const { register, control, formState } = versioned.form;
  const notes = useWatch({ control, name: 'generalNotes' });

  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={texts.title}
      description={texts.intro}
      texts={texts}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <TextareaField
          label={texts.notes}
          rows={8}
          maxLength={MAX_LENGTH}
          error={formState.errors.generalNotes?.message}
          description={`${notes.length} / ${MAX_LENGTH}`}
          {...register('generalNotes')}
        />
      </form>
    </VersionedFormDialog>
  );
}
