import type { Insertable } from 'kysely';
import type { DossierType } from '@afscheid/shared';
import type { Db, TaskTemplatesTable } from '../../db/types.ts';

/** Queries for the standard task lists of an organisation. */
export const taskTemplatesRepository = {
  /** The saved items of one or both types, in list order. */
  items: (db: Db, organizationId: string, type?: DossierType) => {
    let query = db.selectFrom('task_templates').selectAll().where('organization_id', '=', organizationId);
    if (type) query = query.where('dossier_type', '=', type);
    return query.orderBy('dossier_type').orderBy('position').orderBy('id').execute();
  },

  /** The types of which the organisation saved a list (possibly empty). */
  async savedTypes(db: Db, organizationId: string, type?: DossierType): Promise<Set<DossierType>> {
    let query = db
      .selectFrom('task_template_lists')
      .select('dossier_type')
      .where('organization_id', '=', organizationId);
    if (type) query = query.where('dossier_type', '=', type);
    return new Set((await query.execute()).map((row) => row.dossier_type));
  },

  /** Replaces the list of one type (inside the caller's transaction). */
  async replace(
    db: Db,
    organizationId: string,
    type: DossierType,
    items: Insertable<TaskTemplatesTable>[],
    updatedBy: string,
    now: string,
  ) {
    await db
      .deleteFrom('task_templates')
      .where('organization_id', '=', organizationId)
      .where('dossier_type', '=', type)
      .execute();
    if (items.length) await db.insertInto('task_templates').values(items).execute();
    await db
      .insertInto('task_template_lists')
      .values({ organization_id: organizationId, dossier_type: type, updated_by: updatedBy, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'dossier_type'])
          .doUpdateSet({ updated_by: updatedBy, updated_at: now }),
      )
      .execute();
  },
};
