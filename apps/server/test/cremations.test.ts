import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamInstant, cremationApprovalChecklist, interpolate, messages } from '@afscheid/shared';
import { systemContext, type Actor } from '../src/lib/context.ts';
import { iso } from '../src/lib/clock.ts';
import {
  cancelCremationForRequest,
  cremationOfRequestIsPerformed,
  cremationSummaries,
} from '../src/modules/cremations/index.ts';
import { createCremation, type SnapshotInput } from './cremation-fixtures.ts';
import { createTestApp, decodeQuotedPrintable, type TestClient } from './helpers.ts';
import {
  addMember,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  organizationByName,
  userByEmail,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const c = messages.cremations;
const { checklist } = c;

const { linde, director } = await lindeClients(ctx);
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const staffUser = await userByEmail(ctx, 'crematorium@afscheid.test');
let staff = await loginAs(ctx, 'crematorium@afscheid.test');

/** Moves the clock on by `seconds`; the staff member logs in again (a session ends after 30 idle minutes). */
async function advance(seconds: number): Promise<void> {
  ctx.clock.advance(seconds);
  staff = await loginAs(ctx, 'crematorium@afscheid.test');
}
/** Moves the clock on to `instant`. */
const advanceTo = (instant: string) =>
  advance((new Date(instant).getTime() - ctx.clock.now().getTime()) / 1000);

/** A second crematorium with an owner: it must never see Het Rozenveld's records. */
const elsewhere = await createOrganization(ctx, 'Crematorium Elders', 'crematorium');
const elsewhereOwner = await createUser(ctx, 'eigenaar@crematorium-elders.test', 'Els Elders');
await addMember(ctx, elsewhere.id, elsewhereOwner.id, 'owner');
const stranger = await loginAs(ctx, elsewhereOwner.email);

/** A viewer at Het Rozenveld: reads, never changes. */
const viewerUser = await createUser(ctx, 'lezer@rozenveld.test', 'Lea Lezer');
await addMember(ctx, rozenveld.id, viewerUser.id, 'viewer');
const viewer = await loginAs(ctx, viewerUser.email);

async function newPlace(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await client.post('/api/places', body);
  if (res.statusCode !== 201) throw new Error(`creating a place failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}
const ovenA = await newPlace(staff, { name: 'Oven 1', kind: 'cremation_oven' });
const ovenB = await newPlace(staff, { name: 'Oven 2', kind: 'cremation_oven' });
const oldOven = await newPlace(staff, { name: 'Oude oven', kind: 'cremation_oven', active: false });
const aula = await newPlace(staff, { name: 'Aula Rozenveld', kind: 'aula' });
const strangersOven = await newPlace(stranger, { name: 'Oven Elders', kind: 'cremation_oven' });

/** `YYYY-MM-DD` `HH:mm` in Amsterdam as an instant. */
const at = (date: string, time: string) => amsterdamInstant(date, time)!;

const actorAt = (organizationId: string, userId = staffUser.id): Actor => ({
  userId,
  organizationId,
  organizationType: 'crematorium',
  role: 'crematorium_staff',
  permissions: [],
  isSuper: false,
});
const serviceContext = (organizationId = rozenveld.id) =>
  systemContext(ctx.app.deps, actorAt(organizationId));

type NewCremationInput = SnapshotInput & {
  organizationId?: string;
  plannedAt?: string;
  ovenPlaceId?: string | null;
};

/** A cremation record as accepting a request of De Linde makes it (through the module's own export). */
const newCremation = (input: NewCremationInput = {}) =>
  createCremation(ctx, {
    ...input,
    organizationId: input.organizationId ?? rozenveld.id,
    requesterId: linde.id,
    userId: staffUser.id,
    plannedAt: input.plannedAt ?? at('2026-11-23', '10:00'),
    ovenPlaceId: input.ovenPlaceId === undefined ? ovenA : input.ovenPlaceId,
  });

/** Everything the approval needs, as the staff tick it. */
const COMPLETE = {
  permit_received: true,
  permit_compared: true,
  request_form_received: true,
  implants_removed: true,
  coffin_registration_number: 'K-4711',
  identified_by: 'Chris Crematorium',
};

async function detail(id: string, client: TestClient = staff) {
  const res = await client.get(`/api/cremations/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function update(id: string, body: Record<string, unknown>) {
  const { version } = await detail(id);
  const res = await staff.put(`/api/cremations/${id}`, { version, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Every e-mail the app wrote to `to`, decoded. */
function mailsTo(to: string): string[] {
  const dir = path.join(ctx.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8')))
    .filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

const stored = (id: string) =>
  db.selectFrom('cremations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A record with every condition met, approved. */
async function approved(input: NewCremationInput = {}) {
  const record = await newCremation(input);
  await update(record.id, COMPLETE);
  const res = await staff.post(`/api/cremations/${record.id}/approve`, {});
  expect(res.statusCode, res.body).toBe(200);
  return { ...record, data: res.json().data };
}

describe('the module exports for crematorium requests', () => {
  it('makes a numbered, planned record prefilled from the snapshot and audited for the crematorium', async () => {
    const record = await newCremation({
      firstNames: 'Karel',
      lastName: 'Appel',
      unnaturalDeath: true,
      noObjectionReference: 'OvJ-77',
    });
    expect(record.number).toMatch(/^2026-\d{4}$/);
    const row = await stored(record.id);
    expect(row).toMatchObject({
      organization_id: rozenveld.id,
      request_id: record.requestId,
      number_year: 2026,
      status: 'planned',
      deceased_name: 'Karel Appel',
      funeral_company_name: linde.name,
      oven_place_id: ovenA,
      permit_number: 'VC-2026-118',
      permit_municipality: 'Utrecht',
      unnatural_death: 1,
      no_objection_reference: 'OvJ-77',
      // What the crematorium itself has to check stays open.
      permit_received: 0,
      permit_compared: 0,
      no_objection_received: 0,
      version: 1,
      created_by: staffUser.id,
    });
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'cremation')
      .where('entity_id', '=', record.id)
      .execute();
    expect(audit.map((event) => [event.action, event.organization_id])).toEqual([['created', rozenveld.id]]);

    const summaries = await cremationSummaries(db, [record.id, 'unknown']);
    expect([...summaries.keys()]).toEqual([record.id]);
    expect(summaries.get(record.id)).toEqual({
      id: record.id,
      number: record.number,
      status: 'planned',
      approvedAt: null,
      performedAt: null,
      ashRegistrationNumber: null,
    });
    expect(await cremationOfRequestIsPerformed(db, record.id)).toBe(false);
  });

  it('numbers per organisation and year in sequence', async () => {
    const fresh = await createOrganization(ctx, 'Crematorium Nummering', 'crematorium');
    const first = await newCremation({ organizationId: fresh.id, ovenPlaceId: null });
    const second = await newCremation({ organizationId: fresh.id, ovenPlaceId: null });
    expect([first.number, second.number]).toEqual(['2026-0001', '2026-0002']);
    const counter = await db
      .selectFrom('cremation_number_counters')
      .selectAll()
      .where('organization_id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(counter).toMatchObject({ year: 2026, last_number: 2 });
    // Another crematorium's numbering is its own.
    const other = await newCremation({ organizationId: elsewhere.id, ovenPlaceId: null });
    expect(other.number).toBe('2026-0001');
  });

  it('cancels a record with its request, but never a performed one', async () => {
    const record = await newCremation();
    await cancelCremationForRequest(db, serviceContext(), record.id);
    expect((await stored(record.id)).status).toBe('cancelled');
    const version = (await stored(record.id)).version;
    // A second cancellation changes nothing.
    await cancelCremationForRequest(db, serviceContext(), record.id);
    expect((await stored(record.id)).version).toBe(version);

    const done = await approved();
    ctx.clock.advance(60);
    const res = await staff.post(`/api/cremations/${done.id}/perform`, {
      performed_at: iso(ctx.clock.now()),
      ash_registration_number: 'AS-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    await cancelCremationForRequest(db, serviceContext(), done.id);
    expect((await stored(done.id)).status).toBe('performed');
    expect(await cremationOfRequestIsPerformed(db, done.id)).toBe(true);
  });
});

describe('GET /api/cremations', () => {
  it('lists the crematorium’s own records with filters, search, sort and readiness', async () => {
    const list = await createOrganization(ctx, 'Crematorium Lijst', 'crematorium');
    const ownerUser = await createUser(ctx, 'eigenaar@crematorium-lijst.test', 'Lies Lijst');
    await addMember(ctx, list.id, ownerUser.id, 'owner');
    const owner = await loginAs(ctx, ownerUser.email);
    const make = (lastName: string, date: string, funeralCompanyName = linde.name) =>
      newCremation({
        organizationId: list.id,
        lastName,
        firstNames: 'Test',
        plannedAt: at(date, '10:00'),
        ovenPlaceId: null,
        funeralCompanyName,
      });
    const early = await make('Bakker', '2026-11-23');
    const late = await make('Çelik', '2026-11-25');
    const later = await make('Visser', '2026-11-26', 'Uitvaartcentrum Oost');
    await cancelCremationForRequest(db, serviceContext(list.id), later.id);

    const all = await owner.get('/api/cremations');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ total: 3, current_page: 1 });
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([early.id, late.id, later.id]);
    expect(body.data[0]).toMatchObject({
      number: early.number,
      status: 'planned',
      deceased_name: 'Test Bakker',
      funeral_company_name: linde.name,
      planned_at: at('2026-11-23', '10:00'),
      oven: null,
      ready: false,
      performed_at: null,
    });
    // Nothing of the checklist is ticked yet: every staff condition is missing (the legal window holds).
    expect(body.data[0].missing).toEqual([
      checklist.missing.permit,
      checklist.missing.requestForm,
      checklist.missing.implants,
      checklist.missing.coffin,
      checklist.missing.identification,
    ]);

    const ids = async (query: string) => {
      const res = await owner.get(`/api/cremations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((row: { id: string }) => row.id);
    };
    expect(await ids('sort=-date')).toEqual([later.id, late.id, early.id]);
    expect(await ids('sort=-number')).toEqual([later.id, late.id, early.id]);
    expect(await ids('sort=name')).toEqual([early.id, late.id, later.id]);
    expect(await ids('status=cancelled')).toEqual([later.id]);
    expect(await ids('from=2026-11-25')).toEqual([late.id, later.id]);
    expect(await ids('from=2026-11-23&to=2026-11-25')).toEqual([early.id, late.id]);
    expect(await ids('to=2026-11-22')).toEqual([]);
    expect(await ids('search=celik')).toEqual([late.id]);
    expect(await ids(`search=${early.number}`)).toEqual([early.id]);
    expect(await ids('per_page=1&page=2')).toEqual([late.id]);
    // The total of every page: counted under a full page and past the end, told by the last page itself.
    const totalOf = async (query: string) => (await owner.get(`/api/cremations?${query}`)).json().meta.total;
    expect(await totalOf('per_page=2&page=1')).toBe(3);
    expect(await totalOf('per_page=2&page=2')).toBe(3);
    expect(await totalOf('per_page=2&page=3')).toBe(3);
    expect(await totalOf('per_page=3&page=1')).toBe(3);
    expect(await totalOf('status=cancelled')).toBe(1);
    expect(await totalOf('to=2026-11-22')).toBe(0);

    const ready = await newCremation({ organizationId: list.id, lastName: 'Klaar', ovenPlaceId: null });
    await db
      .updateTable('cremations')
      .set({
        permit_received: 1,
        permit_compared: 1,
        request_form_received: 1,
        implants_removed: 1,
        coffin_registration_number: 'K-1',
        identified_by: 'Lies Lijst',
      })
      .where('id', '=', ready.id)
      .execute();
    const readyRow = (await owner.get('/api/cremations?search=klaar')).json().data[0];
    expect(readyRow).toMatchObject({ id: ready.id, ready: true, missing: [] });

    const bad = await owner.get('/api/cremations?status=gepland&sort=kleur');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ status: [c.errors.status], sort: [c.errors.sort] });
  });

  it('is refused to a funeral company (403) and shows another crematorium nothing', async () => {
    const refused = await director.get('/api/cremations');
    expect(refused.statusCode).toBe(403);
    const mine = await newCremation();
    const theirs = (await stranger.get('/api/cremations?per_page=100'))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(theirs).not.toContain(mine.id);
  });
});

describe('GET /api/cremations/{id}', () => {
  it('answers the record with its snapshot, oven and checklist', async () => {
    const record = await newCremation({ lastName: 'de Groot', firstNames: 'Anna' });
    const data = await detail(record.id);
    expect(data).toMatchObject({
      id: record.id,
      number: record.number,
      status: 'planned',
      request_id: record.requestId,
      deceased_name: 'Anna de Groot',
      funeral_company_name: linde.name,
      planned_at: at('2026-11-23', '10:00'),
      oven: { id: ovenA, name: 'Oven 1' },
      permit_number: 'VC-2026-118',
      permit_received: false,
      unnatural_death: false,
      approved_by: null,
      approved_at: null,
      ash_record_id: null,
      version: 1,
    });
    expect(data.snapshot.deceased).toMatchObject({
      first_names: 'Anna',
      last_name: 'de Groot',
      died_on: '2026-11-19',
    });
    expect(data.checklist.map((line: { key: string; ok: boolean }) => [line.key, line.ok])).toEqual([
      ['permit', false],
      ['requestForm', false],
      ['implants', false],
      ['coffin', false],
      ['identification', false],
      ['legalWindow', true],
    ]);
    expect(data.checklist[0]).toEqual({
      key: 'permit',
      label: checklist.permit,
      ok: false,
      detail: checklist.missing.permit,
    });
    // A viewer reads it too.
    expect((await viewer.get(`/api/cremations/${record.id}`)).statusCode).toBe(200);
  });

  it('tells a member of the crematorium, and nobody else, which organisation holds it (the switch offer)', async () => {
    const record = await newCremation();
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const res = await owner.get(`/api/cremations/${record.id}/organization`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: rozenveld.id, name: rozenveld.name, type: 'crematorium' });
    expect((await stranger.get(`/api/cremations/${record.id}/organization`)).statusCode).toBe(404);
    expect((await director.get(`/api/cremations/${record.id}/organization`)).statusCode).toBe(404);
    expect((await staff.get('/api/cremations/onbekend/organization')).statusCode).toBe(404);
  });

  it('is 404 for a funeral company, another crematorium or an unknown id, and 403 without the permission', async () => {
    const record = await newCremation();
    expect((await director.get(`/api/cremations/${record.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/cremations/${record.id}`)).statusCode).toBe(404);
    expect((await staff.get('/api/cremations/onbekend')).statusCode).toBe(404);
    const version = { version: 1 };
    expect((await stranger.put(`/api/cremations/${record.id}`, version)).statusCode).toBe(404);
    expect((await stranger.post(`/api/cremations/${record.id}/approve`, {})).statusCode).toBe(404);
    const perform = { performed_at: iso(ctx.clock.now()), ash_registration_number: 'X' };
    expect((await stranger.post(`/api/cremations/${record.id}/perform`, perform)).statusCode).toBe(404);
    expect((await director.post(`/api/cremations/${record.id}/approve`, {})).statusCode).toBe(404);
    expect((await viewer.put(`/api/cremations/${record.id}`, version)).statusCode).toBe(403);
    expect((await viewer.post(`/api/cremations/${record.id}/approve`, {})).statusCode).toBe(403);
    expect((await stored(record.id)).version).toBe(1);
  });
});

describe('PUT /api/cremations/{id}', () => {
  it('saves what the staff complete, versioned, and audits it', async () => {
    const record = await newCremation();
    const data = await update(record.id, {
      oven_place_id: ovenB,
      identified_by: 'Chris Crematorium',
      coffin_registration_number: 'K-1234',
      permit_received: true,
      notes: 'Familie wil bij de invoer zijn.',
    });
    expect(data).toMatchObject({
      oven: { id: ovenB, name: 'Oven 2' },
      identified_by: 'Chris Crematorium',
      coffin_registration_number: 'K-1234',
      permit_received: true,
      permit_compared: false,
      notes: 'Familie wil bij de invoer zijn.',
      version: 2,
    });
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', record.id)
      .where('action', '=', 'updated')
      .executeTakeFirstOrThrow();
    expect(audit.organization_id).toBe(rozenveld.id);
    expect(JSON.parse(audit.changes!)).toMatchObject({
      oven_place_id: { from: ovenA, to: ovenB },
      permit_received: { from: 0, to: 1 },
    });

    // A stale version: 409 with the record as it is now, nothing changed.
    const stale = await staff.put(`/api/cremations/${record.id}`, { version: 1, notes: 'Oud' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: c.errors.conflict,
      data: { version: 2, notes: data.notes },
    });

    // Clearing a field with an empty value.
    const cleared = await update(record.id, { oven_place_id: '', notes: '' });
    expect(cleared).toMatchObject({ oven: null, notes: null, version: 3 });
  });

  it('only takes an active oven of the crematorium', async () => {
    const record = await newCremation();
    for (const oven of [aula, oldOven, strangersOven, 'onbekend']) {
      const res = await staff.put(`/api/cremations/${record.id}`, { version: 1, oven_place_id: oven });
      expect(res.statusCode, oven).toBe(422);
      expect(res.json().errors).toEqual({ oven_place_id: [c.errors.oven] });
    }
    expect((await stored(record.id)).version).toBe(1);
  });

  it('withdraws the approval when a change makes a condition fail, and keeps it otherwise', async () => {
    const record = await approved();
    expect(record.data.status).toBe('approved');
    const noted = await update(record.id, { notes: 'Invoer om 10:15.' });
    expect(noted).toMatchObject({ status: 'approved', approved_by: { id: staffUser.id } });

    const withdrawn = await update(record.id, { implants_removed: false });
    expect(withdrawn).toMatchObject({ status: 'planned', approved_by: null, approved_at: null });
    const updates = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', record.id)
      .where('action', '=', 'updated')
      .execute();
    const changes = updates.map((event) => JSON.parse(event.changes!) as Record<string, unknown>);
    expect(changes.filter((change) => 'status' in change)).toHaveLength(1);
    expect(changes.find((change) => 'status' in change)).toMatchObject({
      implants_removed: { from: 1, to: 0 },
      status: { from: 'approved', to: 'planned' },
      approved_by: { from: staffUser.id, to: null },
    });
  });

  it('refuses changes to a performed or cancelled record', async () => {
    const record = await newCremation();
    await cancelCremationForRequest(db, serviceContext(), record.id);
    const { version } = await stored(record.id);
    const res = await staff.put(`/api/cremations/${record.id}`, { version, notes: 'Te laat' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(interpolate(c.errors.wrongState, { status: c.statuses.cancelled }));
  });
});

describe('POST /api/cremations/{id}/approve', () => {
  /** Approving a record that lacks exactly one thing: 409 naming it, with the condition in `data.missing`. */
  async function expectRefused(record: { id: string }, key: string, detail: string): Promise<void> {
    const before = await stored(record.id);
    const res = await staff.post(`/api/cremations/${record.id}/approve`, {});
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body.message).toBe(interpolate(c.errors.approveMissing, { missing: detail }));
    expect(body.data.missing).toEqual([
      { key, label: checklist[key as keyof typeof checklist], ok: false, detail },
    ]);
    const after = await stored(record.id);
    expect(after).toMatchObject({ status: 'planned', version: before.version, approved_at: null });
  }

  const withoutOne = async (field: keyof typeof COMPLETE, value: unknown, input: NewCremationInput = {}) => {
    const record = await newCremation(input);
    await update(record.id, { ...COMPLETE, [field]: value });
    return record;
  };

  it('is refused for each missing condition separately', async () => {
    await expectRefused(await withoutOne('permit_compared', false), 'permit', checklist.missing.permit);
    await expectRefused(await withoutOne('permit_received', false), 'permit', checklist.missing.permit);
    await expectRefused(
      await withoutOne('request_form_received', false),
      'requestForm',
      checklist.missing.requestForm,
    );
    await expectRefused(await withoutOne('implants_removed', false), 'implants', checklist.missing.implants);
    await expectRefused(
      await withoutOne('coffin_registration_number', ''),
      'coffin',
      checklist.missing.coffin,
    );
    await expectRefused(
      await withoutOne('identified_by', ''),
      'identification',
      checklist.missing.identification,
    );

    const legalDetail = (plannedAt: string, extra: Record<string, string | null> = {}) =>
      cremationApprovalChecklist({
        plannedAt,
        diedOn: '2026-11-19',
        diedAtTime: '08:00',
        permitReceived: true,
        permitCompared: true,
        requestFormReceived: true,
        implantsRemoved: true,
        coffinRegistrationNumber: 'K',
        identifiedBy: 'X',
        unnaturalDeath: false,
        noObjectionReceived: false,
        legalDelayReference: extra['legalDelayReference'] ?? null,
        legalDelayUntil: extra['legalDelayUntil'] ?? null,
      }).find((line) => line.key === 'legalWindow')!.detail;

    // Died Thursday 19 November 08:00: not before Friday 20 November 20:00 (36 hours) …
    const tooEarly = at('2026-11-20', '14:00');
    const early = await withoutOne('identified_by', 'Chris Crematorium', { plannedAt: tooEarly });
    const earlyDetail = legalDetail(tooEarly)!;
    expect(earlyDetail).toContain('36 uur');
    await expectRefused(early, 'legalWindow', earlyDetail);

    // … and not after the sixth working day, Friday 27 November.
    const tooLate = at('2026-11-30', '10:00');
    const late = await withoutOne('identified_by', 'Chris Crematorium', { plannedAt: tooLate });
    const lateDetail = legalDetail(tooLate)!;
    expect(lateDetail).toContain('27 november 2026');
    await expectRefused(late, 'legalWindow', lateDetail);

    // A recorded uitstel of the burgemeester makes the late date right.
    await update(late.id, { legal_delay_reference: 'Uitstel-2026-12', legal_delay_until: '2026-12-01' });
    expect(legalDetail(tooLate, { legalDelayReference: 'U', legalDelayUntil: '2026-12-01' })).toBeNull();
    const delayed = await staff.post(`/api/cremations/${late.id}/approve`, {});
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json().data.status).toBe('approved');

    // No death date in the request: the window cannot be checked.
    const undated = await withoutOne('identified_by', 'Chris Crematorium', { diedOn: null });
    await expectRefused(undated, 'legalWindow', checklist.missing.noDeathDate);

    // A non-natural death needs the officier van justitie's verklaring van geen bezwaar.
    const unnatural = await withoutOne('identified_by', 'Chris Crematorium', { unnaturalDeath: true });
    await expectRefused(unnatural, 'noObjection', checklist.missing.noObjection);
    await update(unnatural.id, { no_objection_received: true, no_objection_reference: 'OvJ-2026-5' });
    expect((await staff.post(`/api/cremations/${unnatural.id}/approve`, {})).statusCode).toBe(200);
  });

  it('names every missing condition at once', async () => {
    const record = await newCremation({ plannedAt: at('2026-11-30', '10:00') });
    const res = await staff.post(`/api/cremations/${record.id}/approve`, {});
    expect(res.statusCode).toBe(409);
    const { missing } = res.json().data as { missing: { key: string; detail: string }[] };
    expect(missing.map((line) => line.key)).toEqual([
      'permit',
      'requestForm',
      'implants',
      'coffin',
      'identification',
      'legalWindow',
    ]);
    expect(res.json().message).toBe(
      interpolate(c.errors.approveMissing, { missing: missing.map((line) => line.detail).join('; ') }),
    );
  });

  it('approves a complete record: who and when, audited, and the funeral company told', async () => {
    const record = await newCremation({ firstNames: 'Hendrika', lastName: 'Vrijgave' });
    const { version } = await update(record.id, COMPLETE);
    const res = await staff.post(`/api/cremations/${record.id}/approve`, { version });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'approved',
      approved_by: { id: staffUser.id, name: staffUser.name },
      approved_at: iso(ctx.clock.now()),
      version: version + 1,
    });
    expect(data.checklist.every((line: { ok: boolean }) => line.ok)).toBe(true);
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', record.id)
      .where('action', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ organization_id: rozenveld.id, user_id: staffUser.id });
    const events = await db
      .selectFrom('crematorium_request_events')
      .selectAll()
      .where('request_id', '=', record.requestId)
      .execute();
    expect(events.map((event) => [event.side, event.action, event.user_id])).toEqual([
      ['provider', 'approved', staffUser.id],
    ]);
    await ctx.app.deps.mailer.idle();
    const mails = mailsTo('info@uitvaartzorgdelinde.test').filter((mail) =>
      mail.includes('Hendrika Vrijgave'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(messages.crematoriumRequests.events.approved);

    // Approved already: a second approval is a 409 on its state.
    const again = await staff.post(`/api/cremations/${record.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interpolate(c.errors.wrongState, { status: c.statuses.approved }));
  });

  it('refuses a stale version with the current record', async () => {
    const record = await newCremation();
    await update(record.id, COMPLETE);
    const res = await staff.post(`/api/cremations/${record.id}/approve`, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: c.errors.conflict, data: { id: record.id, version: 2 } });
    expect((await stored(record.id)).status).toBe('planned');
  });

  it('lets one of two simultaneous approvals win', async () => {
    const record = await newCremation();
    await update(record.id, COMPLETE);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staff.post(`/api/cremations/${record.id}/approve`, {})),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const events = await db
      .selectFrom('crematorium_request_events')
      .select('action')
      .where('request_id', '=', record.requestId)
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe('POST /api/cremations/{id}/perform', () => {
  it('is refused before the approval', async () => {
    const record = await newCremation();
    await update(record.id, COMPLETE);
    const res = await staff.post(`/api/cremations/${record.id}/perform`, {
      performed_at: iso(ctx.clock.now()),
      ash_registration_number: 'AS-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(c.errors.notApproved);
    expect((await stored(record.id)).status).toBe('planned');
  });

  it('refuses a moment in the future or before the approval, and an oven that is not one', async () => {
    const record = await approved();
    const approvedAt = record.data.approved_at as string;
    const perform = (body: Record<string, unknown>) =>
      staff.post(`/api/cremations/${record.id}/perform`, { ash_registration_number: 'AS-2', ...body });

    const future = await perform({
      performed_at: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ performed_at: [c.errors.performedInFuture] });

    const beforeApproval = await perform({
      performed_at: new Date(new Date(approvedAt).getTime() - 60_000).toISOString(),
    });
    expect(beforeApproval.statusCode).toBe(422);
    expect(beforeApproval.json().errors).toEqual({ performed_at: [c.errors.performedBeforeApproval] });

    const notAnOven = await perform({ performed_at: approvedAt, oven_place_id: aula });
    expect(notAnOven.statusCode).toBe(422);
    expect(notAnOven.json().errors).toEqual({ oven_place_id: [c.errors.oven] });

    const noNumber = await perform({ performed_at: approvedAt, ash_registration_number: ' ' });
    expect(noNumber.statusCode).toBe(422);
    expect(Object.keys(noNumber.json().errors)).toEqual(['ash_registration_number']);

    expect(await stored(record.id)).toMatchObject({ status: 'approved', performed_at: null });
    const ash = await db
      .selectFrom('ash_records')
      .selectAll()
      .where('cremation_id', '=', record.id)
      .execute();
    expect(ash).toEqual([]);
  });

  it('records the cremation and makes the ash record in one step, telling the funeral company', async () => {
    const record = await approved({ initials: 'J.M.' });
    await advance(3600);
    const performedAt = new Date(ctx.clock.now().getTime() - 30 * 60_000).toISOString();
    const endedAt = iso(ctx.clock.now());
    const res = await staff.post(`/api/cremations/${record.id}/perform`, {
      performed_at: performedAt,
      ended_at: endedAt,
      oven_place_id: ovenB,
      ash_registration_number: 'RZ-2026-0042',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const ash = await db
      .selectFrom('ash_records')
      .selectAll()
      .where('cremation_id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      status: 'performed',
      performed_at: performedAt,
      ended_at: endedAt,
      oven: { id: ovenB, name: 'Oven 2' },
      ash_registration_number: 'RZ-2026-0042',
      ash_record_id: ash.id,
    });
    expect(ash).toMatchObject({
      organization_id: rozenveld.id,
      registration_number: 'RZ-2026-0042',
      deceased_name: record.deceasedName,
      deceased_initials: 'J.M.',
      cremated_on: '2026-11-21',
      earliest_release_on: '2026-12-22',
      status: 'in_storage',
    });
    const actions = await db
      .selectFrom('audit_events')
      .select(['entity', 'action'])
      .where('entity_id', 'in', [record.id, ash.id])
      .where('action', 'in', ['performed', 'created'])
      .execute();
    expect(actions).toEqual(
      expect.arrayContaining([
        { entity: 'cremation', action: 'performed' },
        { entity: 'ash_record', action: 'created' },
      ]),
    );
    const events = await db
      .selectFrom('crematorium_request_events')
      .select('action')
      .where('request_id', '=', record.requestId)
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => event.action)).toEqual(['approved', 'performed']);
    // The request stays accepted.
    const request = await db
      .selectFrom('crematorium_requests')
      .select('status')
      .where('id', '=', record.requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('accepted');
    const summary = (await cremationSummaries(db, [record.id])).get(record.id);
    expect(summary).toMatchObject({
      status: 'performed',
      performedAt,
      ashRegistrationNumber: 'RZ-2026-0042',
    });

    // Performed: no second time, no more changes.
    const again = await staff.post(`/api/cremations/${record.id}/perform`, {
      performed_at: performedAt,
      ash_registration_number: 'RZ-2026-0043',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interpolate(c.errors.wrongState, { status: c.statuses.performed }));
    const put = await staff.put(`/api/cremations/${record.id}`, { version: data.version, notes: 'Later' });
    expect(put.statusCode).toBe(409);
  });
});

describe('across the turn of the year', () => {
  it('numbers by the Amsterdam year and releases ashes cremated on 31 January from 1 March', async () => {
    const fresh = await createOrganization(ctx, 'Crematorium Jaarwisseling', 'crematorium');
    const last2026 = await newCremation({ organizationId: fresh.id, ovenPlaceId: null });
    expect(last2026.number).toBe('2026-0001');
    // 31 December 23:30 UTC is already 1 January in Amsterdam.
    await advanceTo('2026-12-31T23:30:00.000Z');
    const first2027 = await newCremation({ organizationId: fresh.id, ovenPlaceId: null });
    expect(first2027.number).toBe('2027-0001');
    const rozenveldFirst = await newCremation({
      diedOn: '2027-01-28',
      diedAtTime: '07:00',
      plannedAt: at('2027-01-31', '09:00'),
    });
    expect(rozenveldFirst.number).toBe('2027-0001');

    await advanceTo(at('2027-01-31', '08:00'));
    await update(rozenveldFirst.id, COMPLETE);
    expect((await staff.post(`/api/cremations/${rozenveldFirst.id}/approve`, {})).statusCode).toBe(200);
    await advance(6 * 3600);
    const res = await staff.post(`/api/cremations/${rozenveldFirst.id}/perform`, {
      performed_at: at('2027-01-31', '09:00'),
      ash_registration_number: 'RZ-2027-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ash = await db
      .selectFrom('ash_records')
      .selectAll()
      .where('cremation_id', '=', rozenveldFirst.id)
      .executeTakeFirstOrThrow();
    expect(ash).toMatchObject({ cremated_on: '2027-01-31', earliest_release_on: '2027-03-01' });
  });
});
