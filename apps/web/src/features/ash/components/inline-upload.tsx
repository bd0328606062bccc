import type { AshDocumentData, AshDocumentKind } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { uploadAshDocument } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import { ashTexts } from '../lib/texts.ts';
import { FileField } from './file-field.tsx';

/** The server's message for a failed upload: its field message (the file type) or its message. */
export function uploadErrorText(failure: unknown): string {
  if (isApiError(failure)) {
    const first = Object.values(failure.errors)[0]?.[0];
    return first ?? failure.message;
  }
  return errorText(failure);
}

/**
 * A file and a button that adds it to the record at once (inside another dialog: the client's signed form in
 * the approval, the signed hand-over form in the execution). The record is refreshed afterwards.
 */
export function InlineUpload({
  recordId,
  kind,
  destinationId,
  texts,
  onUploaded,
}: {
  recordId: string;
  kind: AshDocumentKind;
  destinationId?: string | null;
  texts: { label: string; submit: string; submitting: string; done: string };
  onUploaded?: (document: AshDocumentData) => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async () => {
    if (!file) {
      setError(ashTexts.upload.fileRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const document = await uploadAshDocument(recordId, file, kind, destinationId);
      setDone(true);
      onUploaded?.(document);
      await refreshAsh(queryClient);
    } catch (failure) {
      setError(uploadErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <FileField
        label={texts.label}
        description={ashTexts.upload.fileHint}
        error={error}
        disabled={busy}
        onFile={(next) => {
          setFile(next);
          setDone(false);
          setError(null);
        }}
      />
      <Button variant="secondary" onClick={() => void upload()} busy={busy} busyLabel={texts.submitting}>
        {texts.submit}
      </Button>
      <div aria-live="polite">{done && <Alert tone="success">{texts.done}</Alert>}</div>
    </div>
  );
}
