import {
  formatDate,
  interpolate,
  messages,
  type AshDestinationStatus,
  type AshRecordStatus,
  type DossierAshStatus,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { getDossierAshStatus } from '../api/ash-status-api.ts';
import { ashStatusKeys } from '../api/query-keys.ts';
import { nlAshStatus } from '../lib/texts.ts';
import { lazyMountedDialog } from '../../../components/ui/lazy-dialog.tsx';

// Loads when it first shows, not with the dossier's section (issue 17).
const SendDestinationDialog = lazyMountedDialog(
  async () => (await import('./send-destination-dialog.tsx')).SendDestinationDialog,
);

const texts = nlAshStatus.panel;

const RECORD_TONES: Record<AshRecordStatus, BadgeTone> = {
  in_storage: 'neutral',
  destination_requested: 'info',
  approved: 'info',
  executed: 'success',
  closed: 'muted',
};
const DESTINATION_TONES: Record<AshDestinationStatus, BadgeTone> = {
  requested: 'info',
  approved: 'info',
  executed: 'success',
  closed: 'muted',
  withdrawn: 'muted',
};

export interface AshStatusPanelProps {
  dossier: { id: string; type: string };
  /** The dossier's ash-destination section (camelCase), to prefill the destination to send. */
  section: Record<string, unknown> | null;
  /** An archived or cancelled dossier shows the status but sends nothing. */
  readOnly?: boolean;
}

/**
 * "Asbestemming bij het crematorium" in the ash-destination section of a funeral company's cremation dossier:
 * what the crematorium holds (through the dossier's accepted crematorium request): its registration number, the
 * status, the cremation and release dates, a block of the officier van justitie and each destination. While urns
 * have no destination, the client's decision can be passed on ("Asbestemming doorgeven aan het crematorium").
 */
export function AshStatusPanel({ dossier, section, readOnly = false }: AshStatusPanelProps) {
  const headingId = useId();
  const gate = useGate();
  const visible = dossier.type === 'cremation';
  const query = useQuery({
    queryKey: ashStatusKeys.dossier(dossier.id),
    queryFn: () => getDossierAshStatus(dossier.id),
    enabled: visible,
  });
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  if (!visible) return null;

  const status = query.data ?? null;
  const canSend = Boolean(status?.canSend) && !readOnly && gate.can('crematorium_requests.submit');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-4"
      data-testid="ash-status-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {texts.heading}
        </h3>
        {canSend && (
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setSending(true);
            }}
          >
            {texts.send}
          </Button>
        )}
      </div>
      <NoticeRegion notice={notice} />
      {query.isError ? (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed} {errorText(query.error)}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {nlAshStatus.common.retry}
          </button>
        </Alert>
      ) : query.isPending ? (
        <p className="mt-2 text-stone-700">{nlAshStatus.common.loading}</p>
      ) : status === null ? (
        <p className="mt-2 text-stone-700">{texts.noRecord}</p>
      ) : (
        <StatusDetails status={status} />
      )}
      {sending && status && (
        <SendDestinationDialog
          dossierId={dossier.id}
          requestId={status.requestId}
          section={section}
          onClose={() => setSending(false)}
          onSent={() => setNotice({ tone: 'success', text: messages.ash.success.destinationSent })}
        />
      )}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

const urnText = (count: number) => (count === 1 ? texts.urnCountOne : interpolate(texts.urnCount, { count }));

function StatusDetails({ status }: { status: DossierAshStatus }) {
  const destinationsId = useId();
  return (
    <div className="mt-3 space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Item label={texts.crematorium}>{status.crematoriumName}</Item>
        <Item label={texts.registrationNumber}>
          <span className="tabular-nums">{status.registrationNumber}</span>
        </Item>
        <Item label={texts.status}>
          <Badge tone={RECORD_TONES[status.status]}>{messages.ash.statuses[status.status]}</Badge>
        </Item>
        <Item label={texts.crematedOn}>{formatDate(status.crematedOn)}</Item>
        <Item label={texts.release}>
          {interpolate(texts.releaseOn, { date: formatDate(status.releaseOn) })}
        </Item>
        <Item label={texts.urns}>{urnText(status.urnCount)}</Item>
      </dl>
      {status.blocked && (
        <Alert tone="warning" title={texts.blockedTitle}>
          {texts.blocked}
        </Alert>
      )}
      <div>
        <h4 id={destinationsId} className="font-semibold text-stone-900">
          {texts.destinations}
        </h4>
        {status.destinations.length === 0 ? (
          <p className="mt-1 text-stone-700">{texts.noDestinations}</p>
        ) : (
          <ul
            aria-labelledby={destinationsId}
            className="mt-2 space-y-2"
            data-testid="ash-status-destinations"
          >
            {status.destinations.map((destination) => {
              const dates = [
                destination.approvedAt &&
                  interpolate(texts.approvedAt, { date: formatDate(destination.approvedAt) }),
                destination.executedOn &&
                  interpolate(texts.executedOn, { date: formatDate(destination.executedOn) }),
                destination.closedAt &&
                  interpolate(texts.closedAt, { date: formatDate(destination.closedAt) }),
              ].filter((item): item is string => Boolean(item));
              return (
                <li key={destination.id} className="rounded-md border border-stone-200 p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 font-medium break-words text-stone-900">
                      {messages.ash.kinds[destination.kind]}
                    </p>
                    <Badge tone={DESTINATION_TONES[destination.status]}>
                      {messages.ash.destinationStatuses[destination.status]}
                    </Badge>
                  </div>
                  <p className="mt-1 text-sm text-stone-700">
                    {urnText(destination.urns)} ·{' '}
                    {interpolate(texts.decidedBy, { name: destination.decidedByName })}
                  </p>
                  {dates.length > 0 && <p className="mt-1 text-sm text-stone-700">{dates.join(' · ')}</p>}
                </li>
              );
            })}
          </ul>
        )}
        {!status.canSend && status.destinations.length > 0 && (
          <p className="mt-2 text-sm text-stone-700">{texts.allAssigned}</p>
        )}
      </div>
    </div>
  );
}
