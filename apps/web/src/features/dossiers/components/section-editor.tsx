import type { ReactNode } from 'react';
import {
  formatTime,
  interpolate,
  lockedDateFields,
  lockedDateHint,
  lockedDatesText,
  type DossierSectionData,
  type DossierStatus,
  type DossierType,
  type SectionForm,
  type SectionKey,
} from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { preloadOnIntent } from '../../../lib/forms/lazy-resolver.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { saveSection } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { useSectionRuleContext } from '../api/use-section-context.ts';
import { sectionResolver, sectionSchemas } from '../lib/dossier-resolvers.ts';
import { statusLabel } from '../lib/labels.ts';
import { lastChangedText } from '../lib/last-changed.ts';
import { isSectionRecord, sectionConflictFields } from '../lib/section-conflict-fields.ts';
import { fieldPaths, formFields, sectionDefaults, type SectionValues } from '../lib/section-fields.ts';
import { SaveBar, type SaveState } from './save-bar.tsx';
import { LockedFieldsContext, type LockedFields } from './section-form/locked-fields.ts';
import { SectionFormFields } from './section-form/section-form-fields.tsx';
import { SectionHistoryPanel } from './section-history-panel.tsx';

const texts = nld.section;

export interface SectionEditorProps {
  dossierId: string;
  sectionKey: SectionKey;
  form: SectionForm;
  initial: DossierSectionData;
  filled: boolean;
  canEdit: boolean;
  /** Set when the dossier is archived or cancelled. */
  readOnlyStatus: DossierStatus | null;
  /**
   * The dossier's type and status (past "open" the dates the status rests on are read-only) and its moment of
   * death, which the section's cross-field rules read.
   */
  dossier: { id: string; type: DossierType; status: DossierStatus; diedAt: string };
  /** Shown under the section's heading, before the form (the section's reservations with "Inplannen"). */
  aside?: ReactNode;
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
  dossier,
  aside,
}: SectionEditorProps) {
  const queryClient = useQueryClient();
  const locked = useMemo<LockedFields | null>(() => {
    const paths = lockedDateFields(dossier.type, dossier.status, sectionKey);
    return paths.length > 0 ? { paths: new Set(paths), hint: lockedDateHint(dossier.status) } : null;
  }, [dossier.type, dossier.status, sectionKey]);
  // Every message of the section in one round: the fields and the rules across them (issue 11).
  const ruleContext = useSectionRuleContext(dossier, sectionKey, initial);
  const resolver = useMemo(
    () => sectionResolver<SectionValues>(sectionKey, ruleContext),
    [sectionKey, ruleContext],
  );
  const conflictFields = useMemo(() => sectionConflictFields(form), [form]);
  const sectionQueryKey = dossierKeys.section(dossierId, sectionKey);

  const versioned = useVersionedForm<DossierSectionData, SectionValues>({
    record: initial,
    toValues: (record) => sectionDefaults(form, record.data),
    resolver,
    save: (values, base) => saveSection(dossierId, sectionKey, { version: base.version, data: values }),
    isRecord: isSectionRecord,
    conflictFields: () => conflictFields,
    conflictTexts: nld.sectionConflict,
    leaveTexts: canEdit ? nld.leaveGuard : undefined,
    // The server's 422 messages land on the fields the layout shows for these values.
    fieldNames: (values) => fieldPaths(formFields(form), values),
    invalidMessage: texts.invalid,
    onSaved: (saved) => {
      queryClient.setQueryData(sectionQueryKey, saved);
      // The header follows some sections (the deceased's name, the funeral moment, what is filled in).
      void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId), exact: true });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.history(dossierId) });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.sectionHistory(dossierId, sectionKey) });
      void queryClient.invalidateQueries({ queryKey: ['dossiers', 'list'] });
    },
    onTheirs: (theirs) => queryClient.setQueryData(sectionQueryKey, theirs),
  });
  const { base } = versioned;

  const state: SaveState = versioned.saving
    ? { kind: 'saving' }
    : versioned.error
      ? { kind: 'failed', message: versioned.error }
      : versioned.savedAt
        ? { kind: 'saved', at: formatTime(versioned.savedAt) }
        : { kind: 'idle' };
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
      {aside}
      {readOnlyStatus && (
        <Alert tone="info">
          {interpolate(texts.readOnly, { status: statusLabel(readOnlyStatus).toLowerCase() })}
        </Alert>
      )}
      {!readOnlyStatus && !canEdit && <Alert tone="info">{texts.noPermission}</Alert>}
      {canEdit && locked && (
        <Alert tone="info">{lockedDatesText(dossier.type, dossier.status, 'notice')}</Alert>
      )}
      {versioned.notice && <Alert tone="info">{versioned.notice}</Alert>}
      <FormProvider {...versioned.form}>
        {/* The sections' schemas are built when the user reaches for the form, not while the page loads (decision 037). */}
        <form
          noValidate
          onSubmit={(event) => void versioned.submit(event)}
          aria-label={form.title}
          {...preloadOnIntent(sectionSchemas, canEdit)}
        >
          <fieldset disabled={!canEdit} className="min-w-0">
            <LockedFieldsContext value={locked}>
              <SectionFormFields form={form} />
            </LockedFieldsContext>
          </fieldset>
          {canEdit && <SaveBar state={state} dirty={versioned.dirty} busy={versioned.saving} />}
        </form>
      </FormProvider>
      <SectionHistoryPanel dossierId={dossierId} sectionKey={sectionKey} />
      <VersionedFormDialogs versioned={versioned} />
    </div>
  );
}
