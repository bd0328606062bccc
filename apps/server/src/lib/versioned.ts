import type { Updateable } from 'kysely';
import { messages } from '@afscheid/shared';
import type { Database, Db } from '../db/types.ts';
import type { AuditInput, AuditWriter } from './audit.ts';
import { HttpError } from './errors.ts';
import { inTransaction } from './transaction.ts';

/** The tables whose rows carry an optimistic-locking `version`. */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends { id: string; version: unknown } ? K : never;
}[keyof Database];

/** Which row a versioned update may touch: this id at this version (and organisation, not deleted). */
export type VersionGuard = { id: string; version: number; organizationId?: string; notDeleted?: boolean };

/**
 * `update … set …, version = version + 1 where id = ? and version = ?` (and the organisation, when given):
 * true when it updated, false when someone else saved first. Repositories use this instead of their own copy.
 */
export async function updateWhereVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  where: VersionGuard,
  values: Omit<Updateable<Database[T]>, 'id' | 'version'>,
): Promise<boolean> {
  // Kysely cannot narrow a generic table name; the shape is guaranteed by VersionedTable.
  let query = db
    .updateTable(table as 'tasks')
    .set({ ...(values as Updateable<Database['tasks']>), version: where.version + 1 })
    .where('id', '=', where.id)
    .where('version', '=', where.version);
  if (where.organizationId) query = query.where('organization_id', '=', where.organizationId);
  if (where.notDeleted) query = query.where('deleted_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The usual `write` of a `versionedEdit`: the guarded update and, only when it saved, its audit event in the
 * same transaction. Returns whether it saved, as `write` must.
 */
export async function updateAndAudit<T extends VersionedTable>(
  trx: Db,
  audit: AuditWriter,
  update: { table: T; where: VersionGuard; values: Omit<Updateable<Database[T]>, 'id' | 'version'> },
  event: AuditInput,
): Promise<boolean> {
  const saved = await updateWhereVersion(trx, update.table, update.where, update.values);
  if (saved) await audit(trx, event);
  return saved;
}

/** 409 carrying the record as it is now, so the client can show what changed field by field. */
export const conflictWith = (current: unknown, message: string = messages.errors.conflict) =>
  new HttpError(409, message, { data: current });

const STALE = Symbol('stale');

/**
 * The one versioned edit: a stale `given` version, or a guarded update that finds the row changed in between,
 * is a 409 with `current()`; otherwise `write` ran in one transaction (its audit events included). `write`
 * returns false when its guarded update touched nothing; the transaction is then rolled back.
 */
export async function versionedEdit(
  db: Db,
  opts: { given: number; stored: number; current: () => Promise<unknown>; message?: string },
  write: (trx: Db) => Promise<boolean>,
): Promise<void> {
  if (opts.given !== opts.stored) throw conflictWith(await opts.current(), opts.message);
  try {
    await inTransaction(db, async (trx) => {
      if (!(await write(trx))) throw STALE;
    });
  } catch (error) {
    if (error === STALE) throw conflictWith(await opts.current(), opts.message);
    throw error;
  }
}
