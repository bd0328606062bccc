import { formatDateTime, formatTime, interpolate, messages, type CremationData } from '@afscheid/shared';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RequestSnapshotView } from '../../../components/request-snapshot-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { useCremation } from '../api/use-cremation.ts';
import { ApprovalChecklist } from '../components/approval-checklist.tsx';
import { ApproveDialog } from '../components/approve-dialog.tsx';
import { CremationRecordForm } from '../components/cremation-record-form.tsx';
import { CremationStatusBadge } from '../components/cremation-status-badge.tsx';
import { PerformDialog } from '../components/perform-dialog.tsx';
import { allHold, approvedText } from '../lib/approval.ts';
import { plannedText } from '../lib/display.ts';

const texts = nlPages.cremations.detail;

/** `/cremations/{id}`: one cremation record of the crematorium; another organisation's is a 404. */
export function CremationPage() {
  const { id = '' } = useParams();
  const { data: record, isPending, isError, error } = useCremation(id);
  if (isPending) return <p className="text-stone-700">{nlPages.cremations.common.loading}</p>;
  if (isError || !record) {
    return (
      <PageProblem title={nl.titles.cremation} back={{ to: '/cremations', label: texts.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${texts.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  return <CremationDetails key={record.id} record={record} />;
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-stone-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** "Uitgevoerd op …" with the end, the number on the asbus and the ash record (null before). */
function performedLines(record: CremationData): string[] {
  if (!record.performedAt) return [];
  const when = formatDateTime(record.performedAt);
  const lines = [
    record.endedAt
      ? interpolate(texts.performedEnd, { when, end: formatTime(record.endedAt) })
      : interpolate(texts.performed, { when }),
  ];
  if (record.ashRegistrationNumber)
    lines.push(interpolate(texts.ashNumber, { number: record.ashRegistrationNumber }));
  if (record.ashRecordId) lines.push(texts.ashRecord);
  return lines;
}

function CremationDetails({ record }: { record: CremationData }) {
  const gate = useGate();
  const canUpdate = gate.can('cremation_approvals.update');
  const canApprove = gate.can('cremation_approvals.approve');
  const [notice, setNotice] = useState<Notice>(null);
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<'approve' | 'perform' | null>(null);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const missing = record.checklist.filter((condition) => !condition.ok).length;
  const approved = approvedText(record);
  const performed = performedLines(record);

  return (
    <div className="max-w-5xl">
      <p>
        <Link to="/cremations">{texts.backToList}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageTitle className="break-words">{record.deceasedName}</PageTitle>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
            <span>
              {messages.cremations.fields.number} <span className="tabular-nums">{record.number}</span>
            </span>
            <CremationStatusBadge status={record.status} />
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="text-stone-700">{texts.plannedAt}</dt>
            <dd className="tabular-nums">
              {record.plannedAt ? plannedText(record.plannedAt) : texts.notPlanned}
            </dd>
            <dt className="text-stone-700">{texts.funeralCompany}</dt>
            <dd className="break-words">{record.funeralCompanyName}</dd>
          </dl>
          {record.requestId && (
            <p className="mt-2">
              <Link to={`/crematorium-requests/${record.requestId}`}>{texts.viewRequest}</Link>
            </p>
          )}
        </div>
        {canApprove && (record.status === 'planned' || record.status === 'approved') && (
          <div className="flex flex-wrap gap-2">
            {record.status === 'planned' && (
              <Button onClick={() => setDialog('approve')}>{texts.approve}</Button>
            )}
            {record.status === 'approved' && (
              <Button onClick={() => setDialog('perform')}>{texts.perform}</Button>
            )}
          </div>
        )}
      </header>

      <NoticeRegion notice={notice} className="mt-4" />
      {(approved || performed.length > 0) && (
        <div
          className="mt-4 rounded-md border-l-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-950"
          data-testid="cremation-outcome"
        >
          {approved && <p>{approved}</p>}
          {performed.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}

      <div className="mt-6 space-y-6">
        <Section title={texts.checklistTitle} intro={texts.checklistIntro}>
          <p className="mb-3 font-medium text-stone-900">
            {allHold(record.checklist)
              ? texts.checklistReady
              : missing === 1
                ? texts.checklistMissingOne
                : interpolate(texts.checklistMissingMany, { count: missing })}
          </p>
          <ApprovalChecklist conditions={record.checklist} label={texts.checklistTitle} />
        </Section>

        <CremationRecordForm
          key={`${record.id}-${record.status}`}
          record={record}
          canUpdate={canUpdate}
          onDirtyChange={onDirtyChange}
          onSaved={(_saved, text) => setNotice({ tone: 'success', text })}
        />

        <Section title={texts.snapshotTitle} intro={texts.snapshotIntro}>
          <RequestSnapshotView snapshot={record.snapshot} />
        </Section>
      </div>

      <ApproveDialog
        open={dialog === 'approve'}
        record={record}
        unsaved={dirty}
        onClose={() => setDialog(null)}
        onApproved={() => setNotice({ tone: 'success', text: messages.cremations.done.approved })}
      />
      <PerformDialog
        open={dialog === 'perform'}
        record={record}
        onClose={() => setDialog(null)}
        onPerformed={() => setNotice({ tone: 'success', text: messages.cremations.done.performed })}
      />
    </div>
  );
}
