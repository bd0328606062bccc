import { z } from 'zod';
import { ORGANIZATION_TYPES, ROLES } from '../permissions/roles.ts';
import { INVITATION_STATUSES, MEMBER_STATUSES } from './members.ts';

const role = z.enum(ROLES);
const memberStatus = z.enum(MEMBER_STATUSES);

/** One member of GET /api/organizations/{id}/members. */
export const memberDataSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  status: memberStatus,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberData = z.infer<typeof memberDataSchema>;

/** One invitation of GET /api/organizations/{id}/invitations: never the token or its hash. */
export const invitationDataSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationData = z.infer<typeof invitationDataSchema>;

/** GET /api/invitations/{token}: what the invited person sees before registering or accepting. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  organizationName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  role,
  accountExists: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** GET /api/users/{id}: only the memberships of organisations the viewer may see the members of. */
export const userDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  memberships: z.array(
    z.object({
      id: z.string(),
      organizationId: z.string(),
      organizationName: z.string(),
      role,
      status: memberStatus,
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
