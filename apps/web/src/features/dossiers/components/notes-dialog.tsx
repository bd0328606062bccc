import type { DossierData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier } from '../api/dossiers-api.ts';
import { conflictDossier, storeDossier } from '../lib/dossier-update.ts';

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
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(dossier.generalNotes ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const saved = await updateDossier(dossier.id, {
        version: dossier.version,
        generalNotes: notes.trim() || null,
      });
      storeDossier(queryClient, saved);
      onClose();
    } catch (failure) {
      const current = conflictDossier(failure);
      if (current) {
        storeDossier(queryClient, current);
        setError(nld.dossierConflict.message);
      } else if (isApiError(failure)) {
        const message = failure.errors['general_notes']?.[0];
        if (message) setFieldError(message);
        else setError(failure.message);
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
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextareaField
          label={texts.notes}
          rows={8}
          maxLength={MAX_LENGTH}
          value={notes}
          error={fieldError}
          description={`${notes.length} / ${MAX_LENGTH}`}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
