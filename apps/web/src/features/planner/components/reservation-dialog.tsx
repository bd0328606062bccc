import {
  addPlannerDays,
  amsterdamToday,
  interpolate,
  isPlannerDate,
  messages,
  RESERVATION_STATUS_LABELS,
  type PlannerDossier,
  type ReservationData,
} from '@afscheid/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DossierPicker } from '../../../components/dossier-picker.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
import {
  createReservation,
  deleteReservation,
  getReservation,
  listActivePlaces,
  updateReservation,
} from '../api/planner-api.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { overlapOf, staleRecordOf, type OverlapConflict } from '../lib/conflict.ts';
import { daysBetween, whenText } from '../lib/dates.ts';
import { KIND_OPTIONS } from '../lib/display.ts';
import {
  checkValues,
  createInput,
  formFieldOf,
  prefillValues,
  RESERVATION_FORM_FIELDS,
  updateInput,
  valuesOf,
  type ReservationFormValues,
  type ReservationPrefill,
} from '../lib/reservation-form.ts';
import { nlPlanner } from '../lib/texts.ts';

const texts = nlPlanner.dialog;
const labels = messages.reservations.fields;

export interface ReservationDialogProps {
  open: boolean;
  onClose(): void;
  /** A new reservation starts from these values (the planner's slot, a dossier's "Inplannen"). */
  prefill?: ReservationPrefill;
  /** Edit this reservation (as loaded; it is read again in the background)… */
  reservation?: ReservationData;
  /** …or the reservation with this id (loaded first). */
  reservationId?: string;
  /** After a save (also "Reservering annuleren"); the dialog closes itself through `onClose`. */
  onSaved?(reservation: ReservationData): void;
  onDeleted?(id: string): void;
  /** "‘…’ openen" beside an overlap: open the reservation that is in the way (left out: no button). */
  onOpenReservation?(id: string): void;
}

/**
 * The reservation dialog: place, date, start time, end date and time (the end may be the next day), kind, title,
 * status, dossier and notes. Times are Amsterdam wall-clock, sent as instants. An overlap (409) shows the
 * reservation in the way and keeps what was typed; a stale version offers the newest one. Editing also offers
 * "Reservering annuleren" (status cancelled) and "Verwijderen" (after a confirmation). Mounted while open only,
 * so every opening starts afresh.
 */
export function ReservationDialog(props: ReservationDialogProps) {
  if (!props.open) return null;
  const id = props.reservation?.id ?? props.reservationId;
  return <LoadReservation key={id ?? 'new'} id={id} {...props} />;
}

/** Waits for the places (the choice of place is filled from them) and, when editing, the reservation. */
function LoadReservation({ id, reservation, ...props }: ReservationDialogProps & { id: string | undefined }) {
  const places = useQuery({ queryKey: plannerKeys.places, queryFn: listActivePlaces });
  const query = useQuery({
    queryKey: plannerKeys.reservation(id ?? ''),
    queryFn: () => getReservation(id ?? ''),
    initialData: reservation,
    enabled: id !== undefined,
  });
  // Without the places the form still opens (with the reservation's own place), after a failure too.
  const placesSettled = !places.isPending;
  if (placesSettled && id === undefined) return <ReservationForm base={null} {...props} />;
  if (placesSettled && query.data) return <ReservationForm base={query.data} {...props} />;
  return (
    <Dialog open title={id === undefined ? texts.createTitle : texts.editTitle} onClose={props.onClose}>
      {query.isError ? (
        <Alert tone="error">
          {texts.loadFailed} {errorText(query.error)}
        </Alert>
      ) : (
        <p className="text-stone-700">{nlPlanner.common.loading}</p>
      )}
    </Dialog>
  );
}

type FormProps = Omit<ReservationDialogProps, 'open' | 'reservation' | 'reservationId'> & {
  base: ReservationData | null;
};

