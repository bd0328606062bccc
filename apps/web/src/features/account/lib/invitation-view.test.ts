import type { InvitationPreview } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { confirmView, registerView } from './invitation-view.ts';

const invitation: InvitationPreview = {
  email: 'uitvaartverzorger@afscheid.test',
  organizationName: 'Crematorium Het Rozenveld',
  organizationType: 'crematorium',
  role: 'employee',
  accountExists: true,
  expiresAt: '2026-12-01T10:00:00Z',
};
const ready = (data: InvitationPreview) => ({ state: 'ready', data }) as const;
const failed = (error: unknown) => ({ state: 'failed', error }) as const;

describe('registerView', () => {
  it('is invalid without a token or for a 404 (unknown, used, revoked or expired)', () => {
    expect(registerView('', { state: 'loading' }, 'x')).toEqual({ kind: 'invalid' });
    expect(registerView('t', failed(new ApiError(404, 'Deze uitnodiging is ongeldig of verlopen.')), 'x')).toEqual({
      kind: 'invalid',
    });
  });

  it('shows other failures with their message', () => {
    expect(registerView('t', failed(new ApiError(0, 'Geen verbinding')), 'x')).toEqual({ kind: 'error', message: 'Geen verbinding' });
    expect(registerView('t', failed(new Error('boem')), 'Er ging iets mis')).toEqual({ kind: 'error', message: 'Er ging iets mis' });
  });

  it('shows the form for a new address and sends an existing account to confirm', () => {
    expect(registerView('t', { state: 'loading' }, 'x')).toEqual({ kind: 'loading' });
    expect(registerView('t', ready({ ...invitation, accountExists: false }), 'x')).toMatchObject({ kind: 'form' });
    expect(registerView('t', ready(invitation), 'x')).toMatchObject({ kind: 'has-account' });
  });
});

describe('confirmView', () => {
  it('asks a visitor to log in', () => {
    expect(confirmView('t', ready(invitation), null, 'x')).toEqual({ kind: 'login', invitation });
  });

  it('lets the invited address confirm, whatever the capitals', () => {
    expect(confirmView('t', ready(invitation), { email: 'Uitvaartverzorger@Afscheid.test' }, 'x')).toEqual({
      kind: 'confirm',
      invitation,
    });
  });

  it('tells someone logged in with another account', () => {
    expect(confirmView('t', ready(invitation), { email: 'lezer@afscheid.test' }, 'x')).toEqual({
      kind: 'other-account',
      invitation,
      current: 'lezer@afscheid.test',
    });
  });

  it('points a visitor without an account to registering; a bad link is invalid', () => {
    expect(confirmView('t', ready({ ...invitation, accountExists: false }), null, 'x')).toMatchObject({ kind: 'no-account' });
    expect(confirmView('t', failed(new ApiError(404, 'weg')), null, 'x')).toEqual({ kind: 'invalid' });
    expect(confirmView('', { state: 'loading' }, null, 'x')).toEqual({ kind: 'invalid' });
  });
});
