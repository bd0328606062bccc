import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../session/session.ts';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes([{ path: '/', element: <LoginPage /> }], { path: '/', permissions: [] });
}

const email = () => screen.getByLabelText('E-mailadres');
const password = () => screen.getByLabelText('Wachtwoord');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

// The login page has a plain form (no react-hook-form: the first load stays small) that behaves like the others.
describe('the login page', () => {
  it("checks the fields with the shared schema's Dutch messages, focuses the first and sends nothing", async () => {
    const login = vi.spyOn(session, 'login');
    renderPage();
    submit();
    expect(await screen.findByText('Vul het e-mailadres in.')).toBeTruthy();
    expect(screen.getByText('Vul je wachtwoord in.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(login).not.toHaveBeenCalled();

    // After a submit a corrected field loses its message at once.
    fireEvent.change(email(), { target: { value: 'uitvaartverzorger@afscheid.test' } });
    await waitFor(() => expect(screen.queryByText('Vul het e-mailadres in.')).toBeNull());
    expect(screen.getByText('Vul je wachtwoord in.')).toBeTruthy();
  });

  it('logs in with what was typed, "Ingelogd blijven" included', async () => {
    const login = vi.spyOn(session, 'login').mockResolvedValue(undefined as never);
    renderPage();
    fireEvent.change(email(), { target: { value: 'uitvaartverzorger@afscheid.test' } });
    fireEvent.change(password(), { target: { value: 'Afscheid-demo-2026' } });
    fireEvent.click(screen.getByLabelText('Ingelogd blijven'));
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0]?.[0]).toEqual({
      email: 'uitvaartverzorger@afscheid.test',
      password: 'Afscheid-demo-2026',
      remember: true,
    });
  });

  it("puts the server's refusal on the field and in the alert", async () => {
    const message = 'Deze combinatie van e-mailadres en wachtwoord is niet bij ons bekend.';
    vi.spyOn(session, 'login').mockRejectedValue(new ApiValidationError(message, { email: [message] }));
    renderPage();
    fireEvent.change(email(), { target: { value: 'iemand@afscheid.test' } });
    fireEvent.change(password(), { target: { value: 'verkeerd-wachtwoord' } });
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThanOrEqual(2);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
  });
});
