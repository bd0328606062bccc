import { interpolate, messages, type OrganizationData, type organizationFormSchema } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ConflictDialog } from '../../../components/conflict-dialog.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { lazyResolver, preloadResolversWhenIdle } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { updateOrganization } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { useOrganization } from '../api/use-organization.ts';
import { LogoUpload } from '../components/logo-upload.tsx';
import { OrganizationFields } from '../components/organization-fields.tsx';
import {
  ORGANIZATION_FORM_FIELDS,
  changedValues,
  describeConflict,
  toFormValues,
  type ConflictReport,
  type OrganizationFieldValues,
  type OrganizationFormValues,
} from '../lib/conflict.ts';
import { organizationTypeLabel } from '../lib/labels.ts';
import { organizationAllowed } from '../lib/permissions.ts';

type FormOutput = z.output<typeof organizationFormSchema>;

const resolver = lazyResolver<OrganizationFormValues, FormOutput>('organizationForm');

/** The record the server answered with a 409, if that is what `error` is. */
function conflictRecord(error: unknown): OrganizationData | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as Partial<OrganizationData> | undefined;
  return data && typeof data.version === 'number' ? (data as OrganizationData) : null;
}

/** `/organizations/{id}/edit`: loads the organisation, then the form (owners and admins). */
export function OrganizationEditPage() {
  const { id = '' } = useParams();
  const gate = useGate();
  const { data: organization, isPending, isError, error } = useOrganization(id);
  if (isPending) return <p className="text-stone-700">{nl.app.loading}</p>;
  if (isError || !organization) {
    return (
      <div>
        <PageTitle>{nl.titles.organizationEdit}</PageTitle>
        <Alert tone="error" className="mt-4">
          {isApiError(error) ? error.message : nlo.organization.loadFailed}
        </Alert>
      </div>
    );
  }
  if (!organizationAllowed(gate, organization).update) {
    return (
      <div>
        <PageTitle>{nl.titles.organizationEdit}</PageTitle>
        <Alert tone="error" className="mt-4">
          {nlo.organizationForm.forbidden}
        </Alert>
        <p className="mt-4">
          <Link to={`/organizations/${organization.id}`}>{organization.name}</Link>
        </p>
      </div>
    );
  }
  return <OrganizationEditForm key={organization.id} initial={organization} />;
}

function OrganizationEditForm({ initial }: { initial: OrganizationData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The record the form started from: its version goes with the save, and it tells your changes apart. */
  const [base, setBase] = useState<OrganizationData>(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ report: ConflictReport; theirs: OrganizationData } | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  useEffect(() => preloadResolversWhenIdle(), []);
  // The cached record, for the logo (its upload changes no version and does not touch the form).
  const { data: live } = useOrganization(initial.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OrganizationFormValues, unknown, FormOutput>({ resolver, defaultValues: toFormValues(initial) });

  // The leave guard reads these at navigation time.
  const dirty = useRef(false);
  const leaving = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const shouldBlock = useCallback(() => dirty.current && !leaving.current, []);

  const detailKey = organizationKeys.detail(initial.id);

  const finish = async (saved: OrganizationData) => {
    queryClient.setQueryData(detailKey, saved);
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    leaving.current = true;
    await navigate(`/organizations/${saved.id}`, { state: { notice: nlo.organization.saved } });
  };

  /** Sends your changes on top of `record` (its version); a 409 opens the conflict dialog. */
  const save = async (record: OrganizationData, yours: OrganizationFieldValues, origin: OrganizationData) => {
    try {
      const changes = changedValues(origin, yours);
      await finish(await updateOrganization(initial.id, { version: record.version, ...changes }));
    } catch (error) {
      const theirs = conflictRecord(error);
      if (theirs) {
        setConflict({ report: describeConflict(origin, yours, theirs), theirs });
        return;
      }
      setFormError(submitErrorMessage(error, setError, [...ORGANIZATION_FORM_FIELDS]));
    }
  };

  // Built at submit time (an event handler), not during render: saving touches the leave guard's refs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
      setFormError(null);
      setNotice(null);
      await save(base, values as OrganizationFieldValues, base);
    })(event);

  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs } = conflict;
    setBase(theirs);
    reset(toFormValues(theirs));
    queryClient.setQueryData(detailKey, theirs);
    setConflict(null);
    setNotice(nlo.conflict.reloaded);
  };

  const overwrite = async () => {
    if (!conflict) return;
    const { theirs, report } = conflict;
    setOverwriting(true);
    setConflict(null);
    // Your changes (against the record you started from) on top of their version.
    const yours: OrganizationFieldValues = { ...theirs, ...report.overwrite };
    setBase(theirs);
    try {
      await save(theirs, yours, theirs);
    } finally {
      setOverwriting(false);
    }
  };

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={`/organizations/${initial.id}`}>{initial.name}</Link>
      </p>
      <PageTitle className="mt-2">{interpolate(nlo.organizationForm.editHeading, { name: initial.name })}</PageTitle>
      <p className="mt-2 text-stone-700">{nlo.organizationForm.editIntro}</p>
      {notice && (
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <OrganizationFields
          register={register}
          errors={errors}
          general={
            <div className="sm:col-span-2">
              <p className="font-medium text-stone-900">{messages.fields.type}</p>
              <p className="mt-1 text-stone-800">{organizationTypeLabel(initial.type)}</p>
              <p className="mt-1 text-sm text-stone-600">{nlo.organizationForm.typeFixed}</p>
            </div>
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={isSubmitting || overwriting} busyLabel={nlo.organizationForm.saving}>
            {nlo.organizationForm.save}
          </Button>
          <Link
            to={`/organizations/${initial.id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100"
          >
            {nlo.organizationForm.cancel}
          </Link>
        </div>
      </form>
      <div className="mt-8">
        <LogoUpload organization={live ?? base} onChanged={(next) => queryClient.setQueryData(detailKey, next)} />
      </div>
      <ConflictDialog
        report={conflict?.report ?? null}
        busy={overwriting}
        onKeepTheirs={keepTheirs}
        onOverwrite={() => void overwrite()}
        onClose={() => setConflict(null)}
      />
      <LeaveGuard when={shouldBlock} />
    </div>
  );
}
