import {
  amsterdamDateOf,
  CREMATION_STATUS_LABELS,
  DOSSIER_DOCUMENT_TYPE_LABELS,
  formatDate,
  formatDateTime,
  formatSnapshotValue,
  formatTime,
  interpolate,
  PLACE_KIND_LABELS,
  RESERVATION_STATUS_LABELS,
  SNAPSHOT_FIELDS,
  type Crematorium,
  type CrematoriumRequestData,
  type RequestReservation,
  type RequestRevision,
} from '@afscheid/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestSnapshotView, SnapshotChangesList } from '../../../components/request-snapshot-view.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { attachmentUrl } from '../api/requests-api.ts';
import { eventLabel, eventNote, fileSizeText, momentText } from '../lib/labels.ts';
import { nlRequests } from '../lib/texts.ts';

const texts = nlRequests.detail;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The moments of the request (wished, alternative, proposed with its note, confirmed) and why it ended. */
export function MomentsSection({ request }: { request: CrematoriumRequestData }) {
  const cancelledBy =
    request.cancelledBy === 'requester'
      ? request.requester.name
      : request.cancelledBy === 'provider'
        ? request.provider.name
        : null;
  return (
    <CardSection title={texts.momentsHeading}>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact label={texts.wishedAt} testId="request-wished-at">
          {momentText(request.wishes.wishedAt)}
        </Fact>
        {request.wishes.alternativeAt && (
          <Fact label={texts.alternativeAt}>{momentText(request.wishes.alternativeAt)}</Fact>
        )}
        {request.proposedAt && (
          <Fact label={texts.proposedAt} testId="request-proposed-at">
            {momentText(request.proposedAt)}
          </Fact>
        )}
        {request.proposedAt && request.proposalNote && (
          <Fact label={texts.proposalNote}>
            <span className="whitespace-pre-line">{request.proposalNote}</span>
          </Fact>
        )}
        {request.confirmedAt && (
          <Fact label={texts.confirmedAt} testId="request-confirmed-at">
            <span className="font-semibold">{momentText(request.confirmedAt)}</span>
          </Fact>
        )}
        {request.submittedAt && <Fact label={texts.submittedAt}>{formatDateTime(request.submittedAt)}</Fact>}
        {request.reason && (request.status === 'rejected' || request.status === 'cancelled') && (
          <Fact label={request.status === 'rejected' ? texts.reasonRejected : texts.reasonCancelled}>
            <span className="whitespace-pre-line">{request.reason}</span>
          </Fact>
        )}
        {request.status === 'cancelled' && cancelledBy && (
          <Fact label={texts.cancelledBy}>{cancelledBy}</Fact>
        )}
      </dl>
    </CardSection>
  );
}

/** The shared fields as last sent, with their version. */
export function SnapshotSection({ request }: { request: CrematoriumRequestData }) {
  if (!request.snapshot) return null;
  return (
    <CardSection title={texts.snapshotHeading}>
      <p className="mt-1 text-sm text-stone-700">
        {interpolate(texts.snapshotVersion, { revision: request.revision })}
      </p>
      <div className="mt-4">
        <RequestSnapshotView snapshot={request.snapshot} />
      </div>
    </CardSection>
  );
}

/**
 * A draft's wishes as the funeral company entered them (the crematorium never sees a draft): read like the
 * snapshot's wishes, the rooms by name when the crematorium is known, the chosen documents by name.
 */
