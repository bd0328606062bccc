import { interpolate, messages, type OrganizationData, type organizationFormSchema } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
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
  ORGANIZATION_ERROR_FIELDS,
  changedValues,
  isOrganization,
  organizationConflictFields,
  toFormValues,
  type OrganizationFormValues,
} from '../lib/organization-form.ts';
import { organizationTypeLabel } from '../lib/labels.ts';
import { organizationAllowed } from '../lib/permissions.ts';
import { nlOrganizationAsh } from '../lib/texts.ts';

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
      <PageProblem title={nl.titles.organizationEdit}>
        {isApiError(error) ? error.message : nlo.organization.loadFailed}
      </PageProblem>
    );
  }
  if (!organizationAllowed(gate, organization).update) {
    return (
      <PageProblem
        title={nl.titles.organizationEdit}
        back={{ to: `/organizations/${organization.id}`, label: organization.name }}
      >
        {nlo.organizationForm.forbidden}
      </PageProblem>
    );
  }
  return <OrganizationEditForm key={organization.id} initial={organization} />;
}

const editTexts = {
  intro: nlo.organizationForm.editIntro,
  save: nlo.organizationForm.save,
  saving: nlo.organizationForm.saving,
  cancel: nlo.organizationForm.cancel,
};

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
    fieldNames: () => ORGANIZATION_ERROR_FIELDS,
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
  const requestsHintId = useId();

  return (
    <VersionedEditPage
      versioned={versioned}
      back={{ to: `/organizations/${initial.id}`, label: initial.name }}
      texts={{ ...editTexts, heading: interpolate(nlo.organizationForm.editHeading, { name: initial.name }) }}
      fields={
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
          afterLegend={nlOrganizationAsh.crematoriumSettings}
          after={
            initial.type === 'crematorium' ? (
              <>
                <div className="sm:col-span-2">
                  <CheckboxField
                    label={nlo.organizationForm.acceptsRequests}
                    aria-describedby={requestsHintId}
                    {...register('acceptsRequests')}
                  />
                  <p id={requestsHintId} className="mt-1 text-sm text-stone-600">
                    {nlo.organizationForm.acceptsRequestsHint}
                  </p>
                </div>
                <TextField
                  label={messages.ash.fields.storageTermMonths}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={120}
                  step={1}
                  description={nlOrganizationAsh.storageTerm.hint}
                  error={errors.ashStorageTermMonths?.message}
                  {...register('ashStorageTermMonths', { valueAsNumber: true })}
                />
              </>
            ) : undefined
          }
        />
      }
    >
      <div className="mt-8">
        <LogoUpload
          organization={live ?? versioned.base}
          onChanged={(next) => queryClient.setQueryData(detailKey, next)}
        />
      </div>
    </VersionedEditPage>
  );
}
