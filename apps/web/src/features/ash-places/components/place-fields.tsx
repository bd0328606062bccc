import { ASH_PLACE_KINDS, messages } from '@afscheid/shared';
import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { placeKindLabel } from '../lib/display.ts';
import type { PlaceFormValues } from '../lib/place-form.ts';
import { nlAshPlaces } from '../lib/texts.ts';

const labels = messages.ash.fields;
const texts = nlAshPlaces.dialog;
const KIND_OPTIONS = ASH_PLACE_KINDS.map((kind) => ({ value: kind, label: placeKindLabel(kind) }));

function Group({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      className="rounded-md border border-stone-200 p-4"
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="px-1 font-semibold text-stone-900">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm text-stone-700">
          {description}
        </p>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The fields of an ash place: kind, code, location, capacity, term, rights holder, reservation, notes, in use. */
export function PlaceFields({ form }: { form: UseFormReturn<PlaceFormValues, unknown, unknown> }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const reserved = useWatch({ control, name: 'reserved' });
  const termStart = useWatch({ control, name: 'termStart' });
  const termEnd = useWatch({ control, name: 'termEnd' });
  const reservedHintId = useId();
  const activeHintId = useId();
  return (
    <div className="space-y-5">
      <Group legend={texts.general}>
        <SelectField
          label={labels.placeKind}
          placeholder={texts.chooseKind}
          options={KIND_OPTIONS}
          required
          error={errors.kind?.message}
          {...register('kind')}
        />
        <TextField
          label={labels.code}
          required
          maxLength={100}
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label={labels.location}
          maxLength={200}
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          label={labels.capacity}
          inputMode="numeric"
          autoComplete="off"
          description={texts.capacityHint}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </Group>
      <Group legend={texts.term} description={texts.termHint}>
        <DateField
          label={labels.termStart}
          max={termEnd || undefined}
          error={errors.termStart?.message}
          {...register('termStart')}
        />
        <DateField
          label={labels.termEnd}
          min={termStart || undefined}
          error={errors.termEnd?.message}
          {...register('termEnd')}
        />
      </Group>
      <Group legend={texts.rightsHolder}>
        <TextField
          label={labels.rightsHolderName}
          maxLength={200}
          autoComplete="off"
          error={errors.rightsHolderName?.message}
          {...register('rightsHolderName')}
        />
        <TextField
          label={labels.rightsHolderAddress}
          maxLength={300}
          autoComplete="off"
          error={errors.rightsHolderAddress?.message}
          {...register('rightsHolderAddress')}
        />
        <TextField
          label={labels.rightsHolderPhone}
          type="tel"
          maxLength={50}
          autoComplete="off"
          error={errors.rightsHolderPhone?.message}
          {...register('rightsHolderPhone')}
        />
        <TextField
          label={labels.rightsHolderEmail}
          type="email"
          maxLength={255}
          autoComplete="off"
          error={errors.rightsHolderEmail?.message}
          {...register('rightsHolderEmail')}
        />
      </Group>
      <Group legend={texts.reservation}>
        <div className="sm:col-span-2">
          <CheckboxField
            label={labels.reserved}
            aria-describedby={reservedHintId}
            {...register('reserved')}
          />
          <p id={reservedHintId} className="mt-1 text-sm text-stone-600">
            {texts.reservedHint}
          </p>
        </div>
        {reserved && (
          <TextField
            label={labels.reservedFor}
            className="sm:col-span-2"
            maxLength={200}
            autoComplete="off"
            error={errors.reservedFor?.message}
            {...register('reservedFor')}
          />
        )}
        <div className="sm:col-span-2">
          <CheckboxField label={labels.active} aria-describedby={activeHintId} {...register('active')} />
          <p id={activeHintId} className="mt-1 text-sm text-stone-600">
            {texts.activeHint}
          </p>
        </div>
      </Group>
      <TextareaField
        label={labels.notes}
        maxLength={2000}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}
