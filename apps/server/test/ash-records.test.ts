import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, interpolate, messages } from '@afscheid/shared';
import { createCremation } from './cremation-fixtures.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import {
  addMember,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
  organizationByName,
  userByEmail,
} from './factories.ts';
import {
  auditOf,
  createDestination,
  createRecord,
  nextNumber,
  storedDestination,
  storedRecord,
  uploadDocument,
} from './ash-fixtures.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const e = messages.ash.errors;

const { linde, director } = await lindeClients(ctx);
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const staffUser = await userByEmail(ctx, 'crematorium@afscheid.test');
let staff = await loginAs(ctx, 'crematorium@afscheid.test');

/** A second crematorium with an owner: it must never see Het Rozenveld's records. */
const elsewhere = await createOrganization(ctx, 'Crematorium Elders', 'crematorium');
const elsewhereOwner = await createUser(ctx, 'eigenaar@crematorium-elders.test', 'Els Elders');
await addMember(ctx, elsewhere.id, elsewhereOwner.id, 'owner');

/** A viewer at Het Rozenveld: reads, never changes. */
const viewerUser = await createUser(ctx, 'lezer@rozenveld.test', 'Lea Lezer');
await addMember(ctx, rozenveld.id, viewerUser.id, 'viewer');

/** Moves the clock on; the staff member logs in again (a session ends after 30 idle minutes). */
async function advanceDays(days: number): Promise<void> {
  ctx.clock.advance(days * 86_400);
  staff = await loginAs(ctx, 'crematorium@afscheid.test');
}

