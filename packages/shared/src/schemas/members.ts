import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { ROLES } from '../permissions/roles.ts';
import { always, emailField, required, requiredString, requiredText } from './fields.ts';
import { checkPasswordPair, confirmationField, newPasswordField } from './password-fields.ts';

const { fields, identifiers } = messages;

export const MEMBER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const roleField = () =>
  z.enum(ROLES, { error: (issue) => (issue.input === undefined ? required(fields.role) : identifiers.role) });

export const updateMemberSchema = z.object({
  role: roleField().optional(),
  status: z.enum(['active', 'disabled'], { error: identifiers.memberStatus }).optional(),
});

export const createInvitationSchema = z.object({
  email: emailField(),
  role: roleField(),
});

/**
 * "Lid toevoegen" (POST /api/organizations/{id}/members) sends an invitation, like "Uitnodigen": the answer
 * must not tell whether the address already has an account on the platform (issue 10, item 7), so it asks
 * for the same fields. The person chooses their own name when registering (or keeps their account's).
 */
export const createMemberSchema = createInvitationSchema;

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

/** `/api/organizations/{id}/members/{memberId}`: ids are plain strings (an unknown one is a 404). */
export const memberParamsSchema = z.object({ id: z.string(), memberId: z.string() });

/** `/api/organizations/{id}/invitations/{invitationId}`. */
export const invitationParamsSchema = z.object({ id: z.string(), invitationId: z.string() });

/** A link's token in the path (`/api/invitations/{token}`, `/api/set-password/{token}`): the credential itself. */
export const tokenParamsSchema = z.object({ token: z.string() });

export const activeOrganizationSchema = z.object({
  organizationId: requiredString(fields.organizationId),
});

export type CreateMemberInput = z.input<typeof createMemberSchema>;
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;
export type RegisterInvitationInput = z.input<typeof registerInvitationSchema>;
export type SetPasswordInput = z.input<typeof setPasswordSchema>;
