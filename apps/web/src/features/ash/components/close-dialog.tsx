import { formatDate, messages, type AshDestinationData, type AshRecordData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { closeAshDestination } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import { handedToOrPlaced, kindLabel, outcomeLabel } from '../lib/display.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.close;

/** The register line of art. 50 Wlb as it will stand: every column, read from the record and the destination. */
export function RegisterLine({
  record,
  destination,
}: {
  record: AshRecordData;
  destination: AshDestinationData;
}) {
  const rows: [string, string | null][] = [
    [texts.name, record.deceasedName],
    [texts.firstNames, record.deceasedFirstNames],
    [texts.registrationNumber, record.registrationNumber],
    [texts.crematedOn, formatDate(record.crematedOn)],
    [texts.destination, kindLabel(destination.kind)],
    [texts.outcome, outcomeLabel(destination.kind)],
    [texts.decidedBy, destination.decidedByName],
    [texts.decidedByAddress, destination.decidedByAddress],
    [texts.destinationPlace, destination.destinationPlace],
    [texts.handedToOrPlaced, handedToOrPlaced(destination)],
    [texts.executedOn, destination.executedOn ? formatDate(destination.executedOn) : null],
  ];
  return (
    <dl
      aria-label={texts.line}
      className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-md border border-stone-200 bg-stone-50 p-4 sm:grid-cols-[auto_minmax(0,1fr)]"
      data-testid="ash-register-line"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-700">{label}</dt>
          <dd className="break-words">{value || ashTexts.common.none}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CloseDialogProps {
  open: boolean;
  record: AshRecordData;
  destination: AshDestinationData | null;
  onClose(): void;
  onClosed?(text: string): void;
}

/**
 * "Registerregel afsluiten" — the dialog the specification calls "ash destination close approval": the register
 * line as it will be final, the warning that it can never be changed or removed afterwards (only corrected),
 * and the confirmation. A refusal of the server (409) shows here.
 */
export function CloseDialog(props: CloseDialogProps) {
  if (!props.open || !props.destination) return null;
  return <CloseContent {...props} destination={props.destination} />;
}

function CloseContent({
  record,
  destination,
  onClose,
  onClosed,
}: CloseDialogProps & { destination: AshDestinationData }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await closeAshDestination(destination.id, destination.version);
      void refreshAsh(queryClient, answer);
      onClosed?.(messages.ash.success.closed);
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      void refreshAsh(queryClient);
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
            {ashTexts.common.cancel}
          </Button>
          <Button
            onClick={() => void close()}
            busy={busy}
            busyLabel={texts.submitting}
            disabled={destination.status !== 'executed'}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <RegisterLine record={record} destination={destination} />
      <Alert tone="warning" title={texts.warningTitle} className="mt-4">
        {texts.warning}
      </Alert>
    </Dialog>
  );
}
