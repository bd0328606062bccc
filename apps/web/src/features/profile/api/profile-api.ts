import type {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  MessageResponse,
  PendingEmailChange,
  ProfileAnswer,
  UpdateProfileInput,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

/** The TanStack Query key of the e-mail change waiting for its link. */
export const emailChangeKey = ['profile', 'email-change'] as const;

/**
 * Answers with the updated user (the same shape as GET /api/auth/user; a new e-mail address is not in it
 * yet) and the e-mail change waiting for its link, if any.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<ProfileAnswer> {
  return api.put<ProfileAnswer>('/api/profile', input);
}

/** 204; the user's other sessions end. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.put('/api/profile/password', input);
}

/** The new address waiting for confirmation, or null. */
export async function getEmailChange(): Promise<PendingEmailChange | null> {
  return (await api.get<{ data: PendingEmailChange | null }>('/api/profile/email-change')).data;
}

/** 204; the mailed link stops working. */
export async function cancelEmailChange(): Promise<void> {
  await api.delete('/api/profile/email-change');
}

/** Public: uses the mailed link; answers the Dutch confirmation. */
export async function confirmEmailChange(input: ConfirmEmailChangeInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/email-change/confirm', input, { anonymous: true });
}