function ReservationForm({ base, prefill, onClose, onSaved, onDeleted, onOpenReservation }: FormProps) {
  const formId = useId();
  const gate = useGate();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<ReservationData | null>(base);
  const editing = record !== null;
  const canSave = editing ? gate.can('planner.update') : gate.can('planner.create');
  const canDelete = editing && gate.can('planner.delete');
  const places = useQuery({ queryKey: plannerKeys.places, queryFn: listActivePlaces });

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ReservationFormValues>({
    defaultValues: base ? valuesOf(base) : prefillValues(prefill, amsterdamToday()),
  });
  const [dossier, setDossier] = useState<PlannerDossier | null>(base?.dossier ?? prefill?.dossier ?? null);
  const [dossierError, setDossierError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<OverlapConflict | null>(null);
  const [stale, setStale] = useState<ReservationData | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'cancel' | 'remove' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  // The end date follows the start date (a reservation into the next night stays one).
  const date = useWatch({ control, name: 'date' });
  const previousDate = useRef(date);
  useEffect(() => {
    const before = previousDate.current;
    previousDate.current = date;
    if (before === date || !isPlannerDate(date)) return;
    const endDate = getValues('endDate');
    const offset = isPlannerDate(before) && isPlannerDate(endDate) ? daysBetween(before, endDate) : 0;
    setValue('endDate', addPlannerDays(date, Math.max(0, offset)));
  }, [date, getValues, setValue]);

  const clearProblems = () => {
    clearErrors();
    setFormError(null);
    setOverlap(null);
    setStale(null);
    setDossierError(undefined);
    setNotice(null);
  };

  const fail = (error: unknown) => {
    const conflict = overlapOf(error);
    if (conflict) {
      setOverlap(conflict);
      setFormError(errorText(error));
      return;
    }
    const current = staleRecordOf(error);
    if (current) {
      setStale(current);
      setFormError(messages.reservations.conflict);
      return;
    }
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const unmatched: string[] = [];
      let first = true;
      for (const [key, list] of Object.entries(error.errors)) {
        const field = formFieldOf(toFieldName(key));
        const message = list[0] ?? error.message;
        if (field === 'dossier') setDossierError(message);
        else if (field) {
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        } else unmatched.push(...list);
      }
      setFormError(unmatched.length > 0 ? [error.message, ...unmatched].join(' ') : null);
      return;
    }
    setFormError(errorText(error));
  };

  const finish = (saved: ReservationData) => {
    queryClient.setQueryData(plannerKeys.reservation(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: plannerKeys.reservationLists });
    onSaved?.(saved);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    clearProblems();
    const checked = checkValues(values);
    const invalid = RESERVATION_FORM_FIELDS.filter((field) => checked.errors[field]);
    if (invalid.length > 0 || !checked.startsAt || !checked.endsAt) {
      invalid.forEach((field, index) =>
        setError(field, { type: 'client', message: checked.errors[field] }, { shouldFocus: index === 0 }),
      );
      return;
    }
    const times = { startsAt: checked.startsAt, endsAt: checked.endsAt };
    setBusy('save');
    try {
      const saved = record
        ? await updateReservation(record.id, updateInput(record, values, dossier, times))
        : await createReservation(createInput(values, dossier, times));
      finish(saved);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  });

  const cancelReservation = async () => {
    if (!record) return;
    clearProblems();
    setBusy('cancel');
    try {
      finish(await updateReservation(record.id, { version: record.version, status: 'cancelled' }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!record) return;
    clearProblems();
    setBusy('remove');
    try {
      await deleteReservation(record.id);
      queryClient.removeQueries({ queryKey: plannerKeys.reservation(record.id) });
      void queryClient.invalidateQueries({ queryKey: plannerKeys.reservationLists });
      onDeleted?.(record.id);
      onClose();
    } catch (error) {
      setConfirmRemove(false);
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const takeNewest = () => {
    if (!stale) return;
    reset(valuesOf(stale));
    setDossier(stale.dossier);
    setRecord(stale);
    clearProblems();
    setNotice(texts.staleReloaded);
  };

  const placeOptions: SelectOption[] = (places.data ?? []).map((place) => ({
    value: place.id,
    label: place.locationName ? `${place.name} (${place.locationName})` : place.name,
  }));
  if (record && !placeOptions.some((option) => option.value === record.place.id)) {
    placeOptions.push({ value: record.place.id, label: interpolate(texts.inactivePlace, { name: record.place.name }) });
  }
  const statusOptions = (editing ? (['option', 'confirmed', 'cancelled'] as const) : (['option', 'confirmed'] as const)).map(
    (status) => ({ value: status, label: RESERVATION_STATUS_LABELS[status] }),
  );

  const problem = formError ? (
    <>
      {overlap && <p className="font-semibold">{texts.overlapTitle}</p>}
      <p>{formError}</p>
      {overlap && (
        <p className="mt-1">
          {interpolate(texts.overlapDetails, {
            title: overlap.title,
            when: whenText(overlap.startsAt, overlap.endsAt),
            dossier: overlap.dossierNumber ? interpolate(texts.overlapDossier, { number: overlap.dossierNumber }) : '',
          })}
        </p>
      )}
      {overlap && onOpenReservation && overlap.id !== record?.id && (
        <button
          type="button"
          className="mt-2 font-medium underline underline-offset-2"
          onClick={() => onOpenReservation(overlap.id)}
        >
          {interpolate(texts.overlapOpen, { title: overlap.title })}
        </button>
      )}
      {stale && (
        <Button variant="secondary" className="mt-2" onClick={takeNewest}>
          {texts.staleReload}
        </Button>
      )}
    </>
  ) : null;

  return (
    <FormDialog
      wide
      title={editing ? texts.editTitle : texts.createTitle}
      description={editing ? texts.editIntro : texts.createIntro}
      onClose={onClose}
      formId={formId}
      busy={busy === 'save'}
      submitDisabled={!canSave || busy !== null}
      texts={
        editing
          ? { cancel: texts.close, submit: texts.save, submitting: texts.saving }
          : { cancel: nlPlanner.common.cancel, submit: texts.create, submitting: texts.creating }
      }
      notice={notice ?? (record?.status === 'cancelled' ? texts.cancelled : null)}
      error={problem}
      actions={
        record ? (
          <>
            {canSave && record.status !== 'cancelled' && (
              <Button
                variant="secondary"
                busy={busy === 'cancel'}
                busyLabel={texts.cancellingReservation}
                disabled={busy !== null}
                onClick={() => void cancelReservation()}
              >
                {texts.cancelReservation}
              </Button>
            )}
            {canDelete && (
              <Button variant="danger" disabled={busy !== null} onClick={() => setConfirmRemove(true)}>
                {texts.remove}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {confirmRemove && (
        <Alert tone="warning" className="mb-4">
          <p>{texts.removeConfirm}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" busy={busy === 'remove'} busyLabel={texts.removing} onClick={() => void remove()}>
              {texts.removeYes}
            </Button>
            <Button variant="secondary" disabled={busy === 'remove'} onClick={() => setConfirmRemove(false)}>
              {texts.removeNo}
            </Button>
          </div>
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={!canSave} className="grid gap-5 sm:grid-cols-2">
          <div>
            <SelectField
              label={labels.place}
              required
              placeholder={texts.choosePlace}
              options={placeOptions}
              error={errors.placeId?.message}
              description={places.isError ? nlPlanner.page.placesFailed : undefined}
              {...register('placeId')}
            />
          </div>
          <SelectField
            label={labels.kind}
            required
            placeholder={texts.chooseKind}
            options={KIND_OPTIONS}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <TextField
            label={labels.title}
            className="sm:col-span-2"
            required
            maxLength={150}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <DateField label={texts.date} required error={errors.date?.message} {...register('date')} />
          <TimeField label={texts.startTime} required error={errors.startTime?.message} {...register('startTime')} />
          <DateField
            label={texts.endDate}
            required
            description={texts.endHint}
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TimeField label={texts.endTime} required error={errors.endTime?.message} {...register('endTime')} />
          <RadioGroupField
            label={labels.status}
            className="sm:col-span-2"
            inline
            required
            options={statusOptions}
            error={errors.status?.message}
            {...register('status')}
          />
          <DossierPicker
            className="sm:col-span-2"
            value={dossier}
            onChange={setDossier}
            error={dossierError}
            disabled={!canSave}
          />
          <TextareaField
            label={`${labels.notes} ${nlPlanner.common.optional}`}
            className="sm:col-span-2"
            rows={3}
            maxLength={2000}
            error={errors.notes?.message}
            {...register('notes')}
          />
          {record?.createdBy && (
            <p className="text-sm text-stone-600 sm:col-span-2">
              {interpolate(texts.createdBy, { name: record.createdBy.name })}
            </p>
          )}
        </fieldset>
      </form>
    </FormDialog>
  );
}
