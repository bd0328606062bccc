import type { AuthUser, InvitationPreview, RegisterInvitationInput, SetPasswordInput } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

const token = (value: string) => encodeURIComponent(value);

/** Public: what the invitation is for. 404 when the link is unknown, used, revoked or expired. */
export async function getInvitation(value: string): Promise<InvitationPreview> {
  return (await api.get<{ data: InvitationPreview }>(`/api/invitations/${token(value)}`, { anonymous: true })).data;
}

/** Public (guest): creates the account and the membership and logs in; answers with the user. */
export async function registerWithInvitation(value: string, input: RegisterInvitationInput): Promise<AuthUser> {
  return (await api.post<{ data: AuthUser }>(`/api/invitations/${token(value)}/register`, input, { anonymous: true })).data;
}

/** Logged in as the invited address: the membership becomes active and the active organisation. */
export async function acceptInvitation(value: string): Promise<AuthUser> {
  return (await api.post<{ data: AuthUser }>(`/api/invitations/${token(value)}/accept`)).data;
}

/** Public: the account the set-password link is for. */
export async function getSetPassword(value: string): Promise<{ email: string; name: string }> {
  return (await api.get<{ data: { email: string; name: string } }>(`/api/set-password/${token(value)}`, { anonymous: true })).data;
}

/** Public: sets the password and logs in (204). */
export async function setPassword(value: string, input: SetPasswordInput): Promise<void> {
  await api.post(`/api/set-password/${token(value)}`, input, { anonymous: true });
}