export function DraftWishesSection({
  request,
  crematorium,
  documentNames,
}: {
  request: CrematoriumRequestData;
  crematorium: Crematorium | null;
  /** The file names of the chosen documents, when the dossier's documents could be read. */
  documentNames: string[] | null;
}) {
  const w = request.wishes;
  const placeName = (id: string | null) =>
    id ? (crematorium?.places.find((place) => place.id === id)?.name ?? null) : null;
  const values: Record<string, unknown> = {
    ...w,
    crematoriumName: request.provider.name,
    ceremonyPlace: placeName(w.ceremonyPlaceId),
    coffeePlace: placeName(w.coffeePlaceId),
    documents: documentNames ?? [],
  };
  const empty = (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  const fields = SNAPSHOT_FIELDS.filter(
    (field) => field.group === 'wishes' && field.path !== 'wishes.documents',
  ).filter((field) => !empty(values[field.path.slice('wishes.'.length)]));
  const documents =
    w.documentIds.length === 0
      ? texts.noDocumentsChosen
      : documentNames && documentNames.length > 0
        ? documentNames.join(', ')
        : interpolate(texts.documentsChosenCount, { count: w.documentIds.length });
  return (
    <CardSection title={texts.wishesHeading}>
      <Alert tone="info" className="mt-3">
        {texts.draftNote}
      </Alert>
      <dl className="mt-3 divide-y divide-stone-100">
        {fields.map((field) => (
          <div
            key={field.path}
            className="grid gap-x-4 gap-y-0.5 py-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          >
            <dt className="text-sm font-medium text-stone-700">{field.label}</dt>
            <dd className="break-words text-stone-900">
              {formatSnapshotValue(field.path, values[field.path.slice('wishes.'.length)])}
            </dd>
          </div>
        ))}
        <div className="grid gap-x-4 gap-y-0.5 py-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <dt className="text-sm font-medium text-stone-700">{texts.documentsChosen}</dt>
          <dd className="break-words text-stone-900">{documents}</dd>
        </div>
      </dl>
    </CardSection>
  );
}

/** The attached copies, each to download (the crematorium's copy; the dossier's original stays closed to it). */
export function AttachmentsSection({ request }: { request: CrematoriumRequestData }) {
  if (request.status === 'draft') return null;
  return (
    <CardSection title={texts.attachmentsHeading}>
      <p className="mt-1 text-sm text-stone-700">{texts.attachmentsIntro}</p>
      {request.attachments.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.noAttachments}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {request.attachments.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{attachment.fileName}</p>
                <p className="text-sm text-stone-700">
                  {DOSSIER_DOCUMENT_TYPE_LABELS[
                    attachment.documentType as keyof typeof DOSSIER_DOCUMENT_TYPE_LABELS
                  ] ?? attachment.documentType}{' '}
                  · {fileSizeText(attachment.size)}
                </p>
              </div>
              <a
                href={attachmentUrl(request.id, attachment.id)}
                download={attachment.fileName}
                aria-label={interpolate(texts.downloadLabel, { name: attachment.fileName })}
                className="inline-flex min-h-11 items-center rounded-md px-3 font-medium"
              >
                {texts.download}
              </a>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** `12 maart 2027, 10:00 – 11:30` (the end's date when it is another day). */
function reservationWhen(reservation: RequestReservation): string {
  const sameDay = amsterdamDateOf(reservation.startsAt) === amsterdamDateOf(reservation.endsAt);
  const end = sameDay ? formatTime(reservation.endsAt) : formatDateTime(reservation.endsAt);
  return `${formatDate(reservation.startsAt)}, ${formatTime(reservation.startsAt)} – ${end}`;
}

/** The places the acceptance booked (both sides see them; the funeral company nothing else of the planner). */
export function ReservationsSection({ request }: { request: CrematoriumRequestData }) {
  if (request.status === 'draft') return null;
  return (
    <CardSection title={texts.reservationsHeading}>
      {request.reservations.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.noReservations}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {request.reservations.map((reservation) => (
            <li key={reservation.id} className="py-2">
              <p className="font-medium text-stone-900">
                {reservation.place.name}{' '}
                <span className="font-normal text-stone-700">
                  · {PLACE_KIND_LABELS[reservation.place.kind]}
                </span>
              </p>
              <p className="text-sm text-stone-700">
                {reservationWhen(reservation)} · {RESERVATION_STATUS_LABELS[reservation.status]}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** What the funeral company sees of the crematorium's record; the crematorium opens the record itself. */
export function CremationSection({ request }: { request: CrematoriumRequestData }) {
  const cremation = request.cremation;
  if (!cremation) return null;
  return (
    <CardSection
      title={texts.cremationHeading}
      action={
        request.side === 'provider' ? (
          <Link to={`/cremations/${cremation.id}`}>
            {interpolate(texts.openCremation, { number: cremation.number })}
          </Link>
        ) : undefined
      }
    >
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact label={texts.cremationNumber}>
          <span className="tabular-nums">{cremation.number}</span>
        </Fact>
        <Fact label={texts.cremationStatus}>{CREMATION_STATUS_LABELS[cremation.status]}</Fact>
        {cremation.approvedAt && <Fact label={texts.approvedAt}>{formatDateTime(cremation.approvedAt)}</Fact>}
        {cremation.performedAt && (
          <Fact label={texts.performedAt}>{formatDateTime(cremation.performedAt)}</Fact>
        )}
        {cremation.ashRegistrationNumber && (
          <Fact label={texts.ashRegistrationNumber}>{cremation.ashRegistrationNumber}</Fact>
        )}
      </dl>
    </CardSection>
  );
}

/** Every version of the shared fields, newest first, with what changed; the earlier ones readable in full. */
export function RevisionsSection({
  revisions,
  failed,
}: {
  revisions: RequestRevision[] | undefined;
  failed: boolean;
}) {
  if (!failed && (!revisions || revisions.length === 0)) return null;
  const latest = revisions ? Math.max(...revisions.map((revision) => revision.revision)) : 0;
  return (
    <CardSection title={texts.revisionsHeading}>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {texts.revisionsFailed}
        </Alert>
      ) : (
        <ol className="mt-3 space-y-4">
          {(revisions ?? []).map((revision) => (
            <li key={revision.revision} className="rounded-md border border-stone-200 p-3">
              <h3 className="font-semibold text-stone-900">
                {interpolate(texts.revisionTitle, { revision: revision.revision })}
              </h3>
              <p className="text-sm text-stone-700">
                {revision.createdBy
                  ? interpolate(texts.revisionMeta, {
                      date: formatDateTime(revision.createdAt),
                      name: revision.createdBy.name,
                    })
                  : interpolate(texts.revisionMetaNoUser, { date: formatDateTime(revision.createdAt) })}
              </p>
              {revision.changes.length === 0 && revision.revision === 1 ? (
                <p className="mt-2 text-stone-800">{texts.revisionFirst}</p>
              ) : (
                <SnapshotChangesList changes={revision.changes} className="mt-2" />
              )}
              {revision.revision !== latest && (
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                    {interpolate(texts.revisionShow, { revision: revision.revision })}
                  </summary>
                  <div className="mt-2">
                    <RequestSnapshotView snapshot={revision.snapshot} headingLevel={4} />
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}

/** The timeline both sides read: what happened, by which organisation and person, when, with the reason. */
export function TimelineSection({ request }: { request: CrematoriumRequestData }) {
  if (request.events.length === 0) return null;
  return (
    <CardSection title={texts.timelineHeading}>
      <ol className="mt-3 space-y-3">
        {request.events.map((event) => {
          const note = eventNote(event);
          return (
            <li key={event.id} className="border-l-2 border-stone-300 pl-3">
              <p className="font-medium text-stone-900">{eventLabel(event)}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{' '}
                {event.user
                  ? interpolate(texts.timelineBy, {
                      organization: event.organizationName,
                      name: event.user.name,
                    })
                  : event.organizationName}
              </p>
              {note && <p className="mt-1 whitespace-pre-line text-stone-800">{note}</p>}
            </li>
          );
        })}
      </ol>
    </CardSection>
  );
}
