import type { DossierData } from '@afscheid/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useDossierUpdate } from '../lib/dossier-update.ts';

const texts = nld.notesDialog;
const MAX_LENGTH = 5000;

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
  const [notes, setNotes] = useState(dossier.generalNotes ?? '');
  const { busy, error, fieldErrors, save } = useDossierUpdate(dossier, ['general_notes'], onClose);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ generalNotes: notes.trim() || null });
  };

  return (
    <Dialog
      open
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={texts.saving}>
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
      <form id={formId} noValidate onSubmit={onSubmit}>
        <TextareaField
          label={texts.notes}
          rows={8}
          maxLength={MAX_LENGTH}
          value={notes}
          error={fieldErrors['general_notes']}
          description={`${notes.length} / ${MAX_LENGTH}`}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
