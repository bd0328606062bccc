import { messages } from '@afscheid/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { confirmEmailChange } from '../api/profile-api.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

vi.mock('../api/profile-api.ts', () => ({ confirmEmailChange: vi.fn() }));
vi.mock('../../auth/index.ts', () => ({
  session: { getState: () => ({ loggedIn: false }), fetchUser: vi.fn() },
  useSession: () => ({ user: null }),
}));

const t = messages.profile.emailChange;
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  vi.mocked(confirmEmailChange).mockReset();
});
afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/confirm-email/:token?" element={<ConfirmEmailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ConfirmEmailPage', () => {
  it('uses the link only when the button is pressed, then says so', async () => {
    vi.mocked(confirmEmailChange).mockResolvedValue({ message: 'Je e-mailadres is gewijzigd in x@y.nl.' });
    renderAt(`/auth/confirm-email/${TOKEN}`);
    expect(confirmEmailChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.page.confirm }));
    expect(await screen.findByText('Je e-mailadres is gewijzigd in x@y.nl.')).toBeTruthy();
    expect(confirmEmailChange).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.getByRole('link', { name: t.page.toLogin })).toBeTruthy();
  });

  it("shows the server's Dutch reason when the link cannot be used", async () => {
    vi.mocked(confirmEmailChange).mockRejectedValue(new ApiValidationError(t.taken, { token: [t.taken] }));
    renderAt(`/auth/confirm-email/${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: t.page.confirm }));
    expect(await screen.findByText(t.taken)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.page.confirm })).toBeNull();
  });

  it('explains a link without its token', () => {
    renderAt('/auth/confirm-email');
    expect(screen.getByText(t.invalid)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
