import { ORGANIZATION_TYPES, messages, type createOrganizationSchema } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { createOrganization } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { OrganizationFields } from '../components/organization-fields.tsx';
import { ORGANIZATION_FORM_FIELDS, toFormValues, type OrganizationFormValues } from '../lib/organization-form.ts';
import { organizationTypeLabel } from '../lib/labels.ts';
import { linkButtonClass } from '../../../components/ui/link-button.ts';

type CreateValues = OrganizationFormValues & { type: string; ownerEmail: string };
type CreateOutput = z.output<typeof createOrganizationSchema>;

const resolver = formSchemas.resolver<CreateValues, CreateOutput>('createOrganization');
const empty: CreateValues = { ...toFormValues({}), type: '', ownerEmail: '' };
const knownFields = [...ORGANIZATION_FORM_FIELDS, 'type', 'ownerEmail'] as const;

/** `/organizations/create` (platform administrator): every organisation field, the type, and optionally the owner. */
export function OrganizationCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateValues, unknown, CreateOutput>({ resolver, defaultValues: empty });

  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await navigate(`/organizations/${created.id}`, { state: { notice: nlo.organization.created } });
    },
    onError: (error) => setFormError(submitErrorMessage(error, setError, [...knownFields])),
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/organizations">{nlo.organization.backToList}</Link>
      </p>
      <PageTitle className="mt-2">{nlo.organizationForm.createHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{nlo.organizationForm.createIntro}</p>
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
            <SelectField
              label={messages.fields.type}
              required
              placeholder={nlo.organizationForm.chooseType}
              options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: organizationTypeLabel(type) }))}
              description={nlo.organizationForm.typeHint}
              error={errors.type?.message}
              {...register('type')}
            />
          }
        />
        <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
          <legend className="px-1 text-lg font-semibold text-stone-900">{nlo.organizationForm.owner}</legend>
          <EmailField
            label={messages.fields.ownerEmail}
            className="mt-2"
            description={nlo.organizationForm.ownerHint}
            error={errors.ownerEmail?.message}
            {...register('ownerEmail')}
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={create.isPending} busyLabel={nlo.organizationForm.creating}>
            {nlo.organizationForm.create}
          </Button>
          <Link
            to="/organizations"
            className={linkButtonClass}
          >
            {nlo.organizationForm.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
