import { formatDate, interpolate, type DossierData } from '@afscheid/shared';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { DossierRequestLine } from '../../crematorium-requests/index.ts';
import { lastChangedText } from '../lib/last-changed.ts';
import { formatDeath, formatPlanned, legalWindowView } from '../lib/legal-window.ts';
import { statusLabel, typeLabel } from '../lib/labels.ts';
import { LegalWindowBox } from './legal-window-box.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

// The header's dialogs load on their first opening, not with every dossier page (decision 036).
const PeopleDialog = lazyDialog(() => import('./people-dialog.tsx').then((module) => module.PeopleDialog));
const NotesDialog = lazyDialog(() => import('./notes-dialog.tsx').then((module) => module.NotesDialog));

const texts = nld.dossier;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The dossier header: number, name, type and status; the dates and the legal window; missing legal documents;
 * the responsible person and executor, the general notes and the status changes (each with its dialog).
 * `compact` (on a section or tab) keeps one row of key facts, so the form starts near the top of the screen;
 * a warning about the legal window stays visible there too.
 */
export function DossierHeader({
  dossier,
  readOnly,
  onNotice,
  compact = false,
}: {
  dossier: DossierData;
  readOnly: boolean;
  onNotice: (message: string) => void;
  compact?: boolean;
}) {
  const gate = useGate();
  const [editing, setEditing] = useState<'people' | 'notes' | null>(null);
  const canUpdate = gate.can('dossiers.update') && !readOnly;
  const funeralLabel = dossier.type === 'cremation' ? texts.cremationAt : texts.funeralAt;
  const planned = formatPlanned(dossier) ?? <span className="text-stone-600">{texts.notPlanned}</span>;

  if (compact) {
    const window = legalWindowView(dossier);
    return (
      <header className="rounded-lg border border-stone-200 bg-white px-5 py-3 shadow-sm">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <PageTitle>{dossier.deceasedName}</PageTitle>
          <span className="font-mono text-stone-700 tabular-nums" data-testid="dossier-number">
            {dossier.number}
          </span>
          <span className="text-stone-700">{typeLabel(dossier.type)}</span>
          <StatusBadge status={dossier.status} />
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={texts.diedAt}>{formatDeath(dossier)}</Fact>
          <Fact label={funeralLabel}>{planned}</Fact>
          <Fact label={texts.latestByLaw}>{window.latest}</Fact>
          <Fact label={texts.responsible}>
            {dossier.responsible?.name ?? <span className="text-stone-600">{texts.nobody}</span>}
          </Fact>
        </dl>
        <div className="mt-2 empty:hidden">
          <DossierRequestLine dossier={dossier} />
        </div>
        {readOnly && (
          <Alert tone="info" className="mt-2">
            {interpolate(texts.readOnly, { status: statusLabel(dossier.status).toLowerCase() })}
          </Alert>
        )}
        {window.decreeNote && <p className="mt-2 text-sm text-stone-700">{window.decreeNote}</p>}
        {window.warning && (
          <Alert tone={window.warning.tone} className="mt-2">
            {window.warning.message}
          </Alert>
        )}
      </header>
    );
  }

  return (
    <header className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
        <span className="font-mono tabular-nums" data-testid="dossier-number">
          {dossier.number}
        </span>
        <span aria-hidden="true">·</span>
        <span>{typeLabel(dossier.type)}</span>
        <StatusBadge status={dossier.status} />
      </div>
      <PageTitle className="mt-1">{dossier.deceasedName}</PageTitle>
      {readOnly && (
        <Alert tone="info" className="mt-3">
          {interpolate(texts.readOnly, { status: statusLabel(dossier.status).toLowerCase() })}
        </Alert>
      )}

      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {dossier.deceasedBirthDate && (
          <Fact label={texts.birthDate}>{formatDate(dossier.deceasedBirthDate)}</Fact>
        )}
        <Fact label={texts.diedAt} testId="dossier-died-at">
          {formatDeath(dossier)}
        </Fact>
        <Fact label={funeralLabel} testId="dossier-funeral-at">
          {planned}
        </Fact>
        <Fact label={texts.responsible}>
          {dossier.responsible?.name ?? <span className="text-stone-600">{texts.nobody}</span>}
        </Fact>
        <Fact label={texts.executor}>
          {dossier.executor?.name ?? <span className="text-stone-600">{texts.nobody}</span>}
        </Fact>
      </dl>
      <div className="mt-3 empty:hidden">
        <DossierRequestLine dossier={dossier} />
      </div>
      {canUpdate && (
        <p className="mt-2">
          <Button
            variant="secondary"
            aria-label={texts.changePeopleLabel}
            onClick={() => setEditing('people')}
          >
            {texts.changePeople}
          </Button>
        </p>
      )}

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <LegalWindowBox dossier={dossier} />
        <div data-testid="missing-documents">
          <p className="font-medium text-stone-900">{texts.missingDocuments}</p>
          {dossier.missingDocuments.length === 0 ? (
            <p className="text-stone-800">{texts.allDocuments}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-amber-900">
              {dossier.missingDocuments.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="mt-5">
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-stone-900">{texts.generalNotes}</p>
          {canUpdate && (
            <Button
              variant="ghost"
              className="min-h-9 py-1"
              aria-label={texts.changeNotesLabel}
              onClick={() => setEditing('notes')}
            >
              {texts.changeNotes}
            </Button>
          )}
        </div>
        {dossier.generalNotes ? (
          <p className="mt-1 whitespace-pre-line text-stone-800" data-testid="general-notes">
            {dossier.generalNotes}
          </p>
        ) : (
          <p className="mt-1 text-stone-600">{texts.noNotes}</p>
        )}
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-700">{lastChangedText(dossier.updatedBy, dossier.updatedAt)}</p>
        {!readOnly && <StatusActions dossier={dossier} onChanged={onNotice} />}
      </div>

      <PeopleDialog dossier={dossier} open={editing === 'people'} onClose={() => setEditing(null)} />
      <NotesDialog dossier={dossier} open={editing === 'notes'} onClose={() => setEditing(null)} />
    </header>
  );
}
