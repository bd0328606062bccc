import { z } from 'zod';
import { ORGANIZATION_TYPES, ROLES } from '../permissions/roles.ts';
import type { paginationMetaSchema } from './responses.ts';

const organizationType = z.enum(ORGANIZATION_TYPES);
/** The caller's membership role there; null for the platform administrator without one. */
const myRole = z.enum(ROLES).nullable();

/** GET /api/organizations/{id}: never the logo path or the invoicing secrets. */
export const organizationDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: organizationType,
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hasLogo: z.boolean(),
  /** A crematorium takes crematorium requests through the platform (only a crematorium's matters). */
  acceptsRequests: z.boolean(),
  /** A crematorium: months in storage after which an ash record is flagged. */
  ashStorageTermMonths: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  myRole,
  /** What the caller may do here (the screen shows or hides its buttons by it). */
  can: z.object({
    update: z.boolean(),
    manageMembers: z.boolean(),
    manageInvitations: z.boolean(),
    manageWefact: z.boolean(),
  }),
});
export type OrganizationData = z.infer<typeof organizationDataSchema>;

/** One row of GET /api/organizations. */
export const organizationListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: organizationType,
  city: z.string().nullable(),
  memberCount: z.number().int(),
  myRole,
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;

export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** GET /api/organizations/{id}/logo: the stored image (PNG, JPEG or WebP) with its own content type. */
export const logoFileSchema = z.any().describe('Het logo: PNG, JPEG of WebP');
