import type { AuthUser } from '@afscheid/shared';

/** The logged-in funeral director of the task tests. */
export const directorUser: AuthUser = {
  id: 'u1',
  name: 'Ursula Verzorger',
  email: 'uitvaartverzorger@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['funeral_director'],
  permissions: [],
  organizations: [
    { id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'funeral_director' },
  ],
  activeOrganizationId: 'o1',
};

/** An open task as the API sends it (snake_case), in dossier 2026-0042; a test overrides what it is about. */
export const wireTask = (extra: Record<string, unknown> = {}) => ({
  id: 't1',
  title: 'Kist bestellen',
  description: null,
  assignee: { id: 'u1', name: 'Ursula Verzorger' },
  due_date: '2026-11-22',
  priority: 'normal',
  status: 'open',
  completed_at: null,
  completed_by: null,
  dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
  is_overdue: false,
  version: 1,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});
