import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../permissions/roles.ts';

/**
 * GET /api/dossiers/{id}/organization and /api/tasks/{id}/organization: which of the caller's own
 * organisations holds the record (decision 009), so a link into another organisation of the same user can
 * offer to switch. Anyone else gets a 404 that says nothing.
 */
export const recordOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
});

export type RecordOrganization = z.infer<typeof recordOrganizationSchema>;
