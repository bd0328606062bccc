import type { DossierData } from '@afscheid/shared';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useDossierForm } from '../lib/dossier-update.ts';

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
export function NotesDialog({
  dossier,
  open,
  onClose,
}: {
  dossier: DossierData;
  open: boolean;
  onClose: () => void;
}) {
  if (!open) return null;
  return <NotesForm dossier={dossier} onClose={onClose} />;
}

function NotesForm({ dossier, onClose }: { dossier: DossierData; onClose: () => void }) {
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
    <>
      {/* While the conflict dialog is open, it takes this dialog's place (the form keeps its values). */}
      <Dialog
        open={!versioned.conflict}
        wide
        title={texts.title}
        description={texts.intro}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={formId} busy={versioned.saving} busyLabel={texts.saving}>
              {texts.save}
            </Button>
          </>
        }
      >
        {versioned.notice && (
          <Alert tone="info" className="mb-4">
            {versioned.notice}
          </Alert>
        )}
        {versioned.error && (
          <Alert tone="error" className="mb-4">
            {versioned.error}
          </Alert>
        )}
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
      </Dialog>
      <VersionedFormDialogs versioned={versioned} />
    </>
  );
}
