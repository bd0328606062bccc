import { interpolate, isPlannerDate, messages, type PlannerView } from '@afscheid/shared';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { generatePlannerPdf } from '../api/planner-api.ts';
import { saveBlob } from '../lib/download.ts';
import { nlPlanner } from '../lib/texts.ts';
import type { PlannerPlace } from '../lib/visible-places.ts';

const texts = nlPlanner.generate;

export interface GenerateDialogProps {
  open: boolean;
  onClose(): void;
  /** The planner's view and date: the dialog starts from them. */
  view: PlannerView;
  date: string;
  /** The places to choose from; `selected` are ticked at first (default: all of them). */
  places: readonly PlannerPlace[];
  selected?: readonly string[];
}

/**
 * "Planning afdrukken" (planner generate): a day or week planning of the chosen places as a PDF, made by the
 * server (`POST /api/planner/generate { view, date, place_ids }`) and handed to the browser as a download named
 * as the server says.
 */
export function GenerateDialog(props: GenerateDialogProps) {
  if (!props.open) return null;
  return <GenerateForm {...props} />;
}

function GenerateForm({ onClose, view: initialView, date: initialDate, places, selected }: GenerateDialogProps) {
  const formId = useId();
  const [view, setView] = useState<PlannerView>(initialView);
  const [date, setDate] = useState(initialDate);
  const [chosen, setChosen] = useState<string[]>(() =>
    selected && selected.length > 0 ? places.filter((p) => selected.includes(p.id)).map((p) => p.id) : places.map((p) => p.id),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ date?: string; places?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) =>
      on ? places.filter((place) => place.id === id || current.includes(place.id)).map((p) => p.id) : current.filter((item) => item !== id),
    );

  const submit = async () => {
    setError(null);
    setDone(null);
    const problems: typeof fieldErrors = {};
    if (!isPlannerDate(date)) problems.date = messages.reservations.errors.date;
    if (places.length > 0 && chosen.length === 0) problems.places = texts.noPlace;
    setFieldErrors(problems);
    if (problems.date || problems.places) return;
    setBusy(true);
    try {
      const pdf = await generatePlannerPdf({ view, date, placeIds: chosen });
      saveBlob(pdf.blob, pdf.fileName);
      setDone(interpolate(texts.done, { file: pdf.fileName }));
    } catch (failure) {
      const dateError = isApiError(failure) ? failure.errors['date']?.[0] : undefined;
      if (dateError) setFieldErrors({ date: dateError });
      setError(interpolate(texts.failed, { message: errorText(failure) }));
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
      texts={{ cancel: nlPlanner.common.close, submit: texts.submit, submitting: texts.submitting }}
      error={error}
    >
      <form
        id={formId}
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroupField
          label={texts.view}
          name="view"
          inline
          options={[
            { value: 'day', label: texts.day },
            { value: 'week', label: texts.week },
          ]}
          value={view}
          onChange={(event) => setView(event.target.value === 'week' ? 'week' : 'day')}
        />
        <DateField
          label={texts.date}
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          description={view === 'week' ? texts.weekHint : undefined}
          error={fieldErrors.date}
        />
        {places.length > 0 && (
          <fieldset aria-describedby={fieldErrors.places ? `${formId}-places-error` : undefined}>
            <legend className="text-base font-medium text-stone-900">{texts.places}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              <button
                type="button"
                className="text-sm font-medium text-brand-700 underline underline-offset-2"
                onClick={() => setChosen(places.map((place) => place.id))}
              >
                {texts.selectAll}
              </button>
              <button
                type="button"
                className="text-sm font-medium text-brand-700 underline underline-offset-2"
                onClick={() => setChosen([])}
              >
                {texts.selectNone}
              </button>
            </div>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {places.map((place) => (
                <li key={place.id} className="flex items-center gap-3">
                  <input
                    id={`${formId}-place-${place.id}`}
                    type="checkbox"
                    className="size-5 rounded border-stone-400 accent-brand-700"
                    checked={chosen.includes(place.id)}
                    onChange={(event) => toggle(place.id, event.target.checked)}
                  />
                  <label htmlFor={`${formId}-place-${place.id}`} className="text-stone-900">
                    {place.name}
                    {place.locationName && <span className="text-stone-600"> ({place.locationName})</span>}
                  </label>
                </li>
              ))}
            </ul>
            {fieldErrors.places && (
              <p id={`${formId}-places-error`} className="mt-1 text-sm font-medium text-red-700">
                <span aria-hidden="true">⚠ </span>
                {fieldErrors.places}
              </p>
            )}
          </fieldset>
        )}
        <div aria-live="polite">{done && <Alert tone="success">{done}</Alert>}</div>
      </form>
    </FormDialog>
  );
}
