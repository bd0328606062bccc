import type { Kysely } from 'kysely';
import {
  createListRevisionTriggers,
  dropListRevisionTriggers,
  type ListRevisionSource,
} from './0025-list-revisions.ts';

/**
 * The revision scope `dossiers:<organisation>` (issue 17): bumped, as migration 0025's scopes, by the database in
 * the transaction of every insert, update or delete of the organisation's dossiers. The dossier list's answers
 * are kept under it and `users` (the responsible's name) by the revision-keyed cache (decision 043).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sources: readonly ListRevisionSource[] = [
  { name: 'dossiers', table: 'dossiers', prefix: 'dossiers', column: 'organization_id' },
];

export const up = (db: AnyDb): Promise<void> => createListRevisionTriggers(db, sources);

export const down = (db: AnyDb): Promise<void> => dropListRevisionTriggers(db, sources);
