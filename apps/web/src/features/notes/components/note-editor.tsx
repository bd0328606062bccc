import { interpolate } from '@afscheid/shared';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { noteResolver, preloadNoteResolver, type NoteValues } from '../lib/note-resolver.ts';
import { isApplePlatform, isSubmitShortcut } from '../lib/submit-shortcut.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

export interface NoteEditorProps {
  label: string;
  initialBody?: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved (the editor empties itself when `resetOnSave`); throws to keep the text. */
  onSave: (body: string, setError: UseFormSetError<NoteValues>) => Promise<void>;
  onCancel?: () => void;
  resetOnSave?: boolean;
  /** Focus the text field when the editor appears (editing an existing note). */
  focusOnMount?: boolean;
  hideLabel?: boolean;
  /** Rendered between the field and the buttons (a conflict notice). */
  children?: ReactNode;
}

/** A note's text field with its buttons; ⌘/Ctrl+Enter submits, like a chat box. */
export function NoteEditor({
  label,
  initialBody = '',
  submitLabel,
  busyLabel,
  onSave,
  onCancel,
  resetOnSave = false,
  focusOnMount = false,
  hideLabel = false,
  children,
}: NoteEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues, unknown, NoteValues>({
    resolver: noteResolver,
    defaultValues: { body: initialBody },
  });

  useEffect(() => {
    void preloadNoteResolver();
  }, []);

  useEffect(() => {
    if (focusOnMount) setFocus('body');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values.body, setError);
      if (resetOnSave) reset({ body: '' });
    } catch {
      // The caller has shown the failure; the text stays in the field.
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  };

  const hint = interpolate(work.common.shortcutHint, {
    keys: isApplePlatform() ? work.common.shortcutMac : work.common.shortcutOther,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-3">
      <TextareaField
        label={label}
        hideLabel={hideLabel}
        rows={4}
        maxLength={5000}
        description={hint}
        error={errors.body?.message}
        onKeyDown={onKeyDown}
        {...register('body')}
      />
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {work.notes.cancelEdit}
          </Button>
        )}
      </div>
    </form>
  );
}
