/**
 * The profile's e-mail change (issue 10, item 4): a new login address only counts once the link mailed to it
 * is used. `updateProfileSchema` (auth.ts) is the request that starts it.
 */
import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { authUserSchema } from './auth-responses.ts';
import { maxLength, requiredString } from './fields.ts';

/** The change waiting for its link to be used: the new address and until when the link works. */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/**
 * PUT /api/profile: the user as stored now (a new e-mail address is not in it yet) and the pending change,
 * if any. The answer is the same whether or not the new address has an account elsewhere.
 */
export const profileAnswerSchema = z.object({
  data: authUserSchema,
  meta: z.object({ emailChange: pendingEmailChangeSchema.nullable() }),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** POST /api/email-change/confirm: the token from the mailed link (public; the token is the credential). */
export const confirmEmailChangeSchema = z.object({
  token: requiredString(messages.fields.token).max(200, { error: maxLength(messages.fields.token, 200) }),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;
