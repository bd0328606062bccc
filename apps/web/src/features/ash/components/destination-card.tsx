import {
  formatDate,
  interpolate,
  messages,
  type AshDestinationData,
  type AshRecordData,
} from '@afscheid/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { byWhen, handedToOrPlaced, kindLabel, outcomeLabel, yesNo } from '../lib/display.ts';
import { asksConsent, asksRelatives } from '../lib/forms.ts';
import { ashTexts } from '../lib/texts.ts';
import { AshDestinationStatusBadge } from './ash-status-badge.tsx';

const texts = ashTexts.destination;

export type DestinationAction = 'edit' | 'withdraw' | 'approve' | 'execute' | 'close' | 'correct';

/** What the user may do with a destination, by its state and the user's permissions. */
export function destinationActions(
  destination: AshDestinationData,
  can: (permission: string) => boolean,
): DestinationAction[] {
  const actions: DestinationAction[] = [];
  const { status } = destination;
  if (status === 'requested' && can('ash.approve')) actions.push('approve');
  if (status === 'approved' && can('ash.update')) actions.push('execute');
  if (status === 'executed' && can('ash.close')) actions.push('close');
  if (status === 'closed' && !destination.correctedById && can('ash.close')) actions.push('correct');
  if ((status === 'requested' || status === 'approved') && can('ash.update'))
    actions.push('edit', 'withdraw');
  return actions;
}

const ACTION_LABELS: Record<DestinationAction, string> = {
  approve: texts.approve,
  execute: texts.execute,
  close: texts.close,
  correct: texts.correct,
  edit: texts.edit,
  withdraw: texts.withdraw,
};

/** The id of a destination's card (the correction links jump there). */
export const destinationAnchor = (id: string) => `ash-destination-${id}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-700">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/**
 * One destination as a card: kind and outcome (art. 59), urns, who decided and where from, place, planned day,
 * state, approval, execution, closing and correction links; the actions its state and the user's permissions
 * allow.
 */
export function DestinationCard({
  record,
  destination,
  can,
  onAction,
}: {
  record: AshRecordData;
  destination: AshDestinationData;
  can: (permission: string) => boolean;
  onAction: (action: DestinationAction, destination: AshDestinationData) => void;
}) {
  const headingId = `${destinationAnchor(destination.id)}-heading`;
  const corrects = destination.correctsId
    ? record.destinations.find((candidate) => candidate.id === destination.correctsId)
    : undefined;
  const correctedBy = destination.correctedById
    ? record.destinations.find((candidate) => candidate.id === destination.correctedById)
    : undefined;
  const approved = byWhen(destination.approvedBy, destination.approvedAt);
  const closed = byWhen(destination.closedBy, destination.closedAt);
  const executedTo = handedToOrPlaced({ ...destination, destinationPlace: null });
  const actions = destinationActions(destination, can);
  const history = destination.status === 'withdrawn' || Boolean(destination.correctedById);

  return (
    <article
      id={destinationAnchor(destination.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cx(
        'rounded-lg border p-4 shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-brand-600',
        history ? 'border-stone-200 bg-stone-50' : 'border-stone-200 bg-white',
      )}
      data-testid="ash-destination"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-stone-900">
            {kindLabel(destination.kind)}
          </h3>
          <p className="text-sm text-stone-700">
            {interpolate(texts.outcome, { outcome: outcomeLabel(destination.kind) })}
          </p>
        </div>
        <AshDestinationStatusBadge status={destination.status} />
      </div>

      {(destination.correctsId || destination.correctedById) && (
        <div className="mt-3 space-y-1 rounded-md border-l-4 border-sky-700 bg-sky-50 px-3 py-2 text-sky-950">
          {destination.correctsId && (
            <p>
              <a href={`#${destinationAnchor(destination.correctsId)}`}>
                {corrects?.closedAt
                  ? interpolate(texts.correctionOf, { date: formatDate(corrects.closedAt) })
                  : texts.correctionOfUnknown}
              </a>
              {destination.correctionReason && (
                <span className="block text-sm">
                  {interpolate(texts.correctionReason, { reason: destination.correctionReason })}
                </span>
              )}
            </p>
          )}
          {destination.correctedById && (
            <p>
              <a href={`#${destinationAnchor(destination.correctedById)}`}>
                {correctedBy?.closedAt
                  ? interpolate(texts.correctedBy, { date: formatDate(correctedBy.closedAt) })
                  : texts.correctedByUnknown}
              </a>
            </p>
          )}
        </div>
      )}

      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        <Row label={texts.urns}>
          <span className="tabular-nums">{destination.urns}</span>
        </Row>
        <Row label={texts.decidedBy}>
          {destination.decidedByName}
          {destination.decidedByAddress && (
            <span className="block text-stone-700">{destination.decidedByAddress}</span>
          )}
        </Row>
        <Row label={texts.source}>{messages.ash.destinationSources[destination.source]}</Row>
        {destination.destinationPlace && <Row label={texts.place}>{destination.destinationPlace}</Row>}
        {destination.ashPlace && destination.status !== 'executed' && destination.status !== 'closed' && (
          <Row label={texts.ashPlace}>
            {destination.ashPlace.location
              ? `${destination.ashPlace.code} (${destination.ashPlace.location})`
              : destination.ashPlace.code}
          </Row>
        )}
        {destination.plannedOn && <Row label={texts.plannedOn}>{formatDate(destination.plannedOn)}</Row>}
        {asksConsent(destination.kind) && <Row label={texts.consent}>{yesNo(destination.consent)}</Row>}
        {asksRelatives(destination.kind) && (
          <Row label={texts.relativesPresent}>{yesNo(destination.relativesPresent)}</Row>
        )}
        {destination.details && <Row label={texts.details}>{destination.details}</Row>}
        {approved && <Row label={texts.approved}>{approved}</Row>}
        {destination.executedOn && (
          <Row label={texts.executed}>
            {formatDate(destination.executedOn)}
            {destination.executedBy && (
              <span className="text-stone-700"> — {destination.executedBy.name}</span>
            )}
          </Row>
        )}
        {destination.handedToName && <Row label={texts.handedTo}>{destination.handedToName}</Row>}
        {destination.executedOn && destination.identityChecked !== null && (
          <Row label={texts.identity}>
            {destination.identityChecked
              ? destination.identityDocument
                ? interpolate(texts.identityCheckedKind, { kind: destination.identityDocument })
                : texts.identityChecked
              : texts.identityNotChecked}
          </Row>
        )}
        {destination.executedOn && !destination.handedToName && executedTo && (
          <Row label={texts.executedPlace}>{executedTo}</Row>
        )}
        {destination.signed && <Row label={texts.signed}>{texts.signedYes}</Row>}
        {destination.executionNote && <Row label={texts.executionNote}>{destination.executionNote}</Row>}
        {closed && <Row label={texts.closed}>{closed}</Row>}
      </dl>

      {destination.status === 'withdrawn' && destination.withdrawnReason && (
        <p className="mt-3 text-stone-800">
          {interpolate(texts.withdrawn, { reason: destination.withdrawnReason })}
        </p>
      )}
      {destination.status === 'requested' && !destination.fromClient && (
        <p className="mt-3 text-amber-900">{texts.notFromClient}</p>
      )}

      {actions.length > 0 && (
        <div
          role="group"
          aria-label={interpolate(texts.actionsLabel, { kind: kindLabel(destination.kind) })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {actions.map((action, index) => (
            <Button
              key={action}
              variant={index === 0 && !['edit', 'withdraw'].includes(action) ? 'primary' : 'secondary'}
              onClick={() => onAction(action, destination)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
