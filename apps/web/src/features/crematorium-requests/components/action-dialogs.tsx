import {
  amsterdamDateOf,
  amsterdamInstant,
  formatTime,
  interpolate,
  isPlannerDate,
  messages,
  PLACE_KIND_LABELS,
  type CrematoriumRequestData,
  type PlaceKind,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TimeField } from '../../../components/ui/time-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import { listAllPlaces } from '../../places/index.ts';
import { crematoriumRequestKeys } from '../api/query-keys.ts';
import type { RequestAction } from '../api/requests-api.ts';
import { isOverlap } from '../lib/conflict.ts';
import { momentText } from '../lib/labels.ts';
import { nlRequests } from '../lib/texts.ts';
import { CheckboxGroup } from './checkbox-group.tsx';

const t = messages.crematoriumRequests;
const labels = t.fields;

/**
 * Sends the dialog's action. Resolves when the dialog may close (done, or the request changed meanwhile and was
 * reloaded); throws what the dialog itself shows (an overlap, a field message, the network).
 */
export type SendAction = (action: RequestAction) => Promise<void>;

/** A server failure split into the messages per field (camelCase) and one sentence for the dialog's alert. */
function problemsOf(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; alert: string | null } {
  if (!isApiError(error)) return { fields: {}, alert: errorText(error) };
  const found: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, list] of Object.entries(error.errors)) {
    const name = toFieldName(key).split('.')[0] ?? '';
    if (fields.includes(name) && list[0]) found[name] ??= list[0];
    else rest.push(...list);
  }
  const hasFields = Object.keys(found).length > 0;
  const alert = [
    hasFields && rest.length === 0 ? null : error.message,
    ...rest.filter((message) => message !== error.message),
  ]
    .filter(Boolean)
    .join(' ');
  return { fields: found, alert: alert || (hasFields ? null : error.message) };
}

/** The dialog's date and time as one instant (Amsterdam), or the messages for what is missing. */
function instantOf(date: string, time: string): { at: string | null; date?: string; time?: string } {
  const errors: { date?: string; time?: string } = {};
  if (!isPlannerDate(date)) errors.date = nlRequests.acceptDialog.dateRequired;
  if (!time.trim()) errors.time = nlRequests.acceptDialog.timeRequired;
  const at = errors.date || errors.time ? null : amsterdamInstant(date, time);
  return { at, ...errors };
}

function DateTimeFields({
  legend,
  date,
  time,
  onDate,
  onTime,
  errors,
  hint,
}: {
  legend: string;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
  errors: { date?: string | undefined; time?: string | undefined };
  hint?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="text-base font-medium text-stone-900">{legend}</legend>
      <DateField
        label={nlRequests.acceptDialog.date}
        required
        value={date}
        onChange={(event) => onDate(event.target.value)}
        error={errors.date}
      />
      <TimeField
        label={nlRequests.acceptDialog.time}
        required
        value={time}
        onChange={(event) => onTime(event.target.value)}
        error={errors.time}
      />
      {hint && <div className="text-sm text-stone-700 sm:col-span-2">{hint}</div>}
    </fieldset>
  );
}

const wallDate = (instant: string | null) => (instant ? amsterdamDateOf(instant) : '');
const wallTime = (instant: string | null) => (instant ? formatTime(instant) : '');

/** The kinds of the crematorium's own places an acceptance may book, each a group of checkboxes. */
const BOOKABLE_KINDS = ['aula', 'coffee_room', 'cremation_oven'] as const satisfies readonly PlaceKind[];

/**
 * "Accepteren": the moment (the wished one to start with) and, if the crematorium wants, which of its places to
 * book (left empty: the aula and coffee room of the request and the first free oven). An overlap keeps the
 * dialog open with the server's message naming the reservation in the way.
 */
