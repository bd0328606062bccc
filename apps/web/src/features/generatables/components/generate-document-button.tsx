import type { DocumentData } from '@afscheid/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { nlGeneratables } from '../lib/texts.ts';
import { GenerateDocumentDialog } from './generate-document-dialog.tsx';

/** "Document maken" and its dialog; the caller shows only it to someone who may add documents to the dossier. */
export function GenerateDocumentButton({
  dossierId,
  onOpen,
  onGenerated,
}: {
  dossierId: string;
  /** The dialog opens (clear an earlier notice). */
  onOpen?(): void;
  onGenerated(document: DocumentData): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {nlGeneratables.open}
      </Button>
      <GenerateDocumentDialog
        open={open}
        dossierId={dossierId}
        onClose={() => setOpen(false)}
        onGenerated={onGenerated}
      />
    </>
  );
}
