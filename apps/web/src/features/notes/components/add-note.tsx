import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { createNote, noteKeys, type Note } from '../api/notes-api.ts';
import { noteResolver, noteSchemas, type NoteValues } from '../lib/note-resolver.ts';
import { NoteEditor } from './note-editor.tsx';

/** The form above the timeline: a new note goes on top; the field empties itself once it is saved. */
export function AddNote({ dossierId, onAdded }: { dossierId: string; onAdded: () => void }) {
  const queryClient = useQueryClient();
  const key = noteKeys.list(dossierId);
  const [error, setError] = useState<string | null>(null);
  usePreloadSchemas(noteSchemas);
  const form = useForm<NoteValues, unknown, NoteValues>({ resolver: noteResolver, defaultValues: { body: '' } });
  const add = useMutation({
    mutationFn: (body: string) => createNote(dossierId, { body }),
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(key, (list) => [note, ...(list ?? []).filter((item) => item.id !== note.id)]);
      void queryClient.invalidateQueries({ queryKey: key });
      form.reset({ body: '' });
      onAdded();
    },
    // The text stays in the field.
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, ['body'])),
  });

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    add.mutate(values.body);
  });

  return (
    <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
      {error && (
        <Alert tone="error" className="mb-3">
          {error}
        </Alert>
      )}
      <NoteEditor
        label={work.notes.add}
        form={form}
        onSubmit={(event) => void onSubmit(event)}
        busy={add.isPending}
        submitLabel={work.notes.addSubmit}
        busyLabel={work.notes.adding}
      />
    </div>
  );
}
