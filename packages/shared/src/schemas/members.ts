import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { ROLES, type OrganizationType, type Role } from '../permissions/roles.ts';
import {
  always,
  checkPasswordPair,
  confirmationField,
  emailField,
  newPasswordField,
  required,
  requiredString,
  requiredText,
} from './fields.ts';

const { fields, identifiers } = messages;

export const MEMBER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const roleField = () =>
  z.enum(ROLES, { error: (issue) => (issue.input === undefined ? required(fields.role) : identifiers.role) });

export const createMemberSchema = z.object({
  name: requiredText(fields.name, 2, 120),
  email: emailField(),
  role: roleField(),
});

export const updateMemberSchema = z.object({
  role: roleField().optional(),
  status: z.enum(['active', 'disabled'], { error: identifiers.memberStatus }).optional(),
});

export const createInvitationSchema = z.object({
  email: emailField(),
  role: roleField(),
});

/** POST /api/invitations/{token}/register; the e-mail address comes from the invitation. */
export const registerInvitationSchema = z
  .object({
    name: requiredText(fields.name, 2, 120),
    password: newPasswordField(),
    passwordConfirmation: confirmationField(),
  })
  .superRefine(checkPasswordPair, always);

/** POST /api/set-password/{token}. */
export const setPasswordSchema = z
  .object({
    password: newPasswordField(),
    passwordConfirmation: confirmationField(),
  })
  .superRefine(checkPasswordPair, always);

export const activeOrganizationSchema = z.object({
  organizationId: requiredString(fields.organizationId),
});

export type CreateMemberInput = z.input<typeof createMemberSchema>;
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;
export type RegisterInvitationInput = z.input<typeof registerInvitationSchema>;
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export interface MemberData {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface InvitationData {
  id: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  expiresAt: string;
  invitedByName: string | null;
  createdAt: string;
}

/** GET /api/invitations/{token}: what the invited person sees before registering or accepting. */
export interface InvitationPreview {
  email: string;
  organizationName: string;
  organizationType: OrganizationType;
  role: Role;
  accountExists: boolean;
  expiresAt: string;
}

export interface UserDetail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  lastLoginAt: string | null;
  memberships: {
    id: string;
    organizationId: string;
    organizationName: string;
    role: Role;
    status: MemberStatus;
  }[];
}
