import { interpolate } from '@afscheid/shared';
import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import type { NoteValues } from '../lib/note-resolver.ts';
import { isApplePlatform, isSubmitShortcut } from '../lib/submit-shortcut.ts';

export interface NoteEditorProps {
  label: string;
  /** The note form (adding: a plain form; editing: the versioned form's). */
  form: UseFormReturn<NoteValues, unknown, NoteValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  /** Focus the text field when the editor appears (editing an existing note). */
  focusOnMount?: boolean;
  hideLabel?: boolean;
  /** Rendered between the field and the buttons. */
  children?: ReactNode;
}

/** A note's text field with its buttons; ⌘/Ctrl+Enter submits, like a chat box. */
export function NoteEditor({
  label,
  form,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  focusOnMount = false,
  hideLabel = false,
  children,
}: NoteEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (focusOnMount) setFocus('body');
  }, [focusOnMount, setFocus]);

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
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {work.notes.cancelEdit}
          </Button>
        )}
      </div>
    </form>
  );
}
