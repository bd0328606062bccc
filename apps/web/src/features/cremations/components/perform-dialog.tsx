import { messages, type CremationData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TimeField } from '../../../components/ui/time-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { performCremation } from '../api/cremations-api.ts';
import { cremationKeys } from '../api/query-keys.ts';
import { useOvens } from '../api/use-cremation.ts';
import { currentRecordOf } from '../lib/approval.ts';
import { ovenOptions } from '../lib/ovens.ts';
import {
  checkPerform,
  PERFORM_FORM_FIELDS,
  performDefaults,
  performFieldOf,
  type PerformFormValues,
} from '../lib/perform-form.ts';

const texts = nlPages.cremations.perform;
const labels = messages.cremations.fields;

export interface PerformDialogProps {
  open: boolean;
  /** The approved record. */
  record: CremationData;
  onClose(): void;
  /** After the record is performed (the ash record exists then); the dialog closes itself through `onClose`. */
  onPerformed?(record: CremationData): void;
  /** For tests: the moment the defaults start from. */
  now?: () => Date;
}

/**
 * The "Crematie vastleggen" dialog: the date and start time (Amsterdam wall-clock, sent as an instant), an
 * optional end time, the oven and the registration number on the asbus (required). The server's field messages
 * (a moment in the future, before the approval) land on the fields. Mounted while open only.
 */
export function PerformDialog(props: PerformDialogProps) {
  if (!props.open) return null;
  return <PerformForm {...props} />;
}

function PerformForm({ record, onClose, onPerformed, now = () => new Date() }: PerformDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const ovens = useOvens();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PerformFormValues>({ defaultValues: performDefaults(record, now()) });

  const fail = (failure: unknown) => {
    const current = currentRecordOf(failure);
    if (current) queryClient.setQueryData(cremationKeys.detail(current.id), current);
    if (isApiError(failure) && Object.keys(failure.errors).length > 0) {
      const unmatched: string[] = [];
      let first = true;
      for (const [key, list] of Object.entries(failure.errors)) {
        const field = performFieldOf(toFieldName(key));
        const message = list[0] ?? failure.message;
        if (field) {
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        } else unmatched.push(...list);
      }
      setFormError(unmatched.length > 0 ? [failure.message, ...unmatched].join(' ') : null);
      return;
    }
    setFormError(current ? messages.cremations.errors.conflict : errorText(failure));
  };

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setFormError(null);
    const checked = checkPerform(values);
    const invalid = PERFORM_FORM_FIELDS.filter((field) => checked.errors[field]);
    if (invalid.length > 0 || !checked.input) {
      invalid.forEach((field, index) =>
        setError(field, { type: 'client', message: checked.errors[field] }, { shouldFocus: index === 0 }),
      );
      return;
    }
    setBusy(true);
    try {
      const saved = await performCremation(record.id, { version: record.version, ...checked.input });
      queryClient.setQueryData(cremationKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: cremationKeys.lists });
      onPerformed?.(saved);
      onClose();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: nlPages.cremations.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="grid gap-5 sm:grid-cols-3">
          <DateField label={texts.date} required error={errors.date?.message} {...register('date')} />
          <TimeField
            label={texts.startTime}
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TimeField
            label={`${texts.endTime} ${nlPages.cremations.common.optional}`}
            description={texts.endHint}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
          <SelectField
            label={labels.oven}
            className="sm:col-span-3"
            placeholder={nlPages.cremations.form.ovenNone}
            options={ovenOptions(ovens.data ?? [], record.oven)}
            description={ovens.isError ? nlPages.cremations.form.ovensFailed : undefined}
            error={errors.ovenPlaceId?.message}
            {...register('ovenPlaceId')}
          />
          <TextField
            label={labels.ashRegistrationNumber}
            className="sm:col-span-3"
            required
            maxLength={50}
            autoComplete="off"
            error={errors.ashRegistrationNumber?.message}
            {...register('ashRegistrationNumber')}
          />
        </div>
      </form>
    </FormDialog>
  );
}
