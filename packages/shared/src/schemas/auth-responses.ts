import { z } from 'zod';
import { ORGANIZATION_TYPES, ROLES } from '../permissions/roles.ts';

/** One organisation the user is an active member of. */
export const authOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  role: z.enum(ROLES),
});
export type AuthOrganization = z.infer<typeof authOrganizationSchema>;

/** GET /api/auth/user: the logged-in user; never the password hash or session internals. */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isSuper: z.boolean(),
  /** The same names as `permissions` (Sanctum's token abilities). */
  scope: z.array(z.string()),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  organizations: z.array(authOrganizationSchema),
  activeOrganizationId: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The answer of POST /forgot-password and /reset-password: a Dutch sentence to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/set-password/{token}: whose account the link sets the first password of. */
export const setPasswordPreviewSchema = z.object({ email: z.string(), name: z.string() });
export type SetPasswordPreview = z.infer<typeof setPasswordPreviewSchema>;
