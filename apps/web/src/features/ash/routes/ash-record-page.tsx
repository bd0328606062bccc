import { formatDate, interpolate, messages, type AshRecordData } from '@afscheid/shared';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { useAshRecord } from '../api/use-ash-record.ts';
import { ApproveDestinationDialog } from '../components/approve-destination-dialog.tsx';
import { AshStatusBadge } from '../components/ash-status-badge.tsx';
import { BlockDialog, LiftBlockDialog } from '../components/block-dialog.tsx';
import { CloseDialog } from '../components/close-dialog.tsx';
import { CorrectionDialog } from '../components/correction-dialog.tsx';
import { DestinationCard, type DestinationAction } from '../components/destination-card.tsx';
import { AddDestinationDialog, EditDestinationDialog } from '../components/destination-form-dialog.tsx';
import { DocumentsList } from '../components/documents-list.tsx';
import { RecordHistoryPanel } from '../components/record-history-panel.tsx';
import { ExecuteDialog } from '../components/execute-dialog.tsx';
import { ExemptionDialog, hasExemptionDocument } from '../components/exemption-dialog.tsx';
import { RecordEditDialog } from '../components/record-edit-dialog.tsx';
import { UploadDocumentDialog } from '../components/upload-document-dialog.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import { releaseText } from '../lib/display.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.detail;
const f = messages.ash.fields;

