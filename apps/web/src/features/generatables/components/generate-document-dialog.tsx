import { formatDate, formatTime, interpolate, type DocumentData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../auth/index.ts';
import {
  generateDocument,
  listDossierGeneratables,
  type DossierGeneratable,
} from '../api/generatables-api.ts';
import { generatableKeys } from '../api/query-keys.ts';
import { sourceLink } from '../lib/sources.ts';
import { nlGeneratables } from '../lib/texts.ts';

const texts = nlGeneratables.dialog;

export interface GenerateDocumentDialogProps {
  open: boolean;
  dossierId: string;
  onClose(): void;
  /** The new document, after the dialog closed: refresh the documents and say so. */
  onGenerated(document: DocumentData): void;
}

/**
 * "Document maken" (the specification's "generatable create"): the documents this dossier can make as a radio
 * group (name, description, PDF or Word; one that does not apply is disabled with its reason), and for the chosen
 * one what the dossier still lacks (each a link to where it is recorded) and when it was made last. "Maken" adds a
 * new document to the documentation; an earlier one stays.
 */
export function GenerateDocumentDialog(props: GenerateDocumentDialogProps) {
  if (!props.open) return null;
  return <GenerateForm {...props} />;
}

function GenerateForm({ dossierId, onClose, onGenerated }: GenerateDocumentDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const organizationId = useSession().user?.activeOrganizationId ?? null;
  const key = generatableKeys.dossier(dossierId);
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: key,
    queryFn: () => listDossierGeneratables(dossierId),
    // What the dossier lacks changes with every section saved: ask again each time the dialog opens.
    staleTime: 0,
  });
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // The chosen document, or the first that applies until one is chosen.
  const chosen =
    data?.find((item) => item.key === chosenKey && item.applicable) ??
    data?.find((item) => item.applicable) ??
    null;

  const generate = useMutation({
    mutationFn: (target: DossierGeneratable) => generateDocument(dossierId, target.key),
    onSuccess: (document) => {
      void queryClient.invalidateQueries({ queryKey: key });
      onClose();
      onGenerated(document);
    },
    onError: (failure) => {
      // No longer applicable (the dossier changed meanwhile): show why at the option too.
      if (isApiError(failure) && failure.status === 409) void refetch();
    },
  });

  return (
    <FormDialog
      wide
      title={texts.title}
      description={texts.description}
      onClose={onClose}
      formId={formId}
      busy={generate.isPending}
      submitDisabled={!chosen}
      texts={{ cancel: nlGeneratables.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={generate.isError ? errorText(generate.error) : null}
    >
      {isPending && <p className="text-stone-700">{nlGeneratables.common.loading}</p>}
      {isError && (
        <Alert tone="error">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlGeneratables.common.retry}
          </button>
        </Alert>
      )}
      {data && data.length === 0 && <p className="text-stone-700">{texts.none}</p>}
      {data && data.length > 0 && (
        <form
          id={formId}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && !generate.isPending) generate.mutate(chosen);
          }}
        >
          <fieldset>
            <legend className="text-base font-medium text-stone-900">{texts.choose}</legend>
            <div className="mt-2 space-y-2">
              {data.map((item) => (
                <GeneratableOption
                  key={item.key}
                  item={item}
                  checked={chosen?.key === item.key}
                  onChoose={() => {
                    generate.reset();
                    setChosenKey(item.key);
                  }}
                />
              ))}
            </div>
          </fieldset>
          <div aria-live="polite">
            {chosen && (
              <ChosenDetails
                item={chosen}
                dossierId={dossierId}
                organizationId={organizationId}
                onNavigate={onClose}
              />
            )}
          </div>
        </form>
      )}
    </FormDialog>
  );
}

function GeneratableOption({
  item,
  checked,
  onChoose,
}: {
  item: DossierGeneratable;
  checked: boolean;
  onChoose(): void;
}) {
  const id = useId();
  const disabled = !item.applicable;
  return (
    <div
      className={cx(
        'flex items-start gap-3 rounded-md border p-3',
        checked
          ? 'border-brand-700 bg-brand-50'
          : disabled
            ? 'border-stone-200 bg-stone-50'
            : 'border-stone-300 bg-white',
      )}
      data-testid="generatable-option"
    >
      <input
        id={id}
        type="radio"
        name="generatable"
        value={item.key}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={`${id}-description ${id}-format${disabled ? ` ${id}-reason` : ''}`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label
            htmlFor={id}
            className={cx('font-medium break-words', disabled ? 'text-stone-600' : 'text-stone-900')}
          >
            {item.name}
          </label>
          <span id={`${id}-format`}>
            <Badge tone={item.format === 'pdf' ? 'neutral' : 'info'}>
              <span className="sr-only">
                {interpolate(nlGeneratables.formatLabel, { format: nlGeneratables.formats[item.format] })}
              </span>
              <span aria-hidden="true">{nlGeneratables.formats[item.format]}</span>
            </Badge>
          </span>
        </div>
        <p id={`${id}-description`} className="mt-1 text-sm text-stone-700">
          {item.description}
        </p>
        {disabled && (
          <p id={`${id}-reason`} className="mt-1 text-sm font-medium text-stone-800">
            {interpolate(texts.notApplicable, { reason: item.notApplicableReason ?? '' })}
          </p>
        )}
      </div>
    </div>
  );
}

function ChosenDetails({
  item,
  dossierId,
  organizationId,
  onNavigate,
}: {
  item: DossierGeneratable;
  dossierId: string;
  organizationId: string | null;
  onNavigate(): void;
}) {
  const headingId = useId();
  const last = item.lastGenerated;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md bg-stone-50 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {item.name}
      </h3>
      {item.missing.length > 0 ? (
        <div data-testid="generatable-missing">
          <h4 className="font-semibold text-stone-900">{texts.missingHeading}</h4>
          <p className="mt-1 text-sm text-stone-700">{texts.missingIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {item.missing.map((missing, index) => {
              const link = sourceLink(missing.source, dossierId, organizationId);
              return (
                <li key={`${missing.source}-${index}`} className="break-words">
                  {link ? (
                    <>
                      <Link to={link.to} onClick={onNavigate}>
                        {missing.message}
                      </Link>{' '}
                      <span className="text-sm text-stone-700">
                        {interpolate(texts.missingWhere, { place: link.label })}
                      </span>
                    </>
                  ) : (
                    missing.message
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-stone-800">{texts.complete}</p>
      )}
      {last ? (
        <div>
          <p className="text-stone-800">
            <time dateTime={last.createdAt}>
              {interpolate(texts.lastGenerated, {
                date: formatDate(last.createdAt),
                time: formatTime(last.createdAt),
              })}
            </time>
          </p>
          {!last.upToDate && (
            <p className="mt-1">
              <Badge tone="warning">{texts.changedSince}</Badge>
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-700">{texts.never}</p>
      )}
    </section>
  );
}
