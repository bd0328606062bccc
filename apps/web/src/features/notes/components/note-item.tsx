import { formatDateTime, interpolate } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { deleteNote, noteKeys, type Note } from '../api/notes-api.ts';
import { wasEdited } from '../lib/notes.ts';
import { NoteEdit } from './note-edit.tsx';
import { errorText } from '../../../lib/api/error-text.ts';

/** One note of the timeline: author, time and text; its author may edit (a versioned form) and delete it. */
export function NoteItem({
  dossierId,
  note,
  readOnly = false,
  onNotice,
}: {
  dossierId: string;
  note: Note;
  /** The dossier is archived or cancelled: no editing or deleting. */
  readOnly?: boolean;
  onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const gate = useGate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const key = noteKeys.list(dossierId);
  const written = formatDateTime(note.createdAt);
  const mayEdit = !readOnly && note.canEdit && gate.can('notes.update');
  const mayDelete = !readOnly && note.canEdit && gate.can('notes.delete');

  const startEditing = () => setEditing(true);

  const stopEditing = () => {
    setEditing(false);
    // Back to the button that opened the editor (it is rendered again after this update).
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const remove = useMutation({
    mutationFn: () => deleteNote(dossierId, note.id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData<Note[]>(key, (list) => list?.filter((item) => item.id !== note.id));
      void queryClient.invalidateQueries({ queryKey: key });
      onNotice({ tone: 'success', text: work.notes.removed });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {note.author?.name ?? work.common.unknownUser}
          </h3>
          <p className="text-sm text-stone-700">
            <time dateTime={note.createdAt}>{written}</time>
            {wasEdited(note) && (
              <span>
                {' · '}
                {interpolate(work.notes.editedAt, { date: formatDateTime(note.updatedAt) })}
              </span>
            )}
          </p>
        </header>
        {editing ? (
          <NoteEdit
            dossierId={dossierId}
            note={note}
            onCancel={stopEditing}
            onSaved={() => {
              onNotice({ tone: 'success', text: work.notes.saved });
              stopEditing();
            }}
          />
        ) : (
          <>
            <p className="mt-2 whitespace-pre-wrap break-words text-stone-900">{note.body}</p>
            {(mayEdit || mayDelete) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {mayEdit && (
                  <Button
                    ref={editButton}
                    variant="secondary"
                    aria-label={interpolate(work.notes.editLabel, { date: written })}
                    onClick={startEditing}
                  >
                    {work.notes.edit}
                  </Button>
                )}
                {mayDelete && (
                  <Button
                    variant="ghost"
                    aria-label={interpolate(work.notes.removeLabel, { date: written })}
                    onClick={() => {
                      setRemoveError(null);
                      setConfirming(true);
                    }}
                  >
                    {work.notes.remove}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </article>
      <ConfirmDialog
        open={confirming}
        title={work.notes.removeTitle}
        confirmLabel={work.notes.remove}
        busyLabel={work.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{work.notes.removeBody}</p>
      </ConfirmDialog>
    </li>
  );
}
