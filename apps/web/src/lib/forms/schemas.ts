/**
 * Form validation: the shared Zod schemas as react-hook-form resolvers, with Zod's fallback messages
 * in Dutch. Loaded on demand (see lazy-resolver.ts): Zod is the largest library a form needs, and the
 * login page shows before it is needed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  createInvitationSchema,
  createMemberSchema,
  createOrganizationSchema,
  forgotPasswordSchema,
  loginSchema,
  nlZodErrorMap,
  organizationFormSchema,
  registerInvitationSchema,
  resetPasswordSchema,
  setPasswordSchema,
  updateProfileSchema,
  wefactSettingsSchema,
} from '@afscheid/shared';
import { z } from 'zod';

z.config({ customError: nlZodErrorMap });

export const resolvers = {
  login: zodResolver(loginSchema),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  updateProfile: zodResolver(updateProfileSchema),
  changePassword: zodResolver(changePasswordSchema),
  createOrganization: zodResolver(createOrganizationSchema),
  /** The edit form: the same fields; `version` is added when sending. */
  organizationForm: zodResolver(organizationFormSchema),
  createMember: zodResolver(createMemberSchema),
  createInvitation: zodResolver(createInvitationSchema),
  registerInvitation: zodResolver(registerInvitationSchema),
  setPassword: zodResolver(setPasswordSchema),
  wefactSettings: zodResolver(wefactSettingsSchema),
};

export type ResolverName = keyof typeof resolvers;
