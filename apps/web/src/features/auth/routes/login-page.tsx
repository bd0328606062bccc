import type { LoginData, LoginInput } from '@afscheid/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { session } from '../session/session.ts';

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

function readValues(form: HTMLFormElement): LoginInput {
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  return {
    email: input('email')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: input('remember')?.checked ?? false,
  };
}

/** The login schema's verdict: the data, or the first message per field (the shared schema, loaded lazily). */
async function validate(values: LoginInput): Promise<{ data: LoginData } | { errors: LoginErrors }> {
  const result = (await formSchemas.schema('login')).safeParse(values);
  if (result.success) return { data: result.data as LoginData };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

function focusField(form: HTMLFormElement, name: LoginField | undefined) {
  if (name) (form.elements.namedItem(name) as HTMLInputElement | null)?.focus();
}

interface LoginLocationState {
  notice?: 'sessionExpired' | 'passwordReset';
}

/** The login page (`/`). On success the session rules take the user to the remembered page or home. */
export function LoginPage() {
  const location = useLocation();
  const notice = (location.state as LoginLocationState | null)?.notice;
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  // A plain form instead of react-hook-form: the login page is the first load and stays small. Like the other
  // forms it validates on submit and, after a submit, again while the user corrects a field.
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const checks = useRef(0);

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!submitted.current || (name !== 'email' && name !== 'password')) return;
    const check = ++checks.current;
    const verdict = await validate(readValues(event.currentTarget));
    if (check !== checks.current) return; // a later keystroke's check decides
    const message = 'errors' in verdict ? verdict.errors[name] : undefined;
    setErrors((current) => ({ ...current, [name]: message }));
  };

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    submitted.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      const verdict = await validate(readValues(form));
      if ('errors' in verdict) {
        setErrors(verdict.errors);
        focusField(
          form,
          LOGIN_FIELDS.find((name) => verdict.errors[name]),
        );
        return;
      }
      setErrors({});
      try {
        await session.login(verdict.data);
      } catch (error) {
        const fieldErrors: LoginErrors = {};
        let focus: LoginField | undefined;
        const message = submitErrorMessage<LoginInput>(
          error,
          (name, { message }, options) => {
            if (name !== 'email' && name !== 'password') return;
            fieldErrors[name] = message;
            if (options?.shouldFocus) focus = name;
          },
          LOGIN_FIELDS,
        );
        setErrors(fieldErrors);
        setFormError(message);
        focusField(form, focus);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div>
      <PageTitle>{nl.login.heading}</PageTitle>
      <p className="mt-2 text-stone-700">{nl.login.intro}</p>
      {notice === 'passwordReset' && !formError && (
        <Alert tone="success" className="mt-4">
          {nl.login.passwordReset}
        </Alert>
      )}
      {notice === 'sessionExpired' && !formError && (
        <Alert tone="info" className="mt-4">
          {nl.login.sessionExpired}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="mt-6 space-y-5">
        <EmailField
          label={nl.login.email}
          autoComplete="username"
          required
          name="email"
          defaultValue=""
          error={errors.email}
        />
        <PasswordField
          label={nl.login.password}
          autoComplete="current-password"
          required
          name="password"
          defaultValue=""
          error={errors.password}
        />
        <CheckboxField label={nl.login.remember} name="remember" defaultChecked={false} />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nl.login.submitting}>
          {nl.login.submit}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/forgot-password">{nl.login.forgot}</Link>
      </p>
    </div>
  );
}