export function AcceptDialog({
  request,
  onClose,
  send,
}: {
  request: CrematoriumRequestData;
  onClose: () => void;
  send: SendAction;
}) {
  const formId = useId();
  const texts = nlRequests.acceptDialog;
  const [date, setDate] = useState(wallDate(request.wishes.wishedAt));
  const [time, setTime] = useState(wallTime(request.wishes.wishedAt));
  const [placeIds, setPlaceIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ date?: string; time?: string; placeIds?: string }>({});
  const [alert, setAlert] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const places = useQuery({ queryKey: crematoriumRequestKeys.ownPlaces, queryFn: listAllPlaces });
  const bookable = (places.data ?? []).filter(
    (place) => place.active && (BOOKABLE_KINDS as readonly string[]).includes(place.kind),
  );

  const submit = async () => {
    setAlert(null);
    const moment = instantOf(date, time);
    if (!moment.at) {
      setErrors({ date: moment.date, time: moment.time });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send({ action: 'accept', startsAt: moment.at, ...(placeIds.length > 0 ? { placeIds } : {}) });
    } catch (error) {
      if (isOverlap(error)) {
        setAlert(
          <>
            <p className="font-semibold">{texts.overlapTitle}</p>
            <p>{errorText(error)}</p>
          </>,
        );
      } else {
        const problems = problemsOf(error, ['startsAt', 'placeIds']);
        setErrors({ time: problems.fields['startsAt'], placeIds: problems.fields['placeIds'] });
        setAlert(problems.alert);
      }
    } finally {
      setBusy(false);
    }
  };

  const hints = [
    request.wishes.wishedAt && interpolate(texts.wishedHint, { moment: momentText(request.wishes.wishedAt) }),
    request.wishes.alternativeAt &&
      interpolate(texts.alternativeHint, { moment: momentText(request.wishes.alternativeAt) }),
  ].filter(Boolean);

  return (
    <FormDialog
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: nlRequests.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={alert}
    >
      <form
        id={formId}
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DateTimeFields
          legend={labels.startsAt}
          date={date}
          time={time}
          onDate={setDate}
          onTime={setTime}
          errors={errors}
          hint={hints.length > 0 ? hints.join(' ') : undefined}
        />
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="text-base font-medium text-stone-900">{texts.places}</legend>
          <p className="text-sm text-stone-700 sm:col-span-3">
            {places.isError
              ? texts.placesFailed
              : !places.isPending && bookable.length === 0
                ? texts.noPlaces
                : texts.placesHint}
          </p>
          {BOOKABLE_KINDS.map((kind) => {
            const options = bookable
              .filter((place) => place.kind === kind)
              .map((place) => ({
                value: place.id,
                label: place.locationName ? `${place.name} (${place.locationName})` : place.name,
              }));
            if (options.length === 0) return null;
            return (
              <CheckboxGroup
                key={kind}
                label={PLACE_KIND_LABELS[kind]}
                options={options}
                value={placeIds.filter((id) => options.some((option) => option.value === id))}
                onChange={(chosen) =>
                  setPlaceIds([
                    ...placeIds.filter((id) => !options.some((option) => option.value === id)),
                    ...chosen,
                  ])
                }
              />
            );
          })}
          {errors.placeIds && (
            <p className="text-sm font-medium text-red-700 sm:col-span-3">
              <span aria-hidden="true">⚠ </span>
              {errors.placeIds}
            </p>
          )}
        </fieldset>
      </form>
    </FormDialog>
  );
}

/** "Ander tijdstip voorstellen": another moment (the alternative one, if the request has it) and a note. */
export function ProposeDialog({
  request,
  onClose,
  send,
}: {
  request: CrematoriumRequestData;
  onClose: () => void;
  send: SendAction;
}) {
  const formId = useId();
  const texts = nlRequests.proposeDialog;
  const [date, setDate] = useState(wallDate(request.wishes.alternativeAt));
  const [time, setTime] = useState(wallTime(request.wishes.alternativeAt));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; time?: string; note?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setAlert(null);
    const moment = instantOf(date, time);
    if (!moment.at) {
      setErrors({ date: moment.date, time: moment.time });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send({ action: 'propose', proposedAt: moment.at, note: note.trim() === '' ? null : note.trim() });
    } catch (error) {
      const problems = problemsOf(error, ['proposedAt', 'note']);
      setErrors({ time: problems.fields['proposedAt'], note: problems.fields['note'] });
      setAlert(problems.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: nlRequests.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={alert}
    >
      <form
        id={formId}
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DateTimeFields
          legend={labels.proposedAt}
          date={date}
          time={time}
          onDate={setDate}
          onTime={setTime}
          errors={errors}
          hint={interpolate(nlRequests.acceptDialog.wishedHint, {
            moment: momentText(request.wishes.wishedAt),
          })}
        />
        <TextareaField
          label={`${labels.note} ${nlRequests.common.optional}`}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
      </form>
    </FormDialog>
  );
}

/**
 * A reason for the other side: rejecting and cancelling need one, declining a proposal may have one. The server's
 * message about the reason lands on the field.
 */
export function ReasonDialog({
  title,
  intro,
  submitLabel,
  required,
  onClose,
  onSend,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  required: boolean;
  onClose: () => void;
  onSend: (reason: string | null) => Promise<void>;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setAlert(null);
    const text = reason.trim();
    if (required && text === '') {
      setError(t.errors.reasonRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSend(text === '' ? null : text);
    } catch (failure) {
      const problems = problemsOf(failure, ['reason']);
      setError(problems.fields['reason']);
      setAlert(problems.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      description={intro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: nlRequests.actions.keep, submit: submitLabel, submitting: nlRequests.actions.sending }}
      error={alert}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextareaField
          label={required ? labels.reason : `${labels.reason} ${nlRequests.common.optional}`}
          required={required}
          rows={4}
          maxLength={1000}
          description={nlRequests.actions.reasonHint}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      </form>
    </FormDialog>
  );
}
