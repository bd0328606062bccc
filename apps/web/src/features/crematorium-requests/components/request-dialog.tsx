import {
  COFFIN_KIND_LABELS,
  COFFIN_KINDS,
  DEFAULT_CEREMONY_MINUTES,
  DEFAULT_COFFEE_MINUTES,
  DOSSIER_DOCUMENT_TYPE_LABELS,
  IMPLANT_KINDS,
  IMPLANT_STATES,
  interpolate,
  messages,
  type Crematorium,
  type CrematoriumRequestData,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TimeField } from '../../../components/ui/time-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { documentKeys, listDocuments, type DocumentData } from '../../documents/index.ts';
import { crematoriumRequestKeys } from '../api/query-keys.ts';
import { createRequest, createRevision, listCrematoria, updateRequest } from '../api/requests-api.ts';
import { useRequestRefresh } from '../api/use-request-refresh.ts';
import { currentRequestOf } from '../lib/conflict.ts';
import {
  checkValues,
  createInput,
  formFieldOf,
  prefillFromSection,
  REQUEST_FORM_FIELDS,
  revisionInput,
  updateInput,
  valuesOfRequest,
  type RequestFormField,
  type RequestFormValues,
} from '../lib/request-form.ts';
import { nlRequests } from '../lib/texts.ts';
import { CheckboxGroup } from './checkbox-group.tsx';

const texts = nlRequests.dialog;
const t = messages.crematoriumRequests;
const labels = t.fields;

export type RequestDialogMode = 'create' | 'edit' | 'revise';

export interface RequestDialogProps {
  open: boolean;
  onClose(): void;
  /** `create`: a new draft for the dossier; `edit`: the draft `request`; `revise`: a new version of `request`. */
  mode: RequestDialogMode;
  /** The dossier the request is for: its documents can be attached. */
  dossierId: string;
  /** The dossier's cremation section (camelCase), to start a new request from. */
  section?: Record<string, unknown> | null;
  request?: CrematoriumRequestData;
  /** After a save, with the Dutch notice to show; the dialog closes itself through `onClose`. */
  onSaved?(request: CrematoriumRequestData, notice: string): void;
}

/**
 * The "crematorium request" dialog: the crematorium (and its location), the wished and an alternative moment,
 * ceremony, coffee room, livestream, coffin, implants, the relatives at the insertion, the ash destination,
 * remarks and the dossier documents to attach. Times are Amsterdam wall-clock, sent as instants. Creates a draft,
 * edits a draft (versioned) or sends the changes of a submitted request as a new version. Mounted while open only.
 */
export function RequestDialog(props: RequestDialogProps) {
  if (!props.open) return null;
  return <LoadCrematoria {...props} />;
}

const titleOf = (mode: RequestDialogMode) =>
  mode === 'create' ? texts.createTitle : mode === 'edit' ? texts.editTitle : texts.reviseTitle;

/** Waits for the crematoria (the choices are made from them); the form opens after a failure too. */
function LoadCrematoria(props: RequestDialogProps) {
  const crematoria = useQuery({ queryKey: crematoriumRequestKeys.crematoria, queryFn: listCrematoria });
  if (crematoria.isPending) {
    return (
      <Dialog open title={titleOf(props.mode)} onClose={props.onClose}>
        <p className="text-stone-700">{nlRequests.common.loading}</p>
      </Dialog>
    );
  }
  return <RequestForm {...props} crematoria={crematoria.data ?? []} crematoriaFailed={crematoria.isError} />;
}

type FormProps = RequestDialogProps & { crematoria: Crematorium[]; crematoriaFailed: boolean };

