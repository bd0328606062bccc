import type { OrganizationListQuery } from './organizations-api.ts';

/** TanStack Query keys of this feature: everything under `organizations` is refreshed together. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (query: OrganizationListQuery) => ['organizations', 'list', query] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  members: (id: string) => ['organizations', 'detail', id, 'members'] as const,
  invitations: (id: string) => ['organizations', 'detail', id, 'invitations'] as const,
  wefact: (id: string) => ['organizations', 'detail', id, 'wefact'] as const,
  user: (id: string) => ['users', id] as const,
};
