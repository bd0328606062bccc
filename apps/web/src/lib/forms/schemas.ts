/**
 * The shared Zod schemas of the account, profile and organisation forms. Loaded on demand through
 * `formSchemas` (form-schemas.ts): the login page shows before Zod is needed.
 */
import {
  changePasswordSchema,
  createInvitationSchema,
  createOrganizationSchema,
  forgotPasswordSchema,
  loginSchema,
  organizationFormSchema,
  registerInvitationSchema,
  resetPasswordSchema,
  setPasswordSchema,
  updateProfileSchema,
} from '@afscheid/shared';

export const schemas = {
  login: loginSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  updateProfile: updateProfileSchema,
  changePassword: changePasswordSchema,
  createOrganization: createOrganizationSchema,
  /** The edit form: the same fields; `version` is added when sending. */
  organizationForm: organizationFormSchema,
  createInvitation: createInvitationSchema,
  registerInvitation: registerInvitationSchema,
  setPassword: setPasswordSchema,
};