/** `/ash/{id}`: one ash record of the crematorium; another organisation's is a 404. */
export function AshRecordPage() {
  const { id = '' } = useParams();
  const { data: record, isPending, isError, error } = useAshRecord(id);
  if (isPending) return <p className="text-stone-700">{ashTexts.common.loading}</p>;
  if (isError || !record) {
    return (
      <PageProblem title={nl.titles.ashRecord} back={{ to: '/ash', label: texts.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${texts.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  return <AshRecordDetails key={record.id} record={record} />;
}

type RecordDialog = 'data' | 'exemption' | 'block' | 'lift' | 'upload' | 'add';
type DialogState = { name: RecordDialog } | { name: DestinationAction; id: string } | null;

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-700">{label}</dt>
          <dd className="break-words">
            {value || <span className="text-stone-600">{ashTexts.common.none}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "3 urnen, waarvan 1 nog zonder bestemming" and its variants. */
function urnsText(record: AshRecordData): string {
  if (record.urnCount === 1) return record.unassignedUrns > 0 ? texts.urnsLineOne : texts.urnsLineOneDone;
  if (record.unassignedUrns === 0) return interpolate(texts.urnsLineAllDone, { count: record.urnCount });
  return interpolate(texts.urnsLine, { count: record.urnCount, free: record.unassignedUrns });
}

function ReleaseLines({ record }: { record: AshRecordData }) {
  const release = releaseText(record);
  const exemptionEarlier = record.exemption?.releaseOn && record.releaseOn < record.earliestReleaseOn;
  return (
    <div>
      {release.releasable ? (
        <Badge tone="success">{release.text}</Badge>
      ) : (
        <p className="font-medium">
          {release.text} <span className="font-normal text-stone-700">({release.date})</span>
        </p>
      )}
      <p className="text-sm text-stone-700">
        {interpolate(texts.legalRelease, { date: formatDate(record.earliestReleaseOn) })}
      </p>
      {exemptionEarlier && (
        <p className="text-sm text-stone-700">
          {interpolate(texts.exemptionRelease, { date: formatDate(record.releaseOn) })}
        </p>
      )}
    </div>
  );
}

function AshRecordDetails({ record }: { record: AshRecordData }) {
  const gate = useGate();
  const can = (permission: string) => gate.can(permission);
  const location = useLocation();
  const [notice, setNotice] = useState<Notice>(() => {
    const text = (location.state as { notice?: string } | null)?.notice;
    return text ? { tone: 'success', text } : null;
  });
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);
  const done = (text: string) => setNotice({ tone: 'success', text });
  const open = (name: RecordDialog) => () => {
    setNotice(null);
    setDialog({ name });
  };

  const closed = record.status === 'closed';
  const canUpdate = can('ash.update') && !closed;
  const selected =
    dialog && 'id' in dialog ? (record.destinations.find((d) => d.id === dialog.id) ?? null) : null;
  const isOpen = (name: RecordDialog | DestinationAction) => dialog?.name === name;

  const origin: [string, ReactNode] = record.cremationId
    ? [
        texts.cremation,
        <>
          <Link to={`/cremations/${encodeURIComponent(record.cremationId)}`}>
            {interpolate(texts.cremationLink, {
              number: record.cremationNumber ?? record.registrationNumber,
            })}
          </Link>
          {record.funeralCompanyName && (
            <span className="block text-stone-700">{record.funeralCompanyName}</span>
          )}
        </>,
      ]
    : [
        texts.source,
        <>
          {messages.ash.sources[record.source]}
          {record.receivedFrom && (
            <span className="block text-stone-700">
              {interpolate(texts.receivedFrom, { name: record.receivedFrom })}
            </span>
          )}
        </>,
      ];

  return (
    <div className="max-w-6xl">
      <p>
        <Link to="/ash">{texts.backToList}</Link>
      </p>
      <header className="mt-3">
        <PageTitle className="break-words">{record.deceasedName}</PageTitle>
        {(record.deceasedFirstNames || record.deceasedInitials) && (
          <p className="mt-1 text-stone-700">
            {[record.deceasedFirstNames, record.deceasedInitials && `(${record.deceasedInitials})`]
              .filter(Boolean)
              .join(' ')}
          </p>
        )}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
          <span className="tabular-nums">
            {interpolate(texts.registrationNumber, { number: record.registrationNumber })}
          </span>
          <AshStatusBadge status={record.status} />
        </p>
        <Details
          rows={[
            [texts.crematedOn, <span className="tabular-nums">{formatDate(record.crematedOn)}</span>],
            [texts.release, <ReleaseLines record={record} />],
            origin,
            [texts.urns, urnsText(record)],
            [texts.storage, record.storageLocation ?? texts.noStorage],
          ]}
        />
      </header>

      <NoticeRegion notice={notice} className="mt-4" />
      <div className="mt-2 space-y-3">
        {record.overTerm && (
          <Alert tone="warning" title={texts.overTermTitle}>
            {interpolate(texts.overTerm, { months: record.storageTermMonths })}
          </Alert>
        )}
        {record.blocked && (
          <Alert tone="warning" title={texts.blockedTitle}>
            {texts.blocked}
          </Alert>
        )}
        {closed && <Alert tone="info">{texts.closedNote}</Alert>}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <CardSection
            title={texts.destinationsTitle}
            action={
              can('ash.create') && !closed && record.unassignedUrns > 0 ? (
                <Button onClick={open('add')}>{texts.destinationAdd}</Button>
              ) : undefined
            }
          >
            <p className="mt-1 text-stone-700">{texts.destinationsIntro}</p>
            {can('ash.create') &&
              !closed &&
              record.unassignedUrns === 0 &&
              record.destinations.length > 0 && <p className="mt-2 text-stone-700">{texts.noFreeUrns}</p>}
            {record.destinations.length === 0 ? (
              <p className="mt-4 text-stone-700">{texts.destinationsNone}</p>
            ) : (
              <div className="mt-4 space-y-4">
                {record.destinations.map((destination) => (
                  <DestinationCard
                    key={destination.id}
                    record={record}
                    destination={destination}
                    can={can}
                    onAction={(action, target) => {
                      setNotice(null);
                      setDialog({ name: action, id: target.id });
                    }}
                  />
                ))}
              </div>
            )}
          </CardSection>

          <CardSection
            title={texts.documentsTitle}
            action={
              can('ash.update') ? (
                <Button variant="secondary" onClick={open('upload')}>
                  {texts.documentAdd}
                </Button>
              ) : undefined
            }
          >
            <p className="mt-1 text-stone-700">{texts.documentsIntro}</p>
            <div className="mt-3">
              <DocumentsList record={record} />
            </div>
          </CardSection>

          <RecordHistoryPanel recordId={record.id} />
        </div>

        <div className="min-w-0 space-y-6">
          <CardSection
            title={texts.dataTitle}
            action={
              canUpdate ? (
                <Button variant="secondary" onClick={open('data')}>
                  {texts.edit}
                </Button>
              ) : undefined
            }
          >
            <Details
              rows={[
                [f.deceasedName, record.deceasedName],
                [f.firstNames, record.deceasedFirstNames],
                [f.initials, record.deceasedInitials],
                [f.urns, String(record.urnCount)],
                [f.storageLocation, record.storageLocation],
                [f.notes, record.notes],
              ]}
            />
          </CardSection>

          <CardSection
            title={texts.exemptionTitle}
            action={
              canUpdate ? (
                <Button variant="secondary" onClick={open('exemption')}>
                  {record.exemption ? texts.exemptionEdit : texts.exemptionAdd}
                </Button>
              ) : undefined
            }
          >
            <p className="mt-1 text-stone-700">{texts.exemptionIntro}</p>
            {record.exemption ? (
              <>
                <Details
                  rows={[
                    [f.exemptionReference, record.exemption.reference],
                    [
                      f.exemptionGrantedOn,
                      record.exemption.grantedOn && formatDate(record.exemption.grantedOn),
                    ],
                    [
                      f.exemptionReleaseOn,
                      record.exemption.releaseOn && formatDate(record.exemption.releaseOn),
                    ],
                  ]}
                />
                <p className="mt-2 text-sm text-stone-700">
                  {hasExemptionDocument(record)
                    ? texts.exemptionDocumentPresent
                    : texts.exemptionDocumentMissing}
                </p>
              </>
            ) : (
              <p className="mt-3 text-stone-700">{texts.exemptionNone}</p>
            )}
          </CardSection>

          <CardSection
            title={texts.blockTitle}
            action={
              canUpdate ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={open('block')}>
                    {record.block ? texts.blockEdit : texts.blockAdd}
                  </Button>
                  {record.block && (
                    <Button variant="secondary" onClick={open('lift')}>
                      {texts.blockLift}
                    </Button>
                  )}
                </div>
              ) : undefined
            }
          >
            <p className="mt-1 text-stone-700">{texts.blockIntro}</p>
            {record.block ? (
              <Details
                rows={[
                  [f.blockReference, record.block.reference],
                  [f.blockedOn, record.block.blockedOn && formatDate(record.block.blockedOn)],
                  [f.blockNote, record.block.note],
                ]}
              />
            ) : (
              <p className="mt-3 text-stone-700">{texts.blockNone}</p>
            )}
          </CardSection>
        </div>
      </div>

      <RecordEditDialog open={isOpen('data')} record={record} onClose={close} onSaved={done} />
      <ExemptionDialog open={isOpen('exemption')} record={record} onClose={close} onSaved={done} />
      <BlockDialog open={isOpen('block')} record={record} onClose={close} onSaved={done} />
      <LiftBlockDialog open={isOpen('lift')} record={record} onClose={close} onSaved={done} />
      <UploadDocumentDialog open={isOpen('upload')} record={record} onClose={close} onUploaded={done} />
      <AddDestinationDialog open={isOpen('add')} record={record} onClose={close} onSaved={done} />
      <EditDestinationDialog
        open={isOpen('edit')}
        record={record}
        destination={selected}
        onClose={close}
        onSaved={done}
      />
      <WithdrawDialog open={isOpen('withdraw')} destination={selected} onClose={close} onWithdrawn={done} />
      <ApproveDestinationDialog
        open={isOpen('approve')}
        record={record}
        destination={selected}
        onClose={close}
        onApproved={done}
      />
      <ExecuteDialog
        open={isOpen('execute')}
        record={record}
        destination={selected}
        onClose={close}
        onExecuted={done}
      />
      <CloseDialog
        open={isOpen('close')}
        record={record}
        destination={selected}
        onClose={close}
        onClosed={done}
      />
      <CorrectionDialog
        open={isOpen('correct')}
        record={record}
        destination={selected}
        onClose={close}
        onCorrected={done}
      />
    </div>
  );
}
