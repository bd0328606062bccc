import { messages, type Role } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { roleOptions } from '../lib/labels.ts';

/** The form's values. */
export interface RoleInviteValues {
  email: string;
  role: string;
}

export interface RoleInviteTexts {
  title: string;
  intro: string;
  submit: string;
  busy: string;
}

const empty: RoleInviteValues = { email: '', role: '' };

/**
 * The "membership invitation" dialog's form: an e-mail address and a role. It never tells whether the address has
 * an account (issue 10); the call and the texts come from the caller.
 */
export function RoleInviteDialog<TInput, TResult>({
  open,
  roles,
  texts,
  resolver,
  submit,
  onClose,
  onDone,
}: {
  open: boolean;
  roles: readonly Role[];
  texts: RoleInviteTexts;
  resolver: Resolver<RoleInviteValues, unknown, TInput>;
  submit: (values: TInput) => Promise<TResult>;
  onClose: () => void;
  onDone: (result: TResult) => void;
}) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const fields: (keyof RoleInviteValues)[] = ['email', 'role'];
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RoleInviteValues, unknown, TInput>({ resolver, defaultValues: empty });

  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };

  const send = useMutation({
    mutationFn: submit,
    onSuccess: (result) => {
      reset(empty);
      onDone(result);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, fields);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField =
        isApiError(error) && Object.keys(error.errors).some((key) => (fields as string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values);
  });

  return (
    <FormDialog
      open={open}
      title={texts.title}
      description={texts.intro}
      onClose={close}
      formId={formId}
      busy={send.isPending}
      texts={{ cancel: nlo.confirmDialog.cancel, submit: texts.submit, submitting: texts.busy }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField
          label={messages.fields.email}
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
    </FormDialog>
  );
}
