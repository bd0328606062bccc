import type { AuthUser, InvitationPreview } from '@afscheid/shared';
import { isApiError } from '../../../lib/api/errors.ts';
import type { Remote } from '../api/use-remote.ts';

/** What the register page shows. */
export type RegisterView =
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'has-account'; invitation: InvitationPreview }
  | { kind: 'form'; invitation: InvitationPreview };

/** What the confirm-membership page shows. */
export type ConfirmView =
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** Not logged in: the invitation and a login button (this page is remembered as the target). */
  | { kind: 'login'; invitation: InvitationPreview }
  /** Logged in as someone else: explain, offer to log out. */
  | { kind: 'other-account'; invitation: InvitationPreview; current: string }
  /** Logged in as the invited address: the confirm button. */
  | { kind: 'confirm'; invitation: InvitationPreview }
  /** No account exists for the address yet: registering is the way in. */
  | { kind: 'no-account'; invitation: InvitationPreview };

function failure(error: unknown, fallback: string): { kind: 'invalid' } | { kind: 'error'; message: string } {
  // An unknown, used, revoked or expired token is a 404 whatever is sent.
  if (isApiError(error) && error.status === 404) return { kind: 'invalid' };
  return { kind: 'error', message: isApiError(error) ? error.message : fallback };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function registerView(token: string, remote: Remote<InvitationPreview>, fallback: string): RegisterView {
  if (!token) return { kind: 'invalid' };
  if (remote.state === 'loading') return { kind: 'loading' };
  if (remote.state === 'failed') return failure(remote.error, fallback);
  return remote.data.accountExists ? { kind: 'has-account', invitation: remote.data } : { kind: 'form', invitation: remote.data };
}

export function confirmView(
  token: string,
  remote: Remote<InvitationPreview>,
  user: Pick<AuthUser, 'email'> | null,
  fallback: string,
): ConfirmView {
  if (!token) return { kind: 'invalid' };
  if (remote.state === 'loading') return { kind: 'loading' };
  if (remote.state === 'failed') return failure(remote.error, fallback);
  const invitation = remote.data;
  if (!user) return invitation.accountExists ? { kind: 'login', invitation } : { kind: 'no-account', invitation };
  if (!sameAddress(user.email, invitation.email)) return { kind: 'other-account', invitation, current: user.email };
  return { kind: 'confirm', invitation };
}
