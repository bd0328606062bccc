import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { isApiError } from '../../lib/api/errors.ts';
import { applyServerErrors, submitErrorMessage } from '../../lib/api/form-errors.ts';
import {
  conflictRecord,
  describeConflict,
  valuePaths,
  type ConflictFields,
  type ConflictReport,
} from '../../lib/forms/conflict.ts';
import type { ConflictTexts } from '../conflict-dialog.tsx';
import type { LeaveGuardTexts } from '../leave-guard.tsx';

export interface VersionedRecord {
  version: number;
}

export interface VersionedFormOptions<R extends VersionedRecord, V extends FieldValues, O> {
  /** The record as loaded: the form starts from it (later changes of this prop are not followed). */
  record: R;
  /** The form's values for a record (a fresh object). */
  toValues(record: R): V;
  resolver?: Resolver<V, unknown, O>;
  /** Sends the validated values as the next version of `base` (`base.version`; tell changes against it). */
  save(values: O, base: R): Promise<R>;
  /** Is a 409's `data` a record of this kind? */
  isRecord(data: unknown): data is R;
  /** Labels and shown values for the conflict dialog; `theirs` may name things the form does not know. */
  conflictFields(theirs: R): ConflictFields;
  conflictTexts: ConflictTexts;
  /** Ask before leaving with unsaved changes (pages); dialogs leave it out. */
  leaveTexts?: LeaveGuardTexts;
  /** The fields a 422 message may land on (default: every path of the values). */
  fieldNames?(values: V): readonly string[];
  /** The alert text when the form's own or the server's field checks fail (default: only the server's). */
  invalidMessage?: string;
  /** After every save, also "save mine": store in the cache, go elsewhere. `base` is what it replaced. */
  onSaved?(saved: R, base: R): void | Promise<void>;
  /** After "take theirs": e.g. put their record in the cache. */
  onTheirs?(theirs: R): void;
}

export interface VersionedConflict<R, V> {
  theirs: R;
  report: ConflictReport<V>;
}

export interface VersionedForm<R extends VersionedRecord, V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The version the form is based on now: its number goes with the next save. */
  base: R;
  submit(event?: BaseSyntheticEvent): Promise<void>;
  saving: boolean;
  dirty: boolean;
  /** When the last save succeeded (null after a conflict). */
  savedAt: Date | null;
  /** The alert after a failed save (field messages are on the fields). */
  error: string | null;
  /** The info line after "take theirs". */
  notice: string | null;
  conflict: VersionedConflict<R, V> | null;
  takeTheirs(): void;
  saveOnTop(): Promise<void>;
  dismissConflict(): void;
  /** For the leave guard: read at navigation time. */
  shouldBlock(): boolean;
  conflictTexts: ConflictTexts;
  leaveTexts: LeaveGuardTexts | undefined;
}

/**
 * One versioned edit: react-hook-form with the resolver and dirty state, the save as a mutation with the
 * version it is based on, a 409 as the conflict (field by field: theirs against yours) with "save mine on top"
 * (their version plus your changes, sent with their version number) or "take theirs" (the form shows their
 * record), and 422 messages on the fields. Render <VersionedFormDialogs> for the conflict dialog and leave guard.
 */
export function useVersionedForm<R extends VersionedRecord, V extends FieldValues, O = V>(
  options: VersionedFormOptions<R, V, O>,
): VersionedForm<R, V, O> {
  const { toValues } = options;
  const [base, setBase] = useState<R>(options.record);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<VersionedConflict<R, V> | null>(null);
  const form = useForm<V, unknown, O>({
    resolver: options.resolver,
    defaultValues: toValues(options.record) as DefaultValues<V>,
  });
  const mutation = useMutation({
    mutationFn: ({ values, origin }: { values: O; origin: R }) => options.save(values, origin),
  });
  const dirty = form.formState.isDirty;

  // The leave guard asks at navigation time; a save that goes elsewhere clears it first.
  const blocking = useRef(false);
  useEffect(() => {
    blocking.current = dirty;
  }, [dirty]);
  const shouldBlock = useCallback(() => blocking.current, []);

  const failureMessage = (failure: unknown, values: V): string => {
    const names = (options.fieldNames?.(values) ?? valuePaths(values)) as FieldPath<V>[];
    if (options.invalidMessage && isApiError(failure) && failure.status === 422) {
      const mapped = applyServerErrors(failure, form.setError, names);
      return [options.invalidMessage, ...(mapped?.unmatched ?? [])].join(' ');
    }
    return submitErrorMessage(failure, form.setError, names);
  };

  /** Validates and sends the form's values as the next version of `origin`. */
  const send = (origin: R) =>
    form.handleSubmit(
      async (values) => {
        // What you submitted, as form values: the conflict compares these with both versions.
        const yours = structuredClone(form.getValues());
        setError(null);
        setNotice(null);
        let saved: R;
        try {
          saved = await mutation.mutateAsync({ values, origin });
        } catch (failure) {
          const theirs = conflictRecord(failure, options.isRecord);
          if (theirs) {
            const report = describeConflict(toValues(origin), yours, toValues(theirs), options.conflictFields(theirs));
            setSavedAt(null);
            setConflict({ theirs, report });
          } else {
            setError(failureMessage(failure, yours));
          }
          return;
        }
        blocking.current = false;
        setBase(saved);
        form.reset(toValues(saved));
        setSavedAt(new Date());
        await options.onSaved?.(saved, origin);
      },
      () => {
        if (options.invalidMessage) setError(options.invalidMessage);
      },
    );

  const showTheirs = (theirs: R) => {
    setConflict(null);
    setBase(theirs);
    form.reset(toValues(theirs));
  };

  return {
    form,
    base,
    submit: (event) => send(base)(event),
    saving: form.formState.isSubmitting || mutation.isPending,
    dirty,
    savedAt,
    error,
    notice,
    conflict,
    takeTheirs() {
      if (!conflict) return;
      showTheirs(conflict.theirs);
      options.onTheirs?.(conflict.theirs);
      setNotice(options.conflictTexts.reloaded);
    },
    async saveOnTop() {
      if (!conflict) return;
      const { theirs, report } = conflict;
      // The form shows what is sent: their version with your changes on top, unsaved against theirs.
      showTheirs(theirs);
      form.reset(report.merged, { keepDefaultValues: true });
      await send(theirs)();
    },
    dismissConflict: () => setConflict(null),
    shouldBlock,
    conflictTexts: options.conflictTexts,
    leaveTexts: options.leaveTexts,
  };
}
