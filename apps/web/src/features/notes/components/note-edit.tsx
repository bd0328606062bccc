import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { noteKeys, updateNote, type Note } from '../api/notes-api.ts';
import { noteResolver, noteSchemas, type NoteValues } from '../lib/note-resolver.ts';
import { isNote, noteConflictFields } from '../lib/notes.ts';
import { NoteEditor } from './note-editor.tsx';

/**
 * Editing one's own note in the timeline, as a versioned form: the save carries the version the editor
 * opened with; a 409 shows both texts in the conflict dialog (save mine on top, or keep the saved text).
 */
export function NoteEdit({
  dossierId,
  note,
  onSaved,
  onCancel,
}: {
  dossierId: string;
  note: Note;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  usePreloadSchemas(noteSchemas);
  const replace = (next: Note) =>
    queryClient.setQueryData<Note[]>(noteKeys.list(dossierId), (list) =>
      list?.map((item) => (item.id === next.id ? next : item)),
    );
  const versioned = useVersionedForm<Note, NoteValues>({
    record: note,
    toValues: (record) => ({ body: record.body }),
    resolver: noteResolver,
    save: (values, base) => updateNote(dossierId, base.id, { body: values.body, version: base.version }),
    isRecord: isNote,
    conflictFields: () => noteConflictFields,
    conflictTexts: work.noteConflict,
    onSaved: (saved) => {
      replace(saved);
      onSaved();
    },
    onTheirs: replace,
  });

  return (
    <div className="mt-3">
      {versioned.notice && (
        <Alert tone="info" className="mb-3">
          {versioned.notice}
        </Alert>
      )}
      {versioned.error && (
        <Alert tone="error" className="mb-3">
          {versioned.error}
        </Alert>
      )}
      <NoteEditor
        label={work.notes.editField}
        form={versioned.form}
        onSubmit={(event) => void versioned.submit(event)}
        busy={versioned.saving}
        submitLabel={work.notes.save}
        busyLabel={work.common.saving}
        focusOnMount
        onCancel={onCancel}
      />
      <VersionedFormDialogs versioned={versioned} />
    </div>
  );
}