function RequestForm({
  mode,
  dossierId,
  section,
  request,
  crematoria,
  crematoriaFailed,
  onClose,
  onSaved,
}: FormProps) {
  const formId = useId();
  const gate = useGate();
  const refresh = useRequestRefresh();
  const [record, setRecord] = useState<CrematoriumRequestData | null>(request ?? null);
  const canSave = gate.can(
    mode === 'create'
      ? 'crematorium_requests.create'
      : mode === 'edit'
        ? 'crematorium_requests.update'
        : 'crematorium_requests.submit',
  );
  const canSeeDocuments = gate.can('documents.view');
  const documents = useQuery({
    queryKey: documentKeys.list(dossierId),
    queryFn: () => listDocuments(dossierId),
    enabled: canSeeDocuments,
  });

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<RequestFormValues>({
    defaultValues: request ? valuesOfRequest(request) : prefillFromSection(section, crematoria),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState<CrematoriumRequestData | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const crematoriumId = useWatch({ control, name: 'crematoriumId' });
  const location = useWatch({ control, name: 'location' });
  const ceremony = useWatch({ control, name: 'ceremony' });
  const coffeeRoom = useWatch({ control, name: 'coffeeRoom' });
  const implants = useWatch({ control, name: 'implants' });
  const implantKinds = useWatch({ control, name: 'implantKinds' });
  const relativesAttend = useWatch({ control, name: 'relativesAttend' });
  const crematorium = crematoria.find((item) => item.id === crematoriumId) ?? null;
  const locations = crematorium?.locations ?? [];
  const several = locations.length > 1;

  // Another crematorium: its location and rooms are chosen anew (a room of the former one is not its own).
  const previousCrematorium = useRef(crematoriumId);
  useEffect(() => {
    if (previousCrematorium.current === crematoriumId) return;
    previousCrematorium.current = crematoriumId;
    const places = new Set(crematorium?.places.map((place) => place.id) ?? []);
    if (!(crematorium?.locations ?? []).some((item) => item.name === getValues('location')))
      setValue('location', '');
    if (!places.has(getValues('ceremonyPlaceId'))) setValue('ceremonyPlaceId', '');
    if (!places.has(getValues('coffeePlaceId'))) setValue('coffeePlaceId', '');
  }, [crematoriumId, crematorium, getValues, setValue]);

  const placeOptions = (kind: 'aula' | 'coffee_room', current: string): SelectOption[] => {
    const places = (crematorium?.places ?? []).filter(
      (place) => place.kind === kind && (!several || !location || place.locationName === location),
    );
    const options = places.map((place) => ({
      value: place.id,
      label:
        several && !location && place.locationName ? `${place.name} (${place.locationName})` : place.name,
    }));
    if (current && !options.some((option) => option.value === current)) {
      const known = crematorium?.places.find((place) => place.id === current);
      options.push({ value: current, label: known?.name ?? current });
    }
    return options;
  };

  const crematoriumOptions: SelectOption[] = crematoria.map((item) => ({
    value: item.id,
    label: item.city ? `${item.name}, ${item.city}` : item.name,
  }));
  if (record && !crematoriumOptions.some((option) => option.value === record.provider.id)) {
    crematoriumOptions.push({ value: record.provider.id, label: record.provider.name });
  }

  const clearProblems = () => {
    clearErrors();
    setFormError(null);
    setStale(null);
    setNotice(null);
  };

  const fail = (error: unknown) => {
    const current = currentRequestOf(error);
    if (current) {
      setStale(current);
      setFormError(errorText(error));
      return;
    }
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const unmatched: string[] = [];
      const placed = new Set<RequestFormField>();
      for (const [key, list] of Object.entries(error.errors)) {
        const field = formFieldOf(toFieldName(key));
        const message = list[0] ?? error.message;
        if (field && !placed.has(field)) {
          placed.add(field);
          setError(field, { type: 'server', message });
        } else if (!field) unmatched.push(...list);
      }
      focusFirst(REQUEST_FORM_FIELDS.filter((field) => placed.has(field)));
      setFormError([error.message, ...unmatched.filter((message) => message !== error.message)].join(' '));
      return;
    }
    setFormError(errorText(error));
  };

  const focusFirst = (fields: readonly RequestFormField[]) => {
    const [first] = fields;
    if (!first) return;
    const element = document.getElementById(formId)?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    const control = element?.querySelector<HTMLElement>('input, select, textarea, [role="spinbutton"]');
    control?.focus();
  };

  const onSubmit = handleSubmit(async (values) => {
    clearProblems();
    const checked = checkValues(values);
    const invalid = REQUEST_FORM_FIELDS.filter((field) => checked.errors[field]);
    if (invalid.length > 0 || !checked.wishedAt) {
      for (const field of invalid) setError(field, { type: 'client', message: checked.errors[field] });
      focusFirst(invalid);
      return;
    }
    const moments = { wishedAt: checked.wishedAt, alternativeAt: checked.alternativeAt };
    setBusy(true);
    try {
      let saved: CrematoriumRequestData;
      let message: string;
      if (mode === 'create' || !record) {
        saved = await createRequest(createInput(dossierId, values, moments));
        message = texts.created;
      } else if (mode === 'edit') {
        saved = await updateRequest(record.id, updateInput(record.version, values, moments));
        message = texts.saved;
      } else {
        saved = await createRevision(record.id, revisionInput(record.version, values, moments));
        message = interpolate(t.done.revised, { revision: saved.revision });
      }
      refresh({ request: saved, dossierId });
      onSaved?.(saved, message);
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  });

  const takeNewest = () => {
    if (!stale) return;
    reset(valuesOfRequest(stale));
    setRecord(stale);
    refresh({ request: stale, dossierId });
    clearProblems();
    setNotice(texts.staleReloaded);
  };

  const problem = formError ? (
    <>
      <p>{formError}</p>
      {stale && (
        <Button variant="secondary" className="mt-2" onClick={takeNewest}>
          {texts.staleReload}
        </Button>
      )}
    </>
  ) : null;

  const submitTexts =
    mode === 'create'
      ? { submit: texts.createSubmit, submitting: texts.createSubmitting }
      : mode === 'edit'
        ? { submit: texts.editSubmit, submitting: texts.editSubmitting }
        : { submit: texts.reviseSubmit, submitting: texts.reviseSubmitting };
  const intro = mode === 'create' ? texts.createIntro : mode === 'edit' ? texts.editIntro : texts.reviseIntro;
  const yesNo = [
    { value: 'yes', label: nlRequests.common.yes },
    { value: 'no', label: nlRequests.common.no },
  ];
  const optional = (label: string) => `${label} ${nlRequests.common.optional}`;
  const aulaOptions = placeOptions('aula', getValues('ceremonyPlaceId'));
  const coffeeOptions = placeOptions('coffee_room', getValues('coffeePlaceId'));
  const legend = 'text-lg font-semibold text-stone-900 sm:col-span-2';
  const group = 'grid gap-5 sm:col-span-2 sm:grid-cols-2';

  return (
    <FormDialog
      wide
      title={titleOf(mode)}
      description={intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      submitDisabled={!canSave || busy}
      texts={{ cancel: nlRequests.common.cancel, ...submitTexts }}
      notice={notice}
      error={problem}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={!canSave} className="grid gap-6 sm:grid-cols-2">
          {crematoriaFailed && (
            <Alert tone="error" className="sm:col-span-2">
              {texts.loadFailed}
            </Alert>
          )}
          {!crematoriaFailed && crematoria.length === 0 && (
            <Alert tone="warning" className="sm:col-span-2">
              {texts.noCrematoria}
            </Alert>
          )}
          <div data-field="crematoriumId">
            <SelectField
              label={labels.crematorium}
              required
              placeholder={texts.chooseCrematorium}
              options={crematoriumOptions}
              disabled={mode === 'revise'}
              description={mode === 'revise' ? texts.crematoriumFixed : undefined}
              error={errors.crematoriumId?.message}
              {...register('crematoriumId')}
            />
          </div>
          {several && (
            <div data-field="location">
              <SelectField
                label={labels.location}
                placeholder={texts.chooseLocation}
                options={locations.map((item) => ({
                  value: item.name,
                  label: item.city ? `${item.name} (${item.city})` : item.name,
                }))}
                error={errors.location?.message}
                {...register('location')}
              />
            </div>
          )}

          <fieldset className={group}>
            <legend className={legend}>{texts.momentGroup}</legend>
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="text-base font-medium text-stone-900">{labels.wishedAt}</legend>
              <div data-field="wishedDate">
                <DateField
                  label={texts.wishedDate}
                  required
                  error={errors.wishedDate?.message}
                  {...register('wishedDate')}
                />
              </div>
              <div data-field="wishedTime">
                <TimeField
                  label={texts.wishedTime}
                  required
                  error={errors.wishedTime?.message}
                  {...register('wishedTime')}
                />
              </div>
            </fieldset>
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="text-base font-medium text-stone-900">
                {optional(labels.alternativeAt)}
              </legend>
              <div data-field="alternativeDate">
                <DateField
                  label={texts.alternativeDate}
                  description={texts.alternativeHint}
                  error={errors.alternativeDate?.message}
                  {...register('alternativeDate')}
                />
              </div>
              <div data-field="alternativeTime">
                <TimeField
                  label={texts.alternativeTime}
                  error={errors.alternativeTime?.message}
                  {...register('alternativeTime')}
                />
              </div>
            </fieldset>
          </fieldset>

          <fieldset className={group}>
            <legend className={legend}>{texts.ceremonyGroup}</legend>
            <div data-field="ceremony" className="sm:col-span-2">
              <RadioGroupField
                label={labels.ceremony}
                inline
                required
                options={yesNo}
                error={errors.ceremony?.message}
                {...register('ceremony')}
              />
            </div>
            {ceremony === 'yes' && (
              <>
                <div data-field="ceremonyPlaceId">
                  {aulaOptions.length > 0 ? (
                    <SelectField
                      label={labels.ceremonyPlace}
                      placeholder={texts.chooseAula}
                      options={aulaOptions}
                      error={errors.ceremonyPlaceId?.message}
                      {...register('ceremonyPlaceId')}
                    />
                  ) : (
                    crematorium && <p className="text-sm text-stone-700">{texts.noAula}</p>
                  )}
                </div>
                <div data-field="ceremonyMinutes">
                  <TextField
                    label={labels.ceremonyMinutes}
                    inputMode="numeric"
                    autoComplete="off"
                    description={interpolate(texts.ceremonyMinutesHint, {
                      minutes: DEFAULT_CEREMONY_MINUTES,
                    })}
                    error={errors.ceremonyMinutes?.message}
                    {...register('ceremonyMinutes')}
                  />
                </div>
              </>
            )}
            <div data-field="livestream" className="sm:col-span-2">
              <CheckboxField label={labels.livestream} {...register('livestream')} />
            </div>
          </fieldset>

          <fieldset className={group}>
            <legend className={legend}>{texts.coffeeGroup}</legend>
            <div data-field="coffeeRoom" className="sm:col-span-2">
              <RadioGroupField
                label={labels.coffeeRoom}
                inline
                options={yesNo}
                error={errors.coffeeRoom?.message}
                {...register('coffeeRoom')}
              />
            </div>
            {coffeeRoom === 'yes' && (
              <>
                <div data-field="coffeePlaceId">
                  {coffeeOptions.length > 0 ? (
                    <SelectField
                      label={texts.coffeePlace}
                      placeholder={texts.chooseCoffee}
                      options={coffeeOptions}
                      error={errors.coffeePlaceId?.message}
                      {...register('coffeePlaceId')}
                    />
                  ) : (
                    crematorium && <p className="text-sm text-stone-700">{texts.noCoffee}</p>
                  )}
                </div>
                <div data-field="coffeeMinutes">
                  <TextField
                    label={labels.coffeeMinutes}
                    inputMode="numeric"
                    autoComplete="off"
                    description={interpolate(texts.coffeeMinutesHint, { minutes: DEFAULT_COFFEE_MINUTES })}
                    error={errors.coffeeMinutes?.message}
                    {...register('coffeeMinutes')}
                  />
                </div>
              </>
            )}
            <div data-field="guests">
              <TextField
                label={optional(labels.guests)}
                inputMode="numeric"
                autoComplete="off"
                error={errors.guests?.message}
                {...register('guests')}
              />
            </div>
          </fieldset>

          <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
            <legend className="text-lg font-semibold text-stone-900 sm:col-span-3">
              {texts.coffinGroup}
            </legend>
            <div data-field="coffinKind">
              <SelectField
                label={labels.coffinKind}
                placeholder={texts.chooseCoffinKind}
                options={COFFIN_KINDS.map((kind) => ({ value: kind, label: COFFIN_KIND_LABELS[kind] }))}
                error={errors.coffinKind?.message}
                {...register('coffinKind')}
              />
            </div>
            <div data-field="coffinLengthCm">
              <TextField
                label={labels.coffinLengthCm}
                inputMode="numeric"
                autoComplete="off"
                description={texts.coffinHint}
                error={errors.coffinLengthCm?.message}
                {...register('coffinLengthCm')}
              />
            </div>
            <div data-field="coffinWidthCm">
              <TextField
                label={labels.coffinWidthCm}
                inputMode="numeric"
                autoComplete="off"
                error={errors.coffinWidthCm?.message}
                {...register('coffinWidthCm')}
              />
            </div>
          </fieldset>

          <fieldset className={group}>
            <legend className={legend}>{texts.implantsGroup}</legend>
            <div data-field="implants" className="sm:col-span-2">
              <RadioGroupField
                label={labels.implants}
                options={[
                  { value: '', label: texts.chooseImplants },
                  ...IMPLANT_STATES.map((state) => ({ value: state, label: t.implants[state] })),
                ]}
                error={errors.implants?.message}
                {...register('implants')}
              />
            </div>
            {implants === 'removed' && (
              <>
                <div data-field="implantKinds">
                  <Controller
                    control={control}
                    name="implantKinds"
                    render={({ field, fieldState }) => (
                      <CheckboxGroup
                        label={labels.implantKinds}
                        options={IMPLANT_KINDS.map((kind) => ({ value: kind, label: t.implantKinds[kind] }))}
                        value={field.value}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </div>
                {implantKinds.includes('other') && (
                  <div data-field="implantsOther">
                    <TextField
                      label={labels.implantsOther}
                      required
                      maxLength={200}
                      autoComplete="off"
                      error={errors.implantsOther?.message}
                      {...register('implantsOther')}
                    />
                  </div>
                )}
              </>
            )}
          </fieldset>

          <fieldset className={group}>
            <legend className={legend}>{texts.insertionGroup}</legend>
            <div data-field="relativesAttend" className="sm:col-span-2">
              <CheckboxField label={labels.relativesAttend} {...register('relativesAttend')} />
            </div>
            {relativesAttend && (
              <div data-field="relativesCount">
                <TextField
                  label={labels.relativesCount}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.relativesCount?.message}
                  {...register('relativesCount')}
                />
              </div>
            )}
            <div data-field="ashDestination" className="sm:col-span-2">
              <TextField
                label={labels.ashDestination}
                maxLength={200}
                autoComplete="off"
                error={errors.ashDestination?.message}
                {...register('ashDestination')}
              />
            </div>
          </fieldset>

          <div data-field="remarks" className="sm:col-span-2">
            <TextareaField
              label={optional(labels.remarks)}
              rows={3}
              maxLength={2000}
              error={errors.remarks?.message}
              {...register('remarks')}
            />
          </div>

          <div data-field="documentIds" className="sm:col-span-2">
            <DocumentChoice
              canSee={canSeeDocuments}
              documents={documents.data}
              failed={documents.isError}
              control={control}
              error={errors.documentIds?.message}
            />
          </div>
        </fieldset>
      </form>
    </FormDialog>
  );
}

const documentLabel = (document: DocumentData) =>
  interpolate(texts.documentLabel, {
    type: DOSSIER_DOCUMENT_TYPE_LABELS[document.documentType] ?? document.documentType,
    name: document.fileName,
  });

/** The dossier's documents to attach, each with its type and file name; what is ticked is sent as a copy. */
function DocumentChoice({
  canSee,
  documents,
  failed,
  control,
  error,
}: {
  canSee: boolean;
  documents: DocumentData[] | undefined;
  failed: boolean;
  control: Control<RequestFormValues>;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name="documentIds"
      render={({ field }) => {
        const options = (documents ?? []).map((document) => ({
          value: document.id,
          label: documentLabel(document),
        }));
        // A chosen document that is no longer listed (deleted meanwhile) stays visible, so it can be unticked.
        for (const id of field.value) {
          if (!options.some((option) => option.value === id)) options.push({ value: id, label: id });
        }
        const status = !canSee
          ? texts.documentsNoAccess
          : failed
            ? texts.documentsFailed
            : documents && options.length === 0
              ? texts.documentsNone
              : null;
        return (
          <CheckboxGroup
            label={labels.documents}
            description={
              <>
                {texts.documentsHint}
                {status && <span className="mt-1 block text-stone-800">{status}</span>}
              </>
            }
            options={options}
            value={field.value}
            onChange={field.onChange}
            error={error}
          />
        );
      }}
    />
  );
}