describe('a performed cremation', () => {
  it('makes the ash record with the first names, the search name, its source and the audit event', async () => {
    const cremation = await createCremation(ctx, {
      organizationId: rozenveld.id,
      requesterId: linde.id,
      userId: staffUser.id,
      firstNames: 'Geertruida Johanna',
      lastName: 'Verhoef',
      initials: 'G.J.',
      plannedAt: '2026-11-21T09:00:00.000Z',
    });
    const complete = {
      permit_received: true,
      permit_compared: true,
      request_form_received: true,
      implants_removed: true,
      coffin_registration_number: 'K-9001',
      identified_by: 'Chris Crematorium',
    };
    const version = (await staff.get(`/api/cremations/${cremation.id}`)).json().data.version;
    expect((await staff.put(`/api/cremations/${cremation.id}`, { version, ...complete })).statusCode).toBe(
      200,
    );
    expect((await staff.post(`/api/cremations/${cremation.id}/approve`, {})).statusCode).toBe(200);

    // A number the crematorium already has: refused on the perform form's field, nothing is made.
    const taken = await createRecord(staff, { registration_number: 'RZ-DUBBEL-1' });
    const duplicate = await staff.post(`/api/cremations/${cremation.id}/perform`, {
      performed_at: ctx.clock.now().toISOString(),
      ash_registration_number: 'RZ-DUBBEL-1',
    });
    expect(duplicate.statusCode, duplicate.body).toBe(422);
    expect(duplicate.json().errors).toEqual({ ash_registration_number: [e.duplicateNumber] });
    expect(
      (
        await db
          .selectFrom('cremations')
          .select('status')
          .where('id', '=', cremation.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('approved');
    expect(taken.id).toBeTruthy();

    const res = await staff.post(`/api/cremations/${cremation.id}/perform`, {
      performed_at: ctx.clock.now().toISOString(),
      ash_registration_number: 'RZ-2026-7001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const recordId = res.json().data.ash_record_id as string;
    const row = await storedRecord(ctx, recordId);
    expect(row).toMatchObject({
      organization_id: rozenveld.id,
      cremation_id: cremation.id,
      source: 'cremation',
      registration_number: 'RZ-2026-7001',
      deceased_name: 'Geertruida Johanna Verhoef',
      deceased_first_names: 'Geertruida Johanna',
      deceased_initials: 'G.J.',
      cremated_on: '2026-11-21',
      earliest_release_on: '2026-12-22',
      status: 'in_storage',
      created_by: staffUser.id,
    });
    expect(row.search_name).toContain('verhoef');
    expect(row.search_name).toContain('7001');
    const audit = await auditOf(ctx, recordId);
    expect(audit[0]).toMatchObject({
      entity: 'ash_record',
      action: 'created',
      organization_id: rozenveld.id,
    });

    // The detail names the cremation and the funeral company that asked for it.
    const detail = await staff.get(`/api/ash-records/${recordId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      cremation_id: cremation.id,
      cremation_number: cremation.number,
      funeral_company_name: linde.name,
      deceased_first_names: 'Geertruida Johanna',
      release_on: '2026-12-22',
      days_until_release: 31,
      releasable: false,
      destinations: [],
      documents: [],
      unassigned_urns: 1,
      storage_term_months: 6,
    });
  });
});

describe('POST /api/ash-records', () => {
  it('records received ashes with their release date, in storage', async () => {
    const res = await staff.post('/api/ash-records', {
      deceased_name: 'Pieter de Graaf',
      initials: 'P.',
      registration_number: 'DW-2026-9188',
      cremated_on: '2026-10-31',
      urns: 2,
      source: 'received',
      received_from: 'Crematorium Daelwijck',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      registration_number: 'DW-2026-9188',
      earliest_release_on: '2026-12-01',
      status: 'in_storage',
      source: 'received',
      received_from: 'Crematorium Daelwijck',
      urn_count: 2,
      unassigned_urns: 2,
      cremation_id: null,
      cremation_number: null,
      funeral_company_name: null,
    });
    const audit = await auditOf(ctx, res.json().data.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'created', entity: 'ash_record' })]);
  });

  it('refuses a cremation date in the future, a number in use and missing fields (422), changing nothing', async () => {
    const before = await db.selectFrom('ash_records').select('id').execute();
    const future = await staff.post('/api/ash-records', {
      deceased_name: 'Later',
      registration_number: nextNumber(),
      cremated_on: '2026-11-22',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ cremated_on: [e.crematedInFuture] });

    const number = nextNumber();
    await createRecord(staff, { registration_number: number });
    const duplicate = await staff.post('/api/ash-records', {
      deceased_name: 'Dubbel',
      registration_number: number,
      cremated_on: '2026-11-01',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ registration_number: [e.duplicateNumber] });

    const empty = await staff.post('/api/ash-records', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'cremated_on',
      'deceased_name',
      'registration_number',
    ]);
    expect(await db.selectFrom('ash_records').select('id').execute()).toHaveLength(before.length + 1);
  });

  it('is the same number in another crematorium without trouble', async () => {
    const number = nextNumber('GEDEELD');
    await createRecord(staff, { registration_number: number });
    const other = await createRecord(await loginAs(ctx, elsewhereOwner.email), {
      registration_number: number,
    });
    expect(other.registration_number).toBe(number);
  });

  it('is a 403 for a viewer and for a funeral company', async () => {
    const viewer = await loginAs(ctx, viewerUser.email);
    const body = { deceased_name: 'X', registration_number: nextNumber(), cremated_on: '2026-11-01' };
    expect((await viewer.post('/api/ash-records', body)).statusCode).toBe(403);
    const company = await director.post('/api/ash-records', body);
    expect(company.statusCode).toBe(403);
    expect((await director.get('/api/ash-records')).statusCode).toBe(403);
  });
});

describe('GET /api/ash-records/{id} and the other organisations', () => {
  it('is a 404 for another crematorium and a funeral company, on every record route', async () => {
    const record = await createRecord(staff);
    const destination = await createDestination(staff, record.id);
    const strangers: TestClient[] = [await loginAs(ctx, elsewhereOwner.email), director];
    for (const client of strangers) {
      for (const url of [
        `/api/ash-records/${record.id}`,
        `/api/ash-records/${record.id}/destinations`,
        `/api/ash-destinations/${destination.id}`,
      ]) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain(record.deceased_name as string);
      }
      expect((await client.put(`/api/ash-records/${record.id}`, { version: 1, notes: 'x' })).statusCode).toBe(
        404,
      );
      expect((await client.post(`/api/ash-destinations/${destination.id}/approve`, {})).statusCode).toBe(404);
    }
    expect((await storedRecord(ctx, record.id)).notes).toBeNull();
  });
});

describe('PUT /api/ash-records/{id}', () => {
  it('saves with the version, answers a stale one with 409 and the current record', async () => {
    const record = await createRecord(staff);
    const saved = await staff.put(`/api/ash-records/${record.id}`, {
      version: record.version,
      storage_location: 'Urnenkamer, kast 3',
      first_names: 'Anna Maria',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      storage_location: 'Urnenkamer, kast 3',
      version: record.version + 1,
    });
    expect((await storedRecord(ctx, record.id)).search_name).toContain('maria');

    const stale = await staff.put(`/api/ash-records/${record.id}`, { version: record.version, notes: 'Oud' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ id: record.id, storage_location: 'Urnenkamer, kast 3' });
    expect((await storedRecord(ctx, record.id)).notes).toBeNull();
  });

  it('never lowers the urn count below the urns the destinations take', async () => {
    const record = await createRecord(staff, { urns: 3 });
    await createDestination(staff, record.id, { urns: 2 });
    const res = await staff.put(`/api/ash-records/${record.id}`, { version: record.version, urns: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ urns: [interpolate(e.urnCountBelowDestinations, { assigned: 2 })] });
    const ok = await staff.put(`/api/ash-records/${record.id}`, { version: record.version, urns: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.unassigned_urns).toBe(0);
  });

  it('records an exemption only complete, earlier than the legal date and with its document', async () => {
    const record = await createRecord(staff, { cremated_on: '2026-11-10' });
    const put = (body: Record<string, unknown>) =>
      staff.put(`/api/ash-records/${record.id}`, { version: record.version, ...body });

    const incomplete = await put({ exemption_reference: 'OvJ-2026-44' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({
      exemption_granted_on: [e.exemptionIncomplete],
      exemption_release_on: [e.exemptionIncomplete],
    });
    const exemption = { exemption_reference: 'OvJ-2026-44', exemption_granted_on: '2026-11-20' };
    const notEarlier = await put({ ...exemption, exemption_release_on: '2026-12-11' });
    expect(notEarlier.statusCode).toBe(422);
    expect(notEarlier.json().errors).toEqual({
      exemption_release_on: [interpolate(e.exemptionNotEarlier, { date: formatDate('2026-12-11') })],
    });
    const noDocument = await put({ ...exemption, exemption_release_on: '2026-11-21' });
    expect(noDocument.statusCode).toBe(422);
    expect(noDocument.json().errors).toEqual({ exemption_release_on: [e.exemptionDocument] });

    await uploadDocument(staff, record.id, 'exemption');
    const ok = await put({ ...exemption, exemption_release_on: '2026-11-21' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      earliest_release_on: '2026-12-11',
      release_on: '2026-11-21',
      releasable: true,
      exempted: true,
      exemption: {
        reference: 'OvJ-2026-44',
        granted_on: '2026-11-20',
        release_on: '2026-11-21',
        has_document: true,
      },
    });
  });

  it('blocks: an approved hand-over goes back to requested (audited); lifting the block is audited too', async () => {
    const record = await createRecord(staff, { cremated_on: '2026-09-01', urns: 2 });
    const handOver = await createDestination(staff, record.id, { kind: 'hand_over', urns: 1 });
    const niche = await createDestination(staff, record.id, { kind: 'niche', urns: 1 });
    await uploadDocument(staff, record.id, 'decision_form');
    for (const destination of [handOver, niche]) {
      const res = await staff.post(`/api/ash-destinations/${destination.id}/approve`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const incomplete = await staff.put(`/api/ash-records/${record.id}`, {
      version: record.version,
      block_reference: 'OvJ-B-1',
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({ blocked_on: [e.blockIncomplete] });

    const blocked = await staff.put(`/api/ash-records/${record.id}`, {
      version: record.version,
      block_reference: 'OvJ-B-1',
      blocked_on: '2026-11-21',
      block_note: 'Onderzoek loopt',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const data = blocked.json().data;
    expect(data).toMatchObject({ blocked: true, block: { reference: 'OvJ-B-1', blocked_on: '2026-11-21' } });
    expect((await storedDestination(ctx, handOver.id)).status).toBe('requested');
    expect((await storedDestination(ctx, handOver.id)).approved_at).toBeNull();
    expect((await storedDestination(ctx, niche.id)).status).toBe('approved');
    // One moment on the manual clock: the order of the events within it is not defined.
    expect((await auditOf(ctx, handOver.id)).map((event) => event.action).sort()).toEqual([
      'approved',
      'destination_requested',
      'destination_updated',
    ]);
    expect((await storedRecord(ctx, record.id)).status).toBe('destination_requested');

    ctx.clock.advance(1);
    const lifted = await staff.put(`/api/ash-records/${record.id}`, {
      version: data.version,
      block_reference: '',
      blocked_on: '',
      block_note: '',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data).toMatchObject({ blocked: false, block: null });
    const updates = (await auditOf(ctx, record.id)).filter(
      (event) => event.action === 'updated' && event.changes && 'block_reference' in event.changes,
    );
    expect(updates.map((event) => event.changes!['block_reference'])).toEqual([
      { from: null, to: 'OvJ-B-1' },
      { from: 'OvJ-B-1', to: null },
    ]);
  });

  it('refuses any change to a closed record and never deletes one', async () => {
    const record = await createRecord(staff, { cremated_on: '2026-09-01' });
    const destination = await createDestination(staff, record.id, { kind: 'hand_over' });
    await uploadDocument(staff, record.id, 'decision_form', destination.id);
    expect((await staff.post(`/api/ash-destinations/${destination.id}/approve`, {})).statusCode).toBe(200);
    const executed = await staff.post(`/api/ash-destinations/${destination.id}/execute`, {
      executed_on: '2026-11-21',
      handed_to_name: 'Marieke Jansen',
      identity_checked: true,
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect((await staff.post(`/api/ash-destinations/${destination.id}/close`, {})).statusCode).toBe(200);
    const closed = await storedRecord(ctx, record.id);
    expect(closed.status).toBe('closed');

    const put = await staff.put(`/api/ash-records/${record.id}`, { version: closed.version, notes: 'Later' });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(e.closedNeverChanged);
    const removed = await staff.delete(`/api/ash-records/${record.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(e.neverDeleted);
    expect(await storedRecord(ctx, record.id)).toEqual(closed);
  });
});

describe('GET /api/ash-records', () => {
  // A crematorium of its own, so the counts are exact.
  let client: TestClient;
  let lijstId = '';
  let ownerEmail = '';
  const list = async (query = '') => {
    const res = await client.get(`/api/ash-records${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; meta: Record<string, number> };
  };
  const names = (page: { data: Record<string, unknown>[] }) => page.data.map((row) => row['deceased_name']);

  beforeAll(async () => {
    const lijst = await createOrganization(ctx, 'Crematorium De Lijst', 'crematorium');
    const owner = await createUser(ctx, 'eigenaar@delijst.test', 'Lies Lijst');
    await addMember(ctx, lijst.id, owner.id, 'owner');
    lijstId = lijst.id;
    ownerEmail = owner.email;
    client = await loginIn(ctx, owner.email, lijst.id);
    await createRecord(client, {
      deceased_name: 'Cornelis Oudshoorn',
      registration_number: 'L-0001',
      cremated_on: '2026-04-02',
    });
    const waiting = await createRecord(client, {
      deceased_name: 'Bartholomeus Wachter',
      registration_number: 'L-0002',
      cremated_on: '2026-11-15',
    });
    await createRecord(client, {
      deceased_name: 'Ängelique Vrij',
      first_names: 'Ängelique',
      registration_number: 'L-0003',
      cremated_on: '2026-10-10',
    });
    const blocked = await createRecord(client, {
      deceased_name: 'Dirk Verbod',
      registration_number: 'L-0004',
      cremated_on: '2026-10-20',
    });
    await client.put(`/api/ash-records/${blocked.id}`, {
      version: blocked.version,
      block_reference: 'OvJ-9',
      blocked_on: '2026-11-01',
    });
    const placed = await createRecord(client, {
      deceased_name: 'Evert Geplaatst',
      registration_number: 'L-0005',
      cremated_on: '2026-03-01',
    });
    const placedDestination = await createDestination(client, placed.id, { kind: 'hand_over' });
    await uploadDocument(client, placed.id, 'decision_form');
    expect((await client.post(`/api/ash-destinations/${placedDestination.id}/approve`, {})).statusCode).toBe(
      200,
    );
    const executed = await client.post(`/api/ash-destinations/${placedDestination.id}/execute`, {
      executed_on: '2026-11-21',
      handed_to_name: 'Fenna Geplaatst',
      identity_checked: true,
    });
    expect(executed.statusCode, executed.body).toBe(200);
    await createDestination(client, waiting.id, { kind: 'niche' });
  });

  it('lists the newest cremation first with the exact total, the flags and the destination kinds', async () => {
    const page = await list();
    expect(page.meta).toMatchObject({ total: 5, current_page: 1, last_page: 1 });
    expect(names(page)).toEqual([
      'Bartholomeus Wachter',
      'Dirk Verbod',
      'Ängelique Vrij',
      'Cornelis Oudshoorn',
      'Evert Geplaatst',
    ]);
    const byName = new Map(page.data.map((row) => [row['deceased_name'], row]));
    expect(byName.get('Bartholomeus Wachter')).toMatchObject({
      status: 'destination_requested',
      destination_kinds: ['niche'],
      days_until_release: 25,
      releasable: false,
      over_term: false,
    });
    expect(byName.get('Cornelis Oudshoorn')).toMatchObject({
      releasable: true,
      over_term: true,
      days_until_release: -202,
    });
    expect(byName.get('Evert Geplaatst')).toMatchObject({
      status: 'executed',
      over_term: false,
      releasable: false,
      destination_kinds: ['hand_over'],
    });
    expect(byName.get('Dirk Verbod')).toMatchObject({ blocked: true });
  });

  it('searches folded words in the name and the number', async () => {
    expect(names(await list('?search=angelique'))).toEqual(['Ängelique Vrij']);
    expect(names(await list('?search=l-0002'))).toEqual(['Bartholomeus Wachter']);
    expect(names(await list('?search=verbod%20dirk'))).toEqual(['Dirk Verbod']);
    expect((await list('?search=niemand')).meta['total']).toBe(0);
  });

  it('filters on status, releasable, over the term, blocked and the cremation dates', async () => {
    expect(names(await list('?status=executed,destination_requested'))).toEqual([
      'Bartholomeus Wachter',
      'Evert Geplaatst',
    ]);
    expect(names(await list('?releasable=true'))).toEqual([
      'Dirk Verbod',
      'Ängelique Vrij',
      'Cornelis Oudshoorn',
    ]);
    expect(names(await list('?over_term=true'))).toEqual(['Cornelis Oudshoorn']);
    expect(names(await list('?blocked=true'))).toEqual(['Dirk Verbod']);
    expect(names(await list('?from=2026-10-01&to=2026-10-31'))).toEqual(['Dirk Verbod', 'Ängelique Vrij']);
    const bad = await client.get('/api/ash-records?status=gone&from=gisteren');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status.0']);
  });

  it('sorts by name, number and release date, and pages', async () => {
    expect(names(await list('?sort=name'))).toEqual([
      'Ängelique Vrij',
      'Bartholomeus Wachter',
      'Cornelis Oudshoorn',
      'Dirk Verbod',
      'Evert Geplaatst',
    ]);
    expect((await list('?sort=-number')).data.map((row) => row['registration_number'])).toEqual([
      'L-0005',
      'L-0004',
      'L-0003',
      'L-0002',
      'L-0001',
    ]);
    expect(names(await list('?sort=release'))[0]).toBe('Evert Geplaatst');
    const second = await list('?sort=number&per_page=2&page=2');
    expect(second.meta).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    expect(second.data.map((row) => row['registration_number'])).toEqual(['L-0003', 'L-0004']);
  });

  it('follows the clock: a record becomes releasable on its release date and over the term after six months', async () => {
    // Bartholomeus Wachter, cremated 15 November, may leave from 16 December.
    ctx.clock.advance(25 * 86_400);
    const later = await loginIn(ctx, ownerEmail, lijstId);
    const page = (await later.get('/api/ash-records?search=wachter')).json().data[0];
    expect(page).toMatchObject({ days_until_release: 0, releasable: true });
    ctx.clock.advance(-25 * 86_400);
    await advanceDays(0);
  });
});
