import { messages, type CreateInvitationInput, type InvitationData, type Role } from '@afscheid/shared';
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
import { createInvitation } from '../api/organizations-api.ts';
import { roleOptions } from '../lib/labels.ts';

interface InvitationValues {
  email: string;
  role: string;
}

const resolver = formSchemas.resolver<InvitationValues, CreateInvitationInput>('createInvitation');
const empty: InvitationValues = { email: '', role: '' };

/** The "membership invitation" dialog: an e-mail address and a role; the server sends the mail. */
export function InvitationDialog({
  open,
  organizationId,
  roles,
  onClose,
  onSent,
}: {
  open: boolean;
  organizationId: string;
  roles: readonly Role[];
  onClose: () => void;
  onSent: (invitation: InvitationData) => void;
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
  } = useForm<InvitationValues, unknown, CreateInvitationInput>({ resolver, defaultValues: empty });

  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };

  const send = useMutation({
    mutationFn: (values: CreateInvitationInput) => createInvitation(organizationId, values),
    onSuccess: (invitation) => {
      reset(empty);
      onSent(invitation);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, ['email', 'role']);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField = isApiError(error) && Object.keys(error.errors).some((key) => key === 'email' || key === 'role');
      if (!onField) setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values);
  });

  return (
    <Dialog
      open={open}
      title={nlo.invitations.dialogTitle}
      description={nlo.invitations.dialogIntro}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {nlo.confirmDialog.cancel}
          </Button>
          <Button type="submit" form={formId} busy={send.isPending} busyLabel={nlo.invitations.sending}>
            {nlo.invitations.send}
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
