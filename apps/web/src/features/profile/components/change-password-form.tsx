import { type ChangePasswordInput } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { changePassword } from '../api/profile-api.ts';
import { FormSection } from './form-section.tsx';

const resolver = formSchemas.resolver<ChangePasswordInput>('changePassword');

const empty: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Current password, new one (with the live requirements) and its confirmation. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ChangePasswordInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control, name: 'password' });
  const mutation = useMutation({ mutationFn: changePassword });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setChanged(false);
    try {
      await mutation.mutateAsync(values);
      reset(empty);
      setChanged(true);
    } catch (error) {
      setFormError(
        submitErrorMessage(error, setError, ['currentPassword', 'password', 'passwordConfirmation']),
      );
    }
  });

  return (
    <FormSection title={nlPages.profile.passwordTitle} description={nlPages.profile.passwordIntro}>
      {formError && (
        <Alert tone="error" className="mb-4">
          {formError}
        </Alert>
      )}
      {changed && (
        <Alert tone="success" className="mb-4">
          {nlPages.profile.passwordChanged}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={nlPages.profile.currentPassword}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          password={password}
          email={email}
          labels={{ password: nlPages.profile.newPassword, confirmation: nlPages.profile.passwordConfirmation }}
          errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          passwordInput={register('password')}
          confirmationInput={register('passwordConfirmation')}
        />
        <Button type="submit" busy={mutation.isPending} busyLabel={nlPages.profile.changingPassword}>
          {nlPages.profile.changePassword}
        </Button>
      </form>
    </FormSection>
  );
}
