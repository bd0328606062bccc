import type { AuthUser, ChangePasswordInput, UpdateProfileInput } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

/** Answers with the updated user (the same shape as GET /api/auth/user). */
export async function updateProfile(input: UpdateProfileInput): Promise<AuthUser> {
  const response = await api.put<{ data: AuthUser }>('/api/profile', input);
  return response.data;
}

/** 204; the user's other sessions end. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.put('/api/profile/password', input);
}
