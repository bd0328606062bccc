import {
  formatTime,
  interpolate,
  type DossierSectionData,
  type DossierStatus,
  type SectionForm,
  type SectionKey,
} from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConflictDialog } from '../../../components/conflict-dialog.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { saveSection } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { preloadDossierSchemas, sectionResolver } from '../lib/dossier-resolvers.ts';
import { statusLabel } from '../lib/labels.ts';
import { lastChangedText } from '../lib/last-changed.ts';
import { describeSectionConflict, type SectionConflictReport } from '../lib/section-conflict.ts';
import { fieldPaths, formFields, sectionDefaults, type SectionValues } from '../lib/section-fields.ts';
import { SaveBar, type SaveState } from './save-bar.tsx';
import { SectionFormFields } from './section-form/section-form-fields.tsx';
import { SectionHistoryPanel } from './section-history-panel.tsx';

const texts = nld.section;

/** The section a 409 answer carries (the version saved meanwhile), if that is what `error` is. */
function conflictSection(error: unknown): DossierSectionData | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as Partial<DossierSectionData> | undefined;
  return data && typeof data.version === 'number' && data.data !== undefined
    ? (data as DossierSectionData)
    : null;
}

export interface SectionEditorProps {
  dossierId: string;
  sectionKey: SectionKey;
  form: SectionForm;
  initial: DossierSectionData;
  filled: boolean;
  canEdit: boolean;
  /** Set when the dossier is archived or cancelled. */
  readOnlyStatus: DossierStatus | null;
}

/**
 * One section as a form: explicit save with a clear saved / unsaved / failed state, the server's 422 messages on
 * the fields, a 409 in the conflict dialog, the leave guard, and the section's history.
 */
export function SectionEditor({
  dossierId,
  sectionKey,
  form,
  initial,
  filled,
  canEdit,
  readOnlyStatus,
}: SectionEditorProps) {
  const queryClient = useQueryClient();
  /** The version the form started from: its number goes with the save; it tells your changes from theirs. */
  const [base, setBase] = useState<DossierSectionData>(initial);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<{
    report: SectionConflictReport;
    theirs: DossierSectionData;
  } | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const resolver = useMemo(() => sectionResolver<SectionValues>(sectionKey), [sectionKey]);
  const methods = useForm<SectionValues>({ resolver, defaultValues: sectionDefaults(form, initial.data) });
  const { handleSubmit, reset, setError, getValues, formState } = methods;
  useEffect(() => {
    if (canEdit) void preloadDossierSchemas();
  }, [canEdit]);

  // The leave guard reads these at navigation time.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const shouldBlock = useCallback(() => dirty.current, []);

  const stored = (saved: DossierSectionData) => {
    queryClient.setQueryData(dossierKeys.section(dossierId, sectionKey), saved);
    // The header follows some sections (the deceased's name, the funeral moment, what is filled in).
    void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId), exact: true });
    void queryClient.invalidateQueries({ queryKey: dossierKeys.history(dossierId) });
    void queryClient.invalidateQueries({ queryKey: dossierKeys.sectionHistory(dossierId, sectionKey) });
    void queryClient.invalidateQueries({ queryKey: ['dossiers', 'list'] });
  };

  /** The server's 422 messages on their fields; the rest (and the message itself) for the alert. */
  const showFieldErrors = (errors: Record<string, string[]>, values: SectionValues): string[] => {
    const known = new Set(fieldPaths(formFields(form), values));
    const unmatched: string[] = [];
    let first = true;
    for (const [key, list] of Object.entries(errors)) {
      const path = toFieldName(key);
      const message = list[0];
      if (!message) continue;
      if (known.has(path)) {
        setError(path, { type: 'server', message }, { shouldFocus: first });
        first = false;
      } else {
        unmatched.push(...list);
      }
    }
    return unmatched;
  };

  /** Sends `values` as a new version on top of `version`. */
  const save = async (values: SectionValues, origin: DossierSectionData) => {
    setState({ kind: 'saving' });
    setNotice(null);
    try {
      const saved = await saveSection(dossierId, sectionKey, { version: origin.version, data: values });
      setBase(saved);
      reset(sectionDefaults(form, saved.data));
      stored(saved);
      setState({ kind: 'saved', at: formatTime(new Date()) });
    } catch (error) {
      const theirs = conflictSection(error);
      if (theirs) {
        setConflict({
          report: describeSectionConflict(
            form,
            sectionDefaults(form, origin.data),
            values,
            sectionDefaults(form, theirs.data),
          ),
          theirs,
        });
        setState({ kind: 'idle' });
        return;
      }
      if (isApiError(error) && error.status === 422) {
        const unmatched = showFieldErrors(error.errors, values);
        setState({ kind: 'failed', message: [texts.invalid, ...unmatched].join(' ') });
        return;
      }
      setState({ kind: 'failed', message: isApiError(error) ? error.message : nl.errors.serverNoReference });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (values) => save(values, base),
      () => setState({ kind: 'failed', message: texts.invalid }),
    )(event);

  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs } = conflict;
    setBase(theirs);
    reset(sectionDefaults(form, theirs.data));
    queryClient.setQueryData(dossierKeys.section(dossierId, sectionKey), theirs);
    setConflict(null);
    setNotice(nld.sectionConflict.reloaded);
  };

  const overwrite = async () => {
    if (!conflict) return;
    const { theirs, report } = conflict;
    setConflict(null);
    setOverwriting(true);
    // The form shows what is sent: their version with your changes on top, still unsaved against theirs.
    setBase(theirs);
    reset(sectionDefaults(form, theirs.data));
    reset(report.overwrite, { keepDefaultValues: true });
    try {
      await save(getValues(), theirs);
    } finally {
      setOverwriting(false);
    }
  };

  const lastChanged =
    base.updatedBy || filled ? lastChangedText(base.updatedBy, base.updatedAt) : texts.neverChanged;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-stone-900">{form.title}</h2>
        {form.description && <p className="mt-1 text-stone-700">{form.description}</p>}
        <p className="mt-1 text-sm text-stone-700" data-testid="section-last-changed">
          {lastChanged}
        </p>
      </div>
      {readOnlyStatus && (
        <Alert tone="info">
          {interpolate(texts.readOnly, { status: statusLabel(readOnlyStatus).toLowerCase() })}
        </Alert>
      )}
      {!readOnlyStatus && !canEdit && <Alert tone="info">{texts.noPermission}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <FormProvider {...methods}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={form.title}>
          <fieldset disabled={!canEdit} className="min-w-0">
            <SectionFormFields form={form} />
          </fieldset>
          {canEdit && (
            <SaveBar
              state={state}
              dirty={formState.isDirty}
              busy={formState.isSubmitting || overwriting || state.kind === 'saving'}
            />
          )}
        </form>
      </FormProvider>
      <SectionHistoryPanel dossierId={dossierId} sectionKey={sectionKey} />
      <ConflictDialog
        report={conflict?.report ?? null}
        texts={nld.sectionConflict}
        busy={overwriting}
        onKeepTheirs={keepTheirs}
        onOverwrite={() => void overwrite()}
        onClose={() => setConflict(null)}
      />
      {canEdit && <LeaveGuard when={shouldBlock} texts={nld.leaveGuard} />}
    </div>
  );
}
