import { interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { useDossierReadOnly } from '../../tasks/index.ts';
import { listNotes, noteKeys } from '../api/notes-api.ts';
import { AddNote } from '../components/add-note.tsx';
import { NoteItem } from '../components/note-item.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';

/** `/dossiers/{id}/notes`: the dossier's notes as a timeline (newest first) with a form to add one. */
export function DossierNotesTab() {
  const { id = '' } = useParams();
  const headingId = useId();
  const readOnly = useDossierReadOnly();
  const [notice, setNotice] = useState<Notice>(null);
  const key = noteKeys.list(id);
  const {
    data: notes,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ queryKey: key, queryFn: () => listNotes(id) });

  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {work.notes.heading}
      </h2>
      <p className="mt-1 text-stone-700">{work.notes.intro}</p>

      {!readOnly && (
        <IfCan permission="notes.create">
          <AddNote dossierId={id} onAdded={() => setNotice({ tone: 'success', text: work.notes.added })} />
        </IfCan>
      )}

      <NoticeRegion notice={notice} className="mt-4" />

      {isPending && <p className="mt-4 text-stone-700">{work.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-4">
          {work.notes.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {work.common.retry}
          </button>
        </Alert>
      )}
      {notes && notes.length === 0 && <p className="mt-4 text-stone-700">{work.notes.none}</p>}
      {notes && notes.length > 0 && (
        <>
          <p className="mt-4 text-sm text-stone-700">
            {notes.length === 1
              ? work.notes.countOne
              : interpolate(work.notes.count, { count: notes.length })}
          </p>
          <ol aria-label={work.notes.timeline} className="mt-2 space-y-3 border-l-2 border-stone-200 pl-4">
            {notes.map((note) => (
              <NoteItem key={note.id} dossierId={id} note={note} readOnly={readOnly} onNotice={setNotice} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
