import { ASH_DOCUMENT_KINDS, messages, type AshDocumentKind, type AshRecordData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { uploadAshDocument } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import { isRunning, kindLabel } from '../lib/display.ts';
import { ashTexts } from '../lib/texts.ts';
import { FileField } from './file-field.tsx';

const texts = ashTexts.upload;

/** The kinds a person uploads (a signature is captured in the execution dialog). */
const KIND_OPTIONS = ASH_DOCUMENT_KINDS.filter((kind) => kind !== 'signature').map((kind) => ({
  value: kind,
  label: messages.ash.documentKinds[kind],
}));

export interface UploadDocumentDialogProps {
  open: boolean;
  record: AshRecordData;
  onClose(): void;
  onUploaded?(text: string): void;
}

/** "Document toevoegen": a PDF, JPG or PNG of a kind, for the record or one of its destinations. */
export function UploadDocumentDialog(props: UploadDocumentDialogProps) {
  if (!props.open) return null;
  return <UploadForm {...props} />;
}

function UploadForm({ record, onClose, onUploaded }: UploadDocumentDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<AshDocumentKind>('decision_form');
  const [destinationId, setDestinationId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ file?: string; kind?: string; destinationId?: string }>(
    {},
  );

  const destinations = record.destinations.filter(isRunning).map((destination) => ({
    value: destination.id,
    label: `${kindLabel(destination.kind)} — ${destination.decidedByName}`,
  }));

  const submit = async () => {
    setError(null);
    if (!file) {
      setFieldErrors({ file: texts.fileRequired });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await uploadAshDocument(record.id, file, kind, destinationId || null);
      await refreshAsh(queryClient);
      onUploaded?.(messages.ash.success.documentAdded);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.errors).length > 0) {
        const next: typeof fieldErrors = {};
        for (const [key, list] of Object.entries(failure.errors)) {
          const message = list[0];
          if (!message) continue;
          if (key === 'kind') next.kind = message;
          else if (key === 'destination_id') next.destinationId = message;
          else next.file = message;
        }
        setFieldErrors(next);
        setError(failure.message);
      } else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: ashTexts.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={error}
    >
      <form
        id={formId}
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={texts.kind}
          options={KIND_OPTIONS}
          value={kind}
          error={fieldErrors.kind}
          onChange={(event) => setKind(event.target.value as AshDocumentKind)}
        />
        {destinations.length > 0 && (
          <SelectField
            label={texts.destination}
            placeholder={texts.destinationNone}
            options={destinations}
            value={destinationId}
            error={fieldErrors.destinationId}
            onChange={(event) => setDestinationId(event.target.value)}
          />
        )}
        <FileField
          label={texts.file}
          required
          description={texts.fileHint}
          error={fieldErrors.file}
          onFile={setFile}
        />
      </form>
    </FormDialog>
  );
}
