import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Crematorium requests between two organisations, the crematorium's own cremation records with the approval
 * (vrijgave), and the first ash records (issue 14; decision 017).
 *
 * - `crematorium_requests` is the only record two organisations share: `requester_organization_id` (the
 *   funeral company, with its `dossier_id`) and `provider_organization_id` (the crematorium). The wishes the
 *   funeral company edits are `wishes` (JSON); what the crematorium reads is the snapshot of the latest revision.
 * - `crematorium_request_revisions`: version 1 at submission, one more per revision; each keeps its snapshot
 *   (JSON) and its changes against the previous one, so earlier versions stay readable.
 * - `crematorium_request_events`: the timeline both sides see (and the dashboard's "what happened").
 * - `crematorium_request_attachments`: read-only copies of the dossier documents the funeral company attached,
 *   stored under the crematorium's organisation (a later deletion in the dossier does not take them away).
 * - `cremations`: the crematorium's own record, numbered per organisation and year (`2026-0001`) with
 *   `cremation_number_counters`, made from the snapshot on acceptance; it stays when the funeral company changes
 *   or deletes anything (`request_id` is set null then).
 * - `ash_records`: created when a cremation is recorded as performed (the ashes issue builds on it).
 * - `reservations.crematorium_request_id`: the crematorium's bookings made by accepting a request.
 * - `organizations.accepts_requests`: whether a crematorium takes requests through the platform.
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
    .addColumn('accepts_requests', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('crematorium_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requester_organization_id', 'text', org)
    .addColumn('provider_organization_id', 'text', org)
    .addColumn('dossier_id', 'text', (c) => c.references('dossiers.id').onDelete('set null'))
    /** The dossier's number when the request was made (kept when the dossier goes). */
    .addColumn('dossier_number', 'text', (c) => c.notNull())
    /** draft, submitted, accepted, rejected, proposed, cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    /** "Jan de Vries", from the latest snapshot (or the dossier while a draft), for lists and search. */
    .addColumn('deceased_name', 'text', (c) => c.notNull())
    /** Folded name for search and sorting. */
    .addColumn('search_name', sortText, (c) => c.notNull())
    .addColumn('wished_at', 'text', (c) => c.notNull())
    .addColumn('proposed_at', 'text')
    .addColumn('proposal_note', 'text')
    .addColumn('confirmed_at', 'text')
    /** Confirmed, else proposed, else wished: the list's date and its filter. */
    .addColumn('planned_at', 'text', (c) => c.notNull())
    /** JSON: the wishes (`requestWishesSchema`, without the ids of a draft's documents: those are below). */
    .addColumn('wishes', 'text', (c) => c.notNull())
    /** JSON array of dossier document ids to attach (the requester's choice; copied on submit and revision). */
    .addColumn('document_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    /** The number of the latest revision (0 while a draft). */
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    /** requester or provider */
    .addColumn('cancelled_by', 'text')
    .addColumn('cremation_id', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crematorium_requests_provider_idx')
    .on('crematorium_requests')
    .columns(['provider_organization_id', 'planned_at'])
    .execute();
  await db.schema
    .createIndex('crematorium_requests_provider_status_idx')
    .on('crematorium_requests')
    .columns(['provider_organization_id', 'status', 'planned_at'])
    .execute();
  await db.schema
    .createIndex('crematorium_requests_requester_idx')
    .on('crematorium_requests')
    .columns(['requester_organization_id', 'planned_at'])
    .execute();
  await db.schema
    .createIndex('crematorium_requests_dossier_idx')
    .on('crematorium_requests')
    .column('dossier_id')
    .execute();

  await db.schema
    .createTable('crematorium_request_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('crematorium_requests.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (c) => c.notNull())
    /** JSON: `requestSnapshotSchema`. */
    .addColumn('snapshot', 'text', (c) => c.notNull())
    /** JSON: `snapshotChangeSchema[]` against the previous revision. */
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('crematorium_request_revisions_unique', ['request_id', 'revision'])
    .execute();

  await db.schema
    .createTable('crematorium_request_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('crematorium_requests.id').onDelete('cascade'),
    )
    /** requester or provider: the side that acted. */
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', user)
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crematorium_request_events_request_idx')
    .on('crematorium_request_events')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('crematorium_request_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('crematorium_requests.id').onDelete('cascade'),
    )
    /** The crematorium: the copy is stored under its organisation. */
    .addColumn('organization_id', 'text', org)
    /** The dossier document it was copied from (no reference: the dossier's document may go). */
    .addColumn('source_document_id', 'text')
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crematorium_request_attachments_request_idx')
    .on('crematorium_request_attachments')
    .column('request_id')
    .execute();

  await db.schema
    .createTable('cremation_number_counters')
    .addColumn('organization_id', 'text', org)
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cremation_number_counters_pk', ['organization_id', 'year'])
    .execute();

  await db.schema
    .createTable('cremations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('request_id', 'text', (c) => c.references('crematorium_requests.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('number_year', 'integer', (c) => c.notNull())
    .addColumn('number_sequence', 'integer', (c) => c.notNull())
    /** planned, approved, performed, cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deceased_name', 'text', (c) => c.notNull())
    .addColumn('search_name', sortText, (c) => c.notNull())
    .addColumn('funeral_company_name', 'text', (c) => c.notNull())
    /** JSON: the request's snapshot at acceptance (the crematorium's own copy). */
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('planned_at', 'text')
    .addColumn('oven_place_id', 'text', (c) => c.references('places.id').onDelete('set null'))
    .addColumn('identified_by', 'text')
    .addColumn('coffin_registration_number', 'text')
    .addColumn('permit_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permit_compared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permit_number', 'text')
    .addColumn('permit_municipality', 'text')
    .addColumn('request_form_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('implants_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unnatural_death', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_objection_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_objection_reference', 'text')
    .addColumn('legal_delay_reference', 'text')
    .addColumn('legal_delay_until', 'text')
    .addColumn('notes', 'text')
    .addColumn('approved_by', 'text', user)
    .addColumn('approved_at', 'text')
    .addColumn('performed_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('ash_registration_number', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', user)
    .addColumn('updated_by', 'text', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cremations_org_number_unique', [
      'organization_id',
      'number_year',
      'number_sequence',
    ])
    .execute();
  await db.schema
    .createIndex('cremations_org_planned_idx')
    .on('cremations')
    .columns(['organization_id', 'planned_at'])
    .execute();
  await db.schema.createIndex('cremations_request_idx').on('cremations').column('request_id').execute();

  await db.schema
    .createTable('ash_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', org)
    .addColumn('cremation_id', 'text', (c) =>
      c.notNull().unique().references('cremations.id').onDelete('cascade'),
    )
    /** The number on the asbus (art. 58): the cremation's registration number. */
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('deceased_name', 'text', (c) => c.notNull())
    .addColumn('deceased_initials', 'text')
    .addColumn('urn_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('storage_location', 'text')
    /** `YYYY-MM-DD` (Amsterdam). */
    .addColumn('cremated_on', 'text', (c) => c.notNull())
    /** `ashReleaseDate(cremated_on)`: one calendar month and a day later (art. 59 lid 1). */
    .addColumn('earliest_release_on', 'text', (c) => c.notNull())
    /** in_storage (the ashes issue adds the rest) */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ash_records_org_idx')
    .on('ash_records')
    .columns(['organization_id', 'cremated_on'])
    .execute();

  await db.schema
    .alterTable('reservations')
    .addColumn('crematorium_request_id', 'text', (c) =>
      c.references('crematorium_requests.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('reservations_request_idx')
    .on('reservations')
    .column('crematorium_request_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('reservations_request_idx').execute();
  await db.schema.alterTable('reservations').dropColumn('crematorium_request_id').execute();
  for (const table of [
    'ash_records',
    'cremations',
    'cremation_number_counters',
    'crematorium_request_attachments',
    'crematorium_request_events',
    'crematorium_request_revisions',
    'crematorium_requests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('organizations').dropColumn('accepts_requests').execute();
}
