import { interpolate, messages, type AuthUser, type UpdateProfileInput } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { session } from '../../auth/index.ts';
import { emailChangeKey, updateProfile } from '../api/profile-api.ts';
import { isNewEmail } from '../lib/email-change.ts';
import { FormSection } from './form-section.tsx';
import { PendingEmailChangeNotice } from './pending-email-change.tsx';

const resolver = formSchemas.resolver<UpdateProfileInput>('updateProfile');
const t = messages.profile.emailChange;

/**
 * Name and e-mail; the saved user replaces the session's (the header follows). A new e-mail address asks for
 * the current password and only counts once the link mailed to it is used: until then the form shows the
 * login address and, below it, the address waiting for confirmation.
 */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const [justSaved, setJustSaved] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileInput>({
    resolver,
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const changingEmail = isNewEmail(email, user.email);
  const mutation = useMutation({ mutationFn: updateProfile });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setJustSaved(false);
    setLinkSentTo(null);
    const newEmail = isNewEmail(values.email, user.email);
    try {
      const saved = await mutation.mutateAsync({
        name: values.name,
        email: values.email,
        // Only sent when it is needed: for a new e-mail address.
        ...(newEmail ? { currentPassword: values.currentPassword ?? '' } : {}),
      });
      session.setUser(saved.data);
      queryClient.setQueryData(emailChangeKey, saved.meta.emailChange);
      reset({ name: saved.data.name, email: saved.data.email, currentPassword: '' });
      if (newEmail && saved.meta.emailChange) setLinkSentTo(saved.meta.emailChange.email);
      else setJustSaved(true);
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['name', 'email', 'currentPassword']));
    }
  });

  // "Opgeslagen" until the user changes something again.
  const saved = justSaved && !isDirty;

  return (
    <FormSection title={nlPages.profile.detailsTitle} description={nlPages.profile.detailsIntro}>
      {formError && (
        <Alert tone="error" className="mb-4">
          {formError}
        </Alert>
      )}
      {linkSentTo && !isDirty && (
        <Alert tone="success" className="mb-4">
          {interpolate(t.linkSent, { email: linkSentTo })}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={nlPages.profile.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <EmailField
          label={nlPages.profile.email}
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        {changingEmail && (
          <PasswordField
            label={messages.fields.currentPassword}
            autoComplete="current-password"
            required
            description={t.passwordHint}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={mutation.isPending} busyLabel={nlPages.profile.saving}>
            {nlPages.profile.save}
          </Button>
          <p role="status" className="font-medium text-emerald-800">
            {saved ? (
              <>
                <span aria-hidden="true">✓ </span>
                {nlPages.profile.saved}
              </>
            ) : null}
          </p>
        </div>
      </form>
      <PendingEmailChangeNotice />
    </FormSection>
  );
}
