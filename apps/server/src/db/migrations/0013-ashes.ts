import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ashSearchText } from '@afscheid/shared';

/**
 * Ashes (issue 15; decision 018): the crematorium's ash records, its ash places, the destinations with their
 * approval, execution and close approval, and the register of art. 50 Wet op de lijkbezorging.
 *
 * - `ash_records` is rebuilt (same rows): `cremation_id` may now be empty for ashes received from another
 *   crematorium (art. 59 lid 3) or from a cremation recorded outside the platform (`source`), and the record
 *   carries the first names for the register, a folded search name, the exemption of the officier van justitie
 *   (only then may the ashes leave before `earliest_release_on`) and a block (art. 76 lid 4). Registration
 *   numbers are unique per crematorium: one number, one urn set, one line in the register.
 * - `ash_places`: niches, urn walls, urn graves, the urn garden and the scattering field, with capacity (empty:
 *   unlimited), a rented term and its rights holder.
 * - `ash_destinations`: the client's decision per set of urns (several per record when the urns go to different
 *   places), requested → approved → executed → closed (or withdrawn before execution). A closed row is the
 *   register entry: never updated or deleted; a correction is a new closed row with `corrects_id`.
 * - `ash_documents`: the exemption, the block, the client's signed decision form, the signed hand-over form and
 *   a captured signature, stored like dossier documents under the crematorium.
 * - `organizations.ash_storage_term_months`: after how many months in storage a record is flagged (default 6).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Col = any;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const org = (c: Col) => c.notNull().references('organizations.id').onDelete('cascade');
  const user = (c: Col) => c.references('users.id').onDelete('set null');
  const sortText = postgres ? sql`text collate "C"` : 'text';

  await db.schema
    .alterTable('organizations')
    .addColumn('ash_storage_term_months', 'integer', (c) => c.notNull().defaultTo(6))
    .execute();

  await db.schema
    .createTable('ash_records_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    /** The cremation that made the record; empty for received or externally recorded ashes. */
    .addColumn('cremation_id', 'text', (c) => c.unique().references('cremations.id').onDelete('no action'))
    /** cremation | received | external */
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('cremation'))
    /** The crematorium the ashes came from (received). */
    .addColumn('received_from', 'text')
    /** The number on the asbus (art. 58): the cremation's registration number. */
    .addColumn('registration_number', 'text', (c) => c.notNull())
    /** "Jan de Vries" */
    .addColumn('deceased_name', 'text', (c) => c.notNull())
    /** "Johannes Petrus" (the register's "voornamen") */
    .addColumn('deceased_first_names', 'text')
    .addColumn('deceased_initials', 'text')
    /** Folded name and registration number for search and sorting. */
    .addColumn('search_name', sortText, (c) => c.notNull().defaultTo(''))
    .addColumn('urn_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('storage_location', 'text')
    /** `YYYY-MM-DD` (Amsterdam). */
    .addColumn('cremated_on', 'text', (c) => c.notNull())
    /** `ashReleaseDate(cremated_on)`: one calendar month and a day later (art. 59 lid 1). */
    .addColumn('earliest_release_on', 'text', (c) => c.notNull())
    /** Exemption of the officier van justitie: from `exemption_release_on` the ashes may leave. */
    .addColumn('exemption_reference', 'text')
    .addColumn('exemption_granted_on', 'text')
    .addColumn('exemption_release_on', 'text')
    /** Block of the officier van justitie (art. 76 lid 4): no scattering, hand-over or sending abroad. */
    .addColumn('block_reference', 'text')
    .addColumn('blocked_on', 'text')
    .addColumn('block_note', 'text')
    /** in_storage | destination_requested | approved | executed | closed (from its destinations) */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ash_records_org_number_unique', ['organization_id', 'registration_number'])
    .execute();
  await sql`
    insert into ash_records_next (id, organization_id, cremation_id, source, registration_number, deceased_name,
      deceased_initials, search_name, urn_count, storage_location, cremated_on, earliest_release_on, status,
      version, created_at, updated_at)
    select id, organization_id, cremation_id, 'cremation', registration_number, deceased_name, deceased_initials,
      '', urn_count, storage_location, cremated_on,
      earliest_release_on, status, version, created_at, updated_at
    from ash_records`.execute(db);
  const copied = await db
    .selectFrom('ash_records_next')
    .select(['id', 'deceased_name', 'registration_number'])
    .execute();
  for (const row of copied) {
    await db
      .updateTable('ash_records_next')
      .set({ search_name: ashSearchText(row) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.dropTable('ash_records').execute();
  await db.schema.alterTable('ash_records_next').renameTo('ash_records').execute();
  await db.schema
    .createIndex('ash_records_org_cremated_idx')
    .on('ash_records')
    .columns(['organization_id', 'cremated_on'])
    .execute();
  await db.schema
    .createIndex('ash_records_org_status_idx')
    .on('ash_records')
    .columns(['organization_id', 'status', 'cremated_on'])
    .execute();
  await db.schema
    .createIndex('ash_records_org_release_idx')
    .on('ash_records')
    .columns(['organization_id', 'earliest_release_on'])
    .execute();

  await db.schema
    .createTable('ash_places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    /** niche | urn_wall | urn_grave | urn_garden | scattering_field | other */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** "C-12", "Urnenmuur oost 4": unique per crematorium. */
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    /** Urns it holds; empty: no limit (a scattering field). */
    .addColumn('capacity', 'integer')
    /** Rented term (`YYYY-MM-DD`). */
    .addColumn('term_start', 'text')
    .addColumn('term_end', 'text')
    .addColumn('rights_holder_name', 'text')
    .addColumn('rights_holder_address', 'text')
    .addColumn('rights_holder_phone', 'text')
    .addColumn('rights_holder_email', 'text')
    /** Kept free for someone (e.g. the partner), whatever its occupation. */
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_for', 'text')
    .addColumn('notes', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ash_places_org_code_unique', ['organization_id', 'code'])
    .execute();
  await db.schema
    .createIndex('ash_places_org_term_idx')
    .on('ash_places')
    .columns(['organization_id', 'term_end'])
    .execute();

  await db.schema
    .createTable('ash_destinations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('ash_record_id', 'text', (c) => c.notNull().references('ash_records.id').onDelete('no action'))
    /** niche | urn_wall | urn_grave | urn_garden | existing_grave | scattering_field | scatter_elsewhere | sea | hand_over | abroad */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** placed | scattered | handed_over | abroad (art. 59 lid 2), from the kind */
    .addColumn('outcome', 'text', (c) => c.notNull())
    /** How many of the record's urns this destination takes. */
    .addColumn('urns', 'integer', (c) => c.notNull().defaultTo(1))
    /** funeral_company (sent through the crematorium request) | crematorium (recorded with the signed form) */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.references('crematorium_requests.id').onDelete('set null'))
    /** Who decided (the client) and their address: the register's columns. */
    .addColumn('decided_by_name', 'text', (c) => c.notNull())
    .addColumn('decided_by_address', 'text')
    .addColumn('details', 'text')
    /** Where the ashes go when it is not one of the crematorium's places: cemetery, grave, sea area, country. */
    .addColumn('destination_place', 'text')
    /** Consent of the rights holder (existing grave) or the owner of the land (scattering elsewhere). */
    .addColumn('consent', 'integer')
    .addColumn('planned_on', 'text')
    /** The crematorium's ash place (reserved until executed, then occupied). */
    .addColumn('ash_place_id', 'text', (c) => c.references('ash_places.id').onDelete('no action'))
    /** requested | approved | executed | closed | withdrawn */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', user)
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', user)
    .addColumn('approved_by_name', 'text')
    .addColumn('approved_at', 'text')
    /** Execution: the day, who received the urn, the identity check, where it was placed or scattered. */
    .addColumn('executed_on', 'text')
    .addColumn('executed_by', 'text', user)
    .addColumn('executed_at', 'text')
    .addColumn('handed_to_name', 'text')
    .addColumn('identity_checked', 'integer')
    .addColumn('identity_document', 'text')
    .addColumn('executed_place', 'text')
    .addColumn('relatives_present', 'integer')
    .addColumn('execution_note', 'text')
    .addColumn('closed_by', 'text', user)
    .addColumn('closed_by_name', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('withdrawn_reason', 'text')
    /** A correction of a closed entry: the entry it corrects, and why. */
    .addColumn('corrects_id', 'text', (c) => c.references('ash_destinations.id').onDelete('no action'))
    .addColumn('correction_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ash_destinations_record_idx')
    .on('ash_destinations')
    .column('ash_record_id')
    .execute();
  await db.schema
    .createIndex('ash_destinations_place_idx')
    .on('ash_destinations')
    .column('ash_place_id')
    .execute();
  await db.schema
    .createIndex('ash_destinations_request_idx')
    .on('ash_destinations')
    .column('request_id')
    .execute();
  await db.schema
    .createIndex('ash_destinations_corrects_idx')
    .on('ash_destinations')
    .column('corrects_id')
    .execute();

  await db.schema
    .createTable('ash_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('ash_record_id', 'text', (c) => c.notNull().references('ash_records.id').onDelete('no action'))
    .addColumn('destination_id', 'text', (c) => c.references('ash_destinations.id').onDelete('no action'))
    /** exemption | block | decision_form | handover_form | signature | other */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ash_documents_record_idx')
    .on('ash_documents')
    .column('ash_record_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ash_documents').execute();
  await db.schema.dropTable('ash_destinations').execute();
  await db.schema.dropTable('ash_places').execute();
  await db.schema.dropIndex('ash_records_org_cremated_idx').execute();
  await db.schema.dropIndex('ash_records_org_status_idx').execute();
  await db.schema.dropIndex('ash_records_org_release_idx').execute();
  await db.schema.alterTable('organizations').dropColumn('ash_storage_term_months').execute();
}
