import { interpolate, messages, type OrganizationData, type organizationFormSchema } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
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
  isOrganization,
  organizationConflictFields,
  toFormValues,
  type OrganizationFormValues,
} from '../lib/organization-form.ts';
import { organizationTypeLabel } from '../lib/labels.ts';
import { organizationAllowed } from '../lib/permissions.ts';

type FormOutput = z.output<typeof organizationFormSchema>;

const resolver = formSchemas.resolver<OrganizationFormValues, FormOutput>('organizationForm');

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
  const detailKey = organizationKeys.detail(initial.id);
  usePreloadSchemas(formSchemas);
  // The cached record, for the logo (its upload changes no version and does not touch the form).
  const { data: live } = useOrganization(initial.id);
  const versioned = useVersionedForm<OrganizationData, OrganizationFormValues, FormOutput>({
    record: initial,
    toValues: toFormValues,
    resolver,
    // Only the changed fields go (an emptied one as null); the server keeps the others.
    save: (values, base) => updateOrganization(base.id, { version: base.version, ...changedValues(base, values) }),
    isRecord: isOrganization,
    conflictFields: () => organizationConflictFields,
    conflictTexts: nlo.conflict,
    leaveTexts: nlo.leaveGuard,
    fieldNames: () => ORGANIZATION_FORM_FIELDS,
    onSaved: async (saved) => {
      queryClient.setQueryData(detailKey, saved);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await navigate(`/organizations/${saved.id}`, { state: { notice: nlo.organization.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(detailKey, theirs),
  });
  const {
    register,
    formState: { errors },
  } = versioned.form;

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={`/organizations/${initial.id}`}>{initial.name}</Link>
      </p>
      <PageTitle className="mt-2">{interpolate(nlo.organizationForm.editHeading, { name: initial.name })}</PageTitle>
      <p className="mt-2 text-stone-700">{nlo.organizationForm.editIntro}</p>
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
      <form noValidate onSubmit={(event) => void versioned.submit(event)} className="mt-6 space-y-6">
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
          <Button type="submit" busy={versioned.saving} busyLabel={nlo.organizationForm.saving}>
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
        <LogoUpload
          organization={live ?? versioned.base}
          onChanged={(next) => queryClient.setQueryData(detailKey, next)}
        />
      </div>
      <VersionedFormDialogs versioned={versioned} />
    </div>
  );
}
