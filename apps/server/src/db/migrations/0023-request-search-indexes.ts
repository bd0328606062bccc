import type { Kysely } from 'kysely';

/**
 * The crematorium requests' list indexes carry `search_name` and `status` (issue 17). A search is
 * `search_name LIKE '%word%'` (a word anywhere in the name, decision 017), which no B-tree index can look up;
 * what made it slow was reading each request's table row only to test its name: 20,000 rows for a rare name
 * (5 ms on SQLite, 20 ms on PostgreSQL), 2,000 for the waiting ones, a few thousand for a common word until the
 * capped count had its 1,001 matches. With every column the list's filters and orders test in the index that
 * the list walks anyway, the test runs on the index entry: a count reads no table row (20,000 names in about
 * 1 ms on SQLite; PostgreSQL an index-only scan), and a page reads its ids from the index and then only its own
 * rows. The search stays the same LIKE, and nothing has to be kept in step with the requests.
 *
 * Every index also ends its sort with the id (the tie-break of every order), so a page is read in index order
 * without a sort, as decision 021 found SQLite needs: `(org, planned_at, id, …)` for a side's list by date and
 * the part after the waiting requests, `(provider, status, planned_at, id, …)` for the waiting part of the
 * attention order and the status filters and order, and `(org, search_name, planned_at, id, …)` for the order
 * by name, which sorted every request of the organisation per page (8 ms at 20,000).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const replaced = [
  {
    old: 'crematorium_requests_provider_idx',
    oldColumns: ['provider_organization_id', 'planned_at'],
    name: 'crematorium_requests_provider_search_idx',
    columns: ['provider_organization_id', 'planned_at', 'id', 'status', 'search_name'],
  },
  {
    old: 'crematorium_requests_provider_status_idx',
    oldColumns: ['provider_organization_id', 'status', 'planned_at'],
    name: 'crematorium_requests_provider_status_search_idx',
    columns: ['provider_organization_id', 'status', 'planned_at', 'id', 'search_name'],
  },
  {
    old: 'crematorium_requests_requester_idx',
    oldColumns: ['requester_organization_id', 'planned_at'],
    name: 'crematorium_requests_requester_search_idx',
    columns: ['requester_organization_id', 'planned_at', 'id', 'status', 'search_name'],
  },
] as const;

const byName = [
  {
    name: 'crematorium_requests_provider_name_idx',
    columns: ['provider_organization_id', 'search_name', 'planned_at', 'id', 'status'],
  },
  {
    name: 'crematorium_requests_requester_name_idx',
    columns: ['requester_organization_id', 'search_name', 'planned_at', 'id', 'status'],
  },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const index of replaced) {
    await db.schema.dropIndex(index.old).execute();
    await db.schema
      .createIndex(index.name)
      .on('crematorium_requests')
      .columns([...index.columns])
      .execute();
  }
  for (const index of byName) {
    await db.schema
      .createIndex(index.name)
      .on('crematorium_requests')
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const index of byName) await db.schema.dropIndex(index.name).execute();
  for (const index of replaced) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema
      .createIndex(index.old)
      .on('crematorium_requests')
      .columns([...index.oldColumns])
      .execute();
  }
}
