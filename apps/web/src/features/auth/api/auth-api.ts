import type { ForgotPasswordInput, ResetPasswordInput } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

interface MessageResponse {
  message: string;
}

/** Always answers with the same message, whether or not the address is known. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/forgot-password', input, { anonymous: true });
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/reset-password', input, { anonymous: true });
}
