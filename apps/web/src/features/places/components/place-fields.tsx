import { messages, type CreatePlaceData } from '@afscheid/shared';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PLACE_KIND_OPTIONS } from '../lib/labels.ts';
import type { PlaceFormValues } from '../lib/place-form.ts';
import { nlPlaces } from '../lib/texts.ts';
import { ColorField } from './color-field.tsx';

const { fields } = messages;
const labels = messages.places.fields;
const texts = nlPlaces.form;
const optional = (label: string) => `${label} ${nlPlaces.common.optional}`;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 pl-8 text-sm text-stone-600">
      {children}
    </p>
  );
}

/**
 * The fields of a place, shared by the create and the edit page: name, kind and capacity; location and address;
 * preparation and clean-up time, broadcasting and active; the colour in the planner.
 */
export function PlaceFields({ form }: { form: UseFormReturn<PlaceFormValues, unknown, CreatePlaceData> }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const color = watch('color');
  const hintId = useId();
  return (
    <div className="space-y-6">
      <Fieldset legend={texts.general}>
        <TextField
          label={labels.name}
          required
          maxLength={100}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label={labels.kind}
          required
          placeholder={texts.chooseKind}
          options={PLACE_KIND_OPTIONS}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <TextField
          label={optional(labels.capacity)}
          inputMode="numeric"
          autoComplete="off"
          description={texts.capacityHint}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </Fieldset>
      <Fieldset legend={texts.location}>
        <TextField
          label={optional(labels.locationName)}
          maxLength={100}
          autoComplete="off"
          className="sm:col-span-2"
          description={texts.locationHint}
          error={errors.locationName?.message}
          {...register('locationName')}
        />
        <TextField
          label={optional(fields.street)}
          maxLength={150}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label={optional(fields.houseNumber)}
          maxLength={10}
          autoComplete="off"
          error={errors.houseNumber?.message}
          {...register('houseNumber')}
        />
        <TextField
          label={optional(fields.houseNumberAddition)}
          maxLength={10}
          autoComplete="off"
          error={errors.houseNumberAddition?.message}
          {...register('houseNumberAddition')}
        />
        <TextField
          label={optional(fields.postcode)}
          maxLength={12}
          autoComplete="off"
          description={texts.postcodeHint}
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label={optional(fields.city)}
          maxLength={100}
          autoComplete="off"
          error={errors.city?.message}
          {...register('city')}
        />
      </Fieldset>
      <Fieldset legend={texts.planning}>
        <TextField
          label={labels.preparationMinutes}
          inputMode="numeric"
          autoComplete="off"
          description={texts.minutesHint}
          error={errors.preparationMinutes?.message}
          {...register('preparationMinutes')}
        />
        <TextField
          label={labels.cleanupMinutes}
          inputMode="numeric"
          autoComplete="off"
          description={texts.minutesHint}
          error={errors.cleanupMinutes?.message}
          {...register('cleanupMinutes')}
        />
        <div>
          <CheckboxField
            label={labels.broadcasting}
            aria-describedby={`${hintId}-broadcasting`}
            {...register('broadcasting')}
          />
          <Hint id={`${hintId}-broadcasting`}>{texts.broadcastingHint}</Hint>
        </div>
        <div>
          <CheckboxField
            label={labels.active}
            aria-describedby={`${hintId}-active`}
            {...register('active')}
          />
          <Hint id={`${hintId}-active`}>{texts.activeHint}</Hint>
        </div>
      </Fieldset>
      <Fieldset legend={texts.appearance}>
        <ColorField
          label={labels.color}
          value={color}
          onChoose={(next) => setValue('color', next, { shouldDirty: true, shouldValidate: isSubmitted })}
          registration={register('color')}
          error={errors.color}
        />
      </Fieldset>
    </div>
  );
}
