import { interpolate, type TemplateData } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { describedBy, fieldIds } from '../../../components/ui/field-ids.ts';
import { FieldDescription, FieldError } from '../../../components/ui/field-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { uploadTemplate } from '../api/templates-api.ts';
import { checkTemplateFile, TEMPLATE_ACCEPT, TEMPLATE_MAX_SIZE } from '../lib/file-check.ts';
import { nlTemplates } from '../lib/texts.ts';

const texts = nlTemplates.upload;
const NAME_MAX = 200;

type FieldErrors = { name?: string; file?: string };

/**
 * "Sjabloon toevoegen": a name (optional) and a Word document, checked here by extension and size first; the
 * server's refusal (not a DOCX, too large, an unknown or broken merge code, naming it) shows at the file field.
 */
export function TemplateUploadForm({
  onUploaded,
  className,
}: {
  onUploaded(template: TemplateData): void;
  className?: string;
}) {
  const headingId = useId();
  const fileId = useId();
  const fileIds = fieldIds(fileId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new input after each upload, so the picker is empty again.
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: uploadTemplate,
    onSuccess: (template) => {
      setName('');
      setFile(null);
      setInputKey((value) => value + 1);
      setUploaded(interpolate(texts.uploaded, { name: template.name }));
      onUploaded(template);
    },
    onError: (failure) => {
      if (isApiError(failure)) {
        const next: FieldErrors = {};
        for (const [key, list] of Object.entries(failure.errors)) {
          const message = list[0];
          if (!message) continue;
          if (key === 'name') next.name = message;
          else next.file = message;
        }
        // 413 (too large) has no field errors: it is about the file.
        if (failure.status === 413 && !next.file) next.file = failure.message;
        setErrors(next);
        setFormError(next.file || next.name ? texts.failed : failure.message);
        if (next.file) fileInput.current?.focus();
      } else {
        setErrors({});
        setFormError(errorText(failure));
      }
    },
  });

  const submit = () => {
    setFormError(null);
    setUploaded(null);
    const next: FieldErrors = {};
    if (name.trim().length > NAME_MAX) next.name = texts.nameTooLong;
    const fileProblem = checkTemplateFile(file);
    if (fileProblem) next.file = fileProblem;
    setErrors(next);
    if (next.file) fileInput.current?.focus();
    if (next.name || next.file || !file) return;
    upload.mutate({ name, file });
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.heading}
      </h3>
      <p className="mt-1 text-stone-700">{texts.intro}</p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div aria-live="polite">{uploaded && <Alert tone="success">{uploaded}</Alert>}</div>
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label={`${texts.name} ${nlTemplates.common.optional}`}
          description={texts.nameHint}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <label htmlFor={fileId} className="block text-base font-medium text-stone-900">
            {texts.file}
          </label>
          <input
            key={inputKey}
            ref={fileInput}
            id={fileId}
            type="file"
            accept={TEMPLATE_ACCEPT}
            required
            aria-required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy(errors.file ? fileIds.error : null, fileIds.description)}
            className={cx(
              'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900',
              'file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1.5 file:font-medium',
              errors.file ? 'border-red-700' : 'border-stone-400',
            )}
            data-testid="template-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFormError(null);
              setUploaded(null);
              // Say at once when the chosen file will not do.
              setErrors((current) => ({
                ...current,
                file: chosen ? (checkTemplateFile(chosen) ?? undefined) : undefined,
              }));
            }}
          />
          <FieldDescription id={fileIds.description}>
            {interpolate(texts.fileHint, { size: TEMPLATE_MAX_SIZE })}
          </FieldDescription>
          <FieldError id={fileIds.error}>{errors.file}</FieldError>
        </div>
        <div>
          <Button type="submit" busy={upload.isPending} busyLabel={texts.submitting}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
