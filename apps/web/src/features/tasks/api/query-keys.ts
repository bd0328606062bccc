import type { TaskListQuery } from './tasks-api.ts';

/** TanStack Query keys of the tasks: everything under `tasks` is refreshed together after a change. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  dossier: (dossierId: string) => ['tasks', 'dossier', dossierId] as const,
  templates: ['tasks', 'templates'] as const,
};

/** The dossier header (its open task count): owned by the dossiers feature, refreshed after task changes. */
export const dossierDetailKey = (dossierId: string) => ['dossiers', 'detail', dossierId] as const;

/** The open dossiers offered in the task form. */
export const dossierOptionsKey = ['dossiers', 'options', 'open'] as const;
