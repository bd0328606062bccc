import { interpolate, messages, type AuthUser } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { session } from '../../auth/index.ts';
import { cancelEmailChange, getEmailChange, updateProfile } from '../api/profile-api.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('../api/profile-api.ts', () => ({
  emailChangeKey: ['profile', 'email-change'],
  updateProfile: vi.fn(),
  getEmailChange: vi.fn(),
  cancelEmailChange: vi.fn(),
}));
vi.mock('../../auth/index.ts', () => ({ session: { setUser: vi.fn() } }));

const t = messages.profile.emailChange;
const user: AuthUser = {
  id: 'u1',
  name: 'Mehmet Medewerker',
  email: 'medewerker@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['employee'],
  permissions: [],
  organizations: [],
  activeOrganizationId: null,
};
const pending = { email: 'mehmet@voorbeeld.nl', expiresAt: '2026-11-22T12:00:00.000Z' };

beforeEach(() => {
  vi.mocked(updateProfile).mockReset();
  vi.mocked(getEmailChange).mockReset().mockResolvedValue(null);
  vi.mocked(cancelEmailChange).mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfileForm user={user} />
    </QueryClientProvider>,
  );
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const passwordField = () =>
  screen.queryByLabelText(messages.fields.currentPassword, { exact: false, selector: 'input' });

describe('ProfileForm', () => {
  it('saves a new name without asking for the password', async () => {
    vi.mocked(updateProfile).mockResolvedValue({
      data: { ...user, name: 'Mehmet Yilmaz' },
      meta: { emailChange: null },
    });
    renderForm();
    expect(passwordField()).toBeNull();
    fill(/^Naam/, 'Mehmet Yilmaz');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(session.setUser).toHaveBeenCalled());
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toEqual({ name: 'Mehmet Yilmaz', email: user.email });
    expect(await screen.findByText('Opgeslagen')).toBeTruthy();
  });

  it('asks for the current password for a new address, says where the link went and shows it as pending', async () => {
    vi.mocked(updateProfile).mockResolvedValue({ data: user, meta: { emailChange: pending } });
    renderForm();
    fill(/^E-mailadres/, 'Mehmet@Voorbeeld.nl');
    expect(passwordField()).not.toBeNull();
    fill(messages.fields.currentPassword, 'Afscheid-demo-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText(interpolate(t.linkSent, { email: pending.email }))).toBeTruthy();
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toEqual({
      name: user.name,
      email: 'mehmet@voorbeeld.nl',
      currentPassword: 'Afscheid-demo-2026',
    });
    // The form shows the login address again; the new one waits for its link.
    expect((screen.getByLabelText(/^E-mailadres/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      user.email,
    );
    expect(passwordField()).toBeNull();
    expect(screen.getByTestId('pending-email-change').textContent).toContain(
      interpolate(t.pending, { email: pending.email }),
    );
  });

  it('puts a wrong password on its field', async () => {
    vi.mocked(updateProfile).mockRejectedValue(
      new ApiValidationError(messages.errors.validation, {
        current_password: [messages.auth.currentPasswordWrong],
      }),
    );
    renderForm();
    fill(/^E-mailadres/, 'mehmet@voorbeeld.nl');
    fill(messages.fields.currentPassword, 'fout');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(messages.auth.currentPasswordWrong)).toBeTruthy();
    expect(passwordField()!.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a waiting change from the server and cancels it', async () => {
    vi.mocked(getEmailChange).mockResolvedValue(pending);
    renderForm();
    expect(await screen.findByText(interpolate(t.pending, { email: pending.email }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(await screen.findByText(t.cancelled)).toBeTruthy();
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pending-email-change')).toBeNull();
  });
});
