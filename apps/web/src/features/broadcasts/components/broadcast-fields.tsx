import { BROADCAST_STATUS_LABELS, BROADCAST_STATUSES, messages, parseStreamUrl } from '@afscheid/shared';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DossierPicker, type DossierChoice } from '../../../components/dossier-picker.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TimeField } from '../../../components/ui/time-field.tsx';
import type { BroadcastFormValues } from '../lib/broadcast-form.ts';
import { nlBroadcasts } from '../lib/texts.ts';

const labels = messages.broadcasts.fields;
const texts = nlBroadcasts.form;
const optional = (label: string) => `${label} ${nlBroadcasts.common.optional}`;
const STATUS_OPTIONS = BROADCAST_STATUSES.map((status) => ({
  value: status,
  label: BROADCAST_STATUS_LABELS[status],
}));

function Fieldset({
  legend,
  children,
  description,
}: {
  legend: string;
  children: ReactNode;
  description?: string;
}) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      {description && <p className="text-sm text-stone-700">{description}</p>}
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The immediate check of a stream URL as it is typed: which player it becomes, or that it is not recognised. */
export function streamCheck(url: string): { ok: boolean; text: string } | null {
  if (url.trim() === '') return null;
  const stream = parseStreamUrl(url);
  return stream ? { ok: true, text: texts.streamOk[stream.kind] } : { ok: false, text: texts.streamCheck };
}

/**
 * The fields of a broadcast (create and edit page): title; start and end as Dutch date and 24-hour time fields
 * (Amsterdam); the stream URL with the supported hosts and an immediate check; the dossier (searched) and until
 * when the recording may be watched; the status when editing.
 */
export function BroadcastFields<O>({
  form,
  withStatus = false,
  dossierOf,
  onDossierChosen,
}: {
  form: UseFormReturn<BroadcastFormValues, unknown, O>;
  withStatus?: boolean;
  /** A dossier by id, for the picker (the prefill's or the record's dossier, or one chosen here). */
  dossierOf: (id: string) => DossierChoice | undefined;
  onDossierChosen: (choice: DossierChoice) => void;
}) {
  const {
    register,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const checkId = useId();
  const streamUrl = watch('streamUrl');
  const dossierId = watch('dossierId');
  const check = streamCheck(streamUrl ?? '');
  // A dossier this page has not seen is named by its id.
  const dossier: DossierChoice | null = dossierId
    ? (dossierOf(dossierId) ?? { id: dossierId, number: dossierId, deceasedName: '' })
    : null;

  // The end date follows the start date while it was the same day (or empty): most broadcasts last an hour or two.
  const startDate = register('startDate');
  const onStartDate: typeof startDate.onChange = async (event) => {
    const previous = getValues('startDate');
    const result = await startDate.onChange(event);
    const end = getValues('endDate');
    const next = (event as { target: { value: string } }).target.value;
    if (end === '' || end === previous)
      setValue('endDate', next, { shouldDirty: true, shouldValidate: isSubmitted });
    return result;
  };

  return (
    <div className="space-y-6">
      <Fieldset legend={texts.general}>
        <TextField
          label={labels.title}
          required
          maxLength={150}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.title?.message}
          {...register('title')}
        />
        {withStatus && (
          <SelectField
            label={labels.status}
            required
            options={STATUS_OPTIONS}
            error={errors.status?.message}
            {...register('status')}
          />
        )}
      </Fieldset>
      <Fieldset legend={texts.when} description={texts.timesHint}>
        <DateField
          label={texts.startDate}
          required
          error={errors.startDate?.message}
          {...startDate}
          onChange={onStartDate}
        />
        <TimeField
          label={texts.startTime}
          required
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <DateField label={texts.endDate} required error={errors.endDate?.message} {...register('endDate')} />
        <TimeField label={texts.endTime} required error={errors.endTime?.message} {...register('endTime')} />
      </Fieldset>
      <Fieldset legend={texts.stream}>
        <div className="sm:col-span-2">
          <TextField
            label={labels.streamUrl}
            required
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={1000}
            description={texts.streamHint}
            describedById={checkId}
            error={errors.streamUrl?.message}
            {...register('streamUrl')}
          />
          <p
            id={checkId}
            aria-live="polite"
            className={
              check === null
                ? 'sr-only'
                : check.ok
                  ? 'mt-1 text-sm font-medium text-emerald-800'
                  : 'mt-1 text-sm font-medium text-amber-900'
            }
          >
            {check?.text ?? ''}
          </p>
        </div>
      </Fieldset>
      <Fieldset legend={texts.more}>
        <DossierPicker
          className="sm:col-span-2"
          label={optional(labels.dossier)}
          description={nlBroadcasts.dossier.hint}
          value={dossier}
          error={errors.dossierId?.message}
          onChange={(choice) => {
            if (choice) onDossierChosen(choice);
            setValue('dossierId', choice?.id ?? '', { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />
        <DateField
          label={optional(texts.availableUntilDate)}
          description={texts.availableUntilHint}
          error={errors.availableUntilDate?.message}
          {...register('availableUntilDate')}
        />
        <TimeField
          label={optional(texts.availableUntilTime)}
          error={errors.availableUntilTime?.message}
          {...register('availableUntilTime')}
        />
      </Fieldset>
    </div>
  );
}
