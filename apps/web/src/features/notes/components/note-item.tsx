import { formatDateTime, interpolate } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { deleteNote, noteKeys, updateNote, type Note } from '../api/notes-api.ts';
import { conflictNote, wasEdited } from '../lib/notes.ts';
import { NoteEditor } from './note-editor.tsx';

const errorText = (error: unknown) => (isApiError(error) ? error.message : nl.errors.serverNoReference);

/** One note of the timeline: author, time and text; its author may edit (409 aware) and delete it. */
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
  /** The version the edit is based on: after a 409 the one the server has now. */
  const [baseVersion, setBaseVersion] = useState(note.version);
  const [conflict, setConflict] = useState<{ message: string; current: Note } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const key = noteKeys.list(dossierId);
  const written = formatDateTime(note.createdAt);
  const mayEdit = !readOnly && note.canEdit && gate.can('notes.update');
  const mayDelete = !readOnly && note.canEdit && gate.can('notes.delete');

  const replace = (next: Note) =>
    queryClient.setQueryData<Note[]>(key, (list) => list?.map((item) => (item.id === next.id ? next : item)));

  const startEditing = () => {
    setBaseVersion(note.version);
    setConflict(null);
    setEditError(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    setConflict(null);
    setEditError(null);
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
          <div className="mt-3">
            {editError && (
              <Alert tone="error" className="mb-3">
                {editError}
              </Alert>
            )}
            <NoteEditor
              label={work.notes.editField}
              initialBody={note.body}
              submitLabel={work.notes.save}
              busyLabel={work.common.saving}
              focusOnMount
              onCancel={stopEditing}
              onSave={async (body, setError) => {
                setEditError(null);
                try {
                  const saved = await updateNote(dossierId, note.id, { body, version: baseVersion });
                  replace(saved);
                  setBaseVersion(saved.version);
                  onNotice({ tone: 'success', text: work.notes.saved });
                  stopEditing();
                } catch (error) {
                  const current = conflictNote(error);
                  if (current) {
                    // Show what is saved now; the next save overwrites that version on purpose.
                    setConflict({ message: errorText(error), current });
                    setBaseVersion(current.version);
                    replace(current);
                  } else {
                    setEditError(submitErrorMessage(error, setError, ['body']));
                  }
                  throw error;
                }
              }}
            >
              {conflict && (
                <Alert tone="warning" title={work.notes.conflictTitle}>
                  <p>{conflict.message}</p>
                  <p className="mt-2 font-medium">{work.notes.currentText}</p>
                  <blockquote
                    data-testid="note-current-text"
                    className="mt-1 border-l-2 border-amber-600 pl-3 whitespace-pre-wrap"
                  >
                    {conflict.current.body}
                  </blockquote>
                  <p className="mt-2">{work.notes.conflictHelp}</p>
                </Alert>
              )}
            </NoteEditor>
          </div>
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
