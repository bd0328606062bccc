import type { AuthUser, UpdateProfileInput } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { session } from '../../auth/index.ts';
import { updateProfile } from '../api/profile-api.ts';
import { FormSection } from './form-section.tsx';

const resolver = formSchemas.resolver<UpdateProfileInput>('updateProfile');

/** Name and e-mail; the saved user replaces the session's (the header follows). */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const [justSaved, setJustSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileInput>({
    resolver,
    defaultValues: { name: user.name, email: user.email },
  });
  const mutation = useMutation({ mutationFn: updateProfile });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setJustSaved(false);
    try {
      const saved = await mutation.mutateAsync(values);
      session.setUser(saved);
      reset({ name: saved.name, email: saved.email });
      setJustSaved(true);
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['name', 'email']));
    }
  });

  // "Opgeslagen" until the user changes something again.
  const saved = justSaved && !isDirty;

  return (
    <FormSection title={nl.profile.detailsTitle} description={nl.profile.detailsIntro}>
      {formError && (
        <Alert tone="error" className="mb-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={nl.profile.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <EmailField
          label={nl.profile.email}
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={mutation.isPending} busyLabel={nl.profile.saving}>
            {nl.profile.save}
          </Button>
          <p role="status" className="font-medium text-emerald-800">
            {saved ? (
              <>
                <span aria-hidden="true">✓ </span>
                {nl.profile.saved}
              </>
            ) : null}
          </p>
        </div>
      </form>
    </FormSection>
  );
}
