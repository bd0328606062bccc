import type { SetPasswordInput } from '@afscheid/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { PasswordSetupForm, type PasswordSetupValues } from './password-setup-form.tsx';

afterEach(cleanup);

const texts = {
  heading: 'Wachtwoord instellen',
  email: 'E-mailadres',
  password: 'Nieuw wachtwoord',
  passwordConfirmation: 'Herhaal wachtwoord',
  submit: 'Opslaan',
  busy: 'Bezig…',
};

describe('PasswordSetupForm', () => {
  it('shows the address read-only, no name field without a label, and a failure with its extra', async () => {
    const save = vi.fn((_values: SetPasswordInput) =>
      Promise.reject(new ApiError(410, 'Deze link is verlopen.')),
    );
    render(
      <PasswordSetupForm
        email="mila@afscheid.test"
        texts={texts}
        intro={<p>Kies een wachtwoord.</p>}
        resolver={formSchemas.resolver<PasswordSetupValues, SetPasswordInput>('setPassword')}
        save={save}
        errorExtra={(error) =>
          error instanceof ApiError && error.status === 410 && ' Vraag een nieuwe link aan.'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wachtwoord instellen' })).toBeTruthy();
    expect((screen.getByLabelText(/^E-mailadres/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Naam/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Nieuw wachtwoord/), {
      target: { value: 'Lange-Zin-Voor-Afscheid-2026' },
    });
    fireEvent.change(screen.getByLabelText(/^Herhaal wachtwoord/), {
      target: { value: 'Lange-Zin-Voor-Afscheid-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link is verlopen. Vraag een nieuwe link aan.',
    );
    expect(save).toHaveBeenCalledWith({
      password: 'Lange-Zin-Voor-Afscheid-2026',
      passwordConfirmation: 'Lange-Zin-Voor-Afscheid-2026',
    });
  });

  it('asks for a name when given its label', () => {
    render(
      <PasswordSetupForm
        email="mila@afscheid.test"
        texts={{ ...texts, name: 'Naam' }}
        intro={null}
        resolver={formSchemas.resolver<PasswordSetupValues, SetPasswordInput>('setPassword')}
        save={() => Promise.resolve()}
      />,
    );
    expect(screen.getByLabelText(/^Naam/)).toBeTruthy();
  });
});
