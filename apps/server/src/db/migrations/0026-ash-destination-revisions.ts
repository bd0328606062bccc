import type { Kysely } from 'kysely';
import {
  createListRevisionTriggers,
  dropListRevisionTriggers,
  type ListRevisionSource,
} from './0025-list-revisions.ts';

/**
 * The revision scope `ash-destinations:<organisation>` (issue 17): bumped, as migration 0025's scopes, by the
 * database in the transaction of every insert, update or delete of the organisation's ash destinations. The /ash
 * list shows each record's destination kinds, so its answers are kept under this scope and `ash-records:` together
 * (the revision-keyed cache, decision 025); a destination's change does not always write its record.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sources: readonly ListRevisionSource[] = [
  {
    name: 'ash_destinations',
    table: 'ash_destinations',
    prefix: 'ash-destinations',
    column: 'organization_id',
  },
];

export const up = (db: AnyDb): Promise<void> => createListRevisionTriggers(db, sources);

export const down = (db: AnyDb): Promise<void> => dropListRevisionTriggers(db, sources);
