import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { sessionStore } from '../../../lib/browser/storage.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { forgetTarget } from '../../auth/index.ts';
import { session } from '../../auth/index.ts';

/** The form's values; `name` is only asked for when `nameLabel` is given. */
export interface PasswordSetupValues {
  name: string;
  password: string;
  passwordConfirmation: string;
}

export interface PasswordSetupTexts {
  heading: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  submit: string;
  busy: string;
  /** Label of the name field; without it the form asks for no name. */
  name?: string;
}

const empty: PasswordSetupValues = { name: '', password: '', passwordConfirmation: '' };

/**
 * A link's "choose your password" form (registration by invitation, an account an administrator made): the
 * address read-only, perhaps a name, the new password twice; on success the user is logged in.
 */
export function PasswordSetupForm<TInput>({
  email,
  texts,
  intro,
  resolver,
  save,
  errorExtra,
}: {
  email: string;
  texts: PasswordSetupTexts;
  /** What stands between the heading and the form. */
  intro: ReactNode;
  resolver: Resolver<PasswordSetupValues, unknown, TInput>;
  save: (values: TInput) => Promise<unknown>;
  /** More to show after a failed submit's message (e.g. a link), chosen by the error. */
  errorExtra?: (error: unknown) => ReactNode;
}) {
  const [formError, setFormError] = useState<{ message: string; extra: ReactNode } | null>(null);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordSetupValues, unknown, TInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control, name: 'password' });
  const fields: (keyof PasswordSetupValues)[] = texts.name
    ? ['name', 'password', 'passwordConfirmation']
    : ['password', 'passwordConfirmation'];

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      // Logged in now: the session rules take the user home, to the dashboard.
      forgetTarget(sessionStore);
      await session.fetchUser();
    } catch (error) {
      setFormError({ message: submitErrorMessage(error, setError, fields), extra: errorExtra?.(error) });
    }
  });

  return (
    <div>
      <PageTitle>{texts.heading}</PageTitle>
      {intro}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError.message}
          {formError.extra}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <TextField label={texts.email} type="email" value={email} readOnly autoComplete="username" />
        {texts.name && (
          <TextField
            label={texts.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
        )}
        <NewPasswordFields
          password={password}
          email={email}
          labels={{ password: texts.password, confirmation: texts.passwordConfirmation }}
          errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          passwordInput={register('password')}
          confirmationInput={register('passwordConfirmation')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={texts.busy}>
          {texts.submit}
        </Button>
      </form>
    </div>
  );
}
