/**
 * Ash records for the ash tests (issue 15): records made through the API, destinations, documents, ash places
 * inserted as the places module would store them, and a cremation performed through its request.
 */
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestClient, TestContext } from './helpers.ts';
import { minimalPdf } from './dossier-fixtures.ts';

type Json = Record<string, unknown>;

let sequence = 0;

/** A fresh registration number. */
export const nextNumber = (prefix = 'AS') => `${prefix}-${String(++sequence).padStart(5, '0')}`;

/** POST /api/ash-records (201 expected): ashes received from another crematorium. */
export async function createRecord(
  client: TestClient,
  body: Json = {},
): Promise<Json & { id: string; version: number }> {
  const res = await client.post('/api/ash-records', {
    deceased_name: `Anna Asbus ${++sequence}`,
    registration_number: nextNumber(),
    cremated_on: '2026-10-01',
    source: 'received',
    received_from: 'Crematorium Daelwijck',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a record failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** POST /api/ash-records/{id}/destinations (201 expected). */
export async function createDestination(
  client: TestClient,
  recordId: string,
  body: Json = {},
): Promise<Json & { id: string; version: number; status: string }> {
  const res = await client.post(`/api/ash-records/${recordId}/destinations`, {
    kind: 'hand_over',
    decided_by_name: 'Marieke Jansen',
    decided_by_address: 'Kerkstraat 12b, 3511 AB Utrecht',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a destination failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Uploads a PDF of `kind` to the record (for one destination when given); 201 expected. */
export async function uploadDocument(
  client: TestClient,
  recordId: string,
  kind: string,
  destinationId?: string,
): Promise<Json & { id: string }> {
  const query = `kind=${kind}${destinationId ? `&destination_id=${destinationId}` : ''}`;
  const res = await client.upload(`/api/ash-records/${recordId}/documents?${query}`, 'file', {
    name: `${kind}.pdf`,
    type: 'application/pdf',
    content: minimalPdf(kind),
  });
  if (res.statusCode !== 201) throw new Error(`uploading ${kind} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** An ash place of the organisation, stored as the places module stores one. */
export async function insertAshPlace(
  ctx: TestContext,
  organizationId: string,
  values: { kind: string; code?: string; capacity?: number | null; active?: boolean } & Json,
): Promise<string> {
  const now = iso(ctx.clock.now());
  const { kind, code, capacity, active, ...rest } = values;
  const id = newId();
  await ctx.app.deps.db
    .insertInto('ash_places')
    .values({
      id,
      organization_id: organizationId,
      kind,
      code: code ?? `P-${++sequence}`,
      capacity: capacity === undefined ? 2 : capacity,
      active: active === false ? 0 : 1,
      version: 1,
      created_at: now,
      updated_at: now,
      ...rest,
    })
    .execute();
  return id;
}

/** The record's stored row. */
export const storedRecord = (ctx: TestContext, id: string) =>
  ctx.app.deps.db.selectFrom('ash_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The destination's stored row. */
export const storedDestination = (ctx: TestContext, id: string) =>
  ctx.app.deps.db.selectFrom('ash_destinations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The audit events of one entity, oldest first, with their changes parsed. */
export async function auditOf(ctx: TestContext, entityId: string) {
  const rows = await ctx.app.deps.db
    .selectFrom('audit_events')
    .select(['entity', 'action', 'changes', 'organization_id', 'user_id'])
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, changes: row.changes ? (JSON.parse(row.changes) as Json) : null }));
}
