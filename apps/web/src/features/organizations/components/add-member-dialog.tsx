import { messages, type CreateMemberInput, type MemberData, type Role } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { createMember } from '../api/organizations-api.ts';
import { roleOptions } from '../lib/labels.ts';

interface MemberValues {
  name: string;
  email: string;
  role: string;
}

const resolver = formSchemas.resolver<MemberValues, CreateMemberInput>('createMember');
const empty: MemberValues = { name: '', email: '', role: '' };
const fields = ['name', 'email', 'role'] as const;

/** "Lid toevoegen": creates an account without a password; the server mails a set-password link. */
export function AddMemberDialog({
  open,
  organizationId,
  roles,
  onClose,
  onAdded,
}: {
  open: boolean;
  organizationId: string;
  roles: readonly Role[];
  onClose: () => void;
  onAdded: (member: MemberData) => void;
}) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MemberValues, unknown, CreateMemberInput>({ resolver, defaultValues: empty });

  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };

  const add = useMutation({
    mutationFn: (values: CreateMemberInput) => createMember(organizationId, values),
    onSuccess: (member) => {
      reset(empty);
      onAdded(member);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, [...fields]);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField = isApiError(error) && Object.keys(error.errors).some((key) => (fields as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    add.mutate(values);
  });

  return (
    <Dialog
      open={open}
      title={nlo.members.addTitle}
      description={nlo.members.addIntro}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {nlo.confirmDialog.cancel}
          </Button>
          <Button type="submit" form={formId} busy={add.isPending} busyLabel={nlo.members.adding}>
            {nlo.members.addSubmit}
          </Button>
        </>
      }
    >
      {formError && (
        <Alert tone="error" className="mb-4">
          {formError}
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={messages.fields.name} autoComplete="off" required error={errors.name?.message} {...register('name')} />
        <TextField
          label={messages.fields.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={messages.fields.role}
          required
          placeholder={nlo.roleSelect.choose}
          options={roleOptions(roles)}
          error={errors.role?.message}
          {...register('role')}
        />
      </form>
    </Dialog>
  );
}
