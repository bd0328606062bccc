import { messages, type CremationData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { conflictByVersion, pageLeaveGuard } from '../../../lib/i18n/nl-NL.conflict.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { updateCremation } from '../api/cremations-api.ts';
import { cremationKeys } from '../api/query-keys.ts';
import { useOvens } from '../api/use-cremation.ts';
import {
  CREMATION_FORM_FIELDS,
  cremationChanges,
  cremationConflictFields,
  isCremation,
  savedNotice,
  toCremationValues,
  type CheckedCremation,
  type CremationFormValues,
} from '../lib/cremation-form.ts';
import { cremationSchemas } from '../lib/cremation-resolvers.ts';
import { ovenNames, ovenOptions } from '../lib/ovens.ts';

const texts = nlPages.cremations.form;
const labels = messages.cremations.fields;
const resolver = cremationSchemas.resolver<CremationFormValues, CheckedCremation>('cremation');
const conflictTexts = { title: texts.conflictTitle, intro: texts.conflictIntro, ...conflictByVersion };

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

/**
 * What the crematorium's staff complete on their record (`updateCremationSchema`): oven, coffin registration
 * number, the permit, the request form, the implants, who identified the deceased, a non-natural death with the
 * verklaring van geen bezwaar, an uitstel, notes. A versioned PUT of the changed fields; a 409 opens the conflict
 * dialog with the current values. Read-only once performed or cancelled, or without `cremation_approvals.update`.
 */
export function CremationRecordForm({
  record,
  canUpdate,
  onSaved,
  onDirtyChange,
}: {
  record: CremationData;
  canUpdate: boolean;
  /** After a save, with the message to show (saved, or saved and the approval withdrawn). */
  onSaved?(saved: CremationData, notice: string): void;
  onDirtyChange?(dirty: boolean): void;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const ovens = useOvens();
  const editable = canUpdate && (record.status === 'planned' || record.status === 'approved');
  usePreloadSchemas(cremationSchemas, editable);
  const options = ovenOptions(ovens.data ?? [], record.oven);

  const versioned = useVersionedForm<CremationData, CremationFormValues, CheckedCremation>({
    record,
    toValues: toCremationValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = cremationChanges(base, values);
      if (Object.keys(changes).length === 0) return base;
      return updateCremation(base.id, { version: base.version, ...changes });
    },
    isRecord: isCremation,
    conflictFields: (theirs) => cremationConflictFields(ovenNames(options, record, theirs)),
    conflictTexts,
    leaveTexts: pageLeaveGuard,
    fieldNames: () => CREMATION_FORM_FIELDS,
    invalidMessage: texts.invalid,
    onSaved: (saved, base) => {
      queryClient.setQueryData(cremationKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: cremationKeys.lists });
      onSaved?.(saved, savedNotice(base, saved));
    },
    onTheirs: (theirs) => queryClient.setQueryData(cremationKeys.detail(theirs.id), theirs),
  });
  const { register, control, formState } = versioned.form;
  const errors = formState.errors;
  const unnaturalDeath = useWatch({ control, name: 'unnaturalDeath' });

  const { dirty } = versioned;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.title}
      </h2>
      <p className="mt-1 text-stone-700">{texts.intro}</p>
      {!editable && (
        <Alert tone="info" className="mt-4">
          {canUpdate ? texts.readOnly : texts.noPermission}
        </Alert>
      )}
      {versioned.notice && (
        <Alert tone="info" className="mt-4">
          {versioned.notice}
        </Alert>
      )}
      {versioned.error && (
        <Alert tone="error" className="mt-4">
          {versioned.error}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void versioned.submit(event)} className="mt-4">
        <fieldset disabled={!editable} className="space-y-5">
          <Group legend={texts.ovenGroup}>
            <SelectField
              label={labels.oven}
              placeholder={texts.ovenNone}
              options={options}
              description={ovens.isError ? texts.ovensFailed : undefined}
              error={errors.ovenPlaceId?.message}
              {...register('ovenPlaceId')}
            />
            <TextField
              label={labels.coffinRegistrationNumber}
              maxLength={50}
              autoComplete="off"
              error={errors.coffinRegistrationNumber?.message}
              {...register('coffinRegistrationNumber')}
            />
          </Group>
          <Group legend={texts.permitGroup}>
            <CheckboxField label={labels.permitReceived} {...register('permitReceived')} />
            <CheckboxField label={labels.permitCompared} {...register('permitCompared')} />
            <TextField
              label={labels.permitNumber}
              maxLength={50}
              autoComplete="off"
              error={errors.permitNumber?.message}
              {...register('permitNumber')}
            />
            <TextField
              label={labels.permitMunicipality}
              maxLength={100}
              error={errors.permitMunicipality?.message}
              {...register('permitMunicipality')}
            />
          </Group>
          <Group legend={texts.documentsGroup}>
            <CheckboxField
              className="sm:col-span-2"
              label={labels.requestFormReceived}
              {...register('requestFormReceived')}
            />
            <CheckboxField
              className="sm:col-span-2"
              label={labels.implantsRemoved}
              {...register('implantsRemoved')}
            />
            <TextField
              label={labels.identifiedBy}
              className="sm:col-span-2"
              maxLength={200}
              error={errors.identifiedBy?.message}
              {...register('identifiedBy')}
            />
          </Group>
          <Group legend={texts.unnaturalGroup} description={texts.unnaturalHint}>
            <CheckboxField
              className="sm:col-span-2"
              label={labels.unnaturalDeath}
              {...register('unnaturalDeath')}
            />
            {unnaturalDeath && (
              <>
                <CheckboxField
                  className="sm:col-span-2"
                  label={labels.noObjectionReceived}
                  {...register('noObjectionReceived')}
                />
                <TextField
                  label={labels.noObjectionReference}
                  maxLength={100}
                  autoComplete="off"
                  error={errors.noObjectionReference?.message}
                  {...register('noObjectionReference')}
                />
              </>
            )}
          </Group>
          <Group legend={texts.delayGroup} description={texts.delayHint}>
            <TextField
              label={labels.legalDelayReference}
              maxLength={100}
              autoComplete="off"
              error={errors.legalDelayReference?.message}
              {...register('legalDelayReference')}
            />
            <DateField
              label={labels.legalDelayUntil}
              error={errors.legalDelayUntil?.message}
              {...register('legalDelayUntil')}
            />
          </Group>
          <TextareaField
            label={labels.notes}
            maxLength={2000}
            error={errors.notes?.message}
            {...register('notes')}
          />
          {editable && (
            <div>
              <Button type="submit" busy={versioned.saving} busyLabel={texts.saving}>
                {texts.save}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      <VersionedFormDialogs versioned={versioned} />
    </section>
  );
}
