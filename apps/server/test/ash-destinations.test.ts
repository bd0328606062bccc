import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamToday, formatDate, interpolate, messages } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import { loginAs, organizationByName, PNG_1X1, userByEmail } from './factories.ts';
import {
  auditOf,
  createDestination,
  createRecord,
  insertAshPlace,
  storedDestination,
  storedRecord,
  uploadDocument,
} from './ash-fixtures.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const e = messages.ash.errors;

const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const staffUser = await userByEmail(ctx, 'crematorium@afscheid.test');
let staff = await loginAs(ctx, 'crematorium@afscheid.test');

const today = () => amsterdamToday(ctx.clock.now());
/** Long enough ago that the ashes may leave. */
const LONG_AGO = '2026-08-03';

/** Moves the clock on; the staff member logs in again (a session ends after 30 idle minutes). */
async function advanceDays(days: number): Promise<void> {
  ctx.clock.advance(days * 86_400);
  staff = await loginAs(ctx, 'crematorium@afscheid.test');
}

const approve = (id: string) => staff.post(`/api/ash-destinations/${id}/approve`, {});
const execute = (id: string, body: Record<string, unknown> = {}) =>
  staff.post(`/api/ash-destinations/${id}/execute`, { executed_on: today(), ...body });
const close = (id: string) => staff.post(`/api/ash-destinations/${id}/close`, {});
const handOver = { handed_to_name: 'Marieke Jansen', identity_checked: true, identity_document: 'Paspoort' };

/** A record released long ago with one destination of `kind` and the client's signed form for it. */
async function releasable(kind = 'hand_over', body: Record<string, unknown> = {}) {
  const record = await createRecord(staff, { cremated_on: LONG_AGO, ...body });
  const destination = await createDestination(staff, record.id, { kind });
  await uploadDocument(staff, record.id, 'decision_form', destination.id);
  return { record, destination };
}

describe('POST /api/ash-records/{id}/destinations', () => {
  it('records the client’s decision as requested, with its outcome and all free urns by default', async () => {
    const record = await createRecord(staff, { urns: 3 });
    const res = await staff.post(`/api/ash-records/${record.id}/destinations`, {
      kind: 'scatter_elsewhere',
      decided_by_name: 'Marieke Jansen',
      decided_by_address: 'Kerkstraat 12b, 3511 AB Utrecht',
      destination_place: 'Eigen tuin, Utrecht',
      consent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'requested',
      source: 'crematorium',
      outcome: 'scattered',
      urns: 3,
      consent: true,
      from_client: false,
      requested_by: { id: staffUser.id, name: staffUser.name },
    });
    expect((await storedRecord(ctx, record.id)).status).toBe('destination_requested');

    const more = await staff.post(`/api/ash-records/${record.id}/destinations`, {
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({ urns: [interpolate(e.tooManyUrns, { available: 0, total: 3 })] });
  });

  it('splits the urns and refuses more than are free, and a planned place that does not fit the kind', async () => {
    const record = await createRecord(staff, { urns: 2 });
    await createDestination(staff, record.id, { urns: 1 });
    const tooMany = await staff.post(`/api/ash-records/${record.id}/destinations`, {
      kind: 'niche',
      decided_by_name: 'Marieke Jansen',
      urns: 2,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ urns: [interpolate(e.tooManyUrns, { available: 1, total: 2 })] });
    const grave = await insertAshPlace(ctx, rozenveld.id, { kind: 'urn_grave' });
    const mismatch = await staff.post(`/api/ash-records/${record.id}/destinations`, {
      kind: 'niche',
      decided_by_name: 'Marieke Jansen',
      ash_place_id: grave,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ ash_place_id: [e.placeKindMismatch] });
    const niche = await insertAshPlace(ctx, rozenveld.id, { kind: 'niche', code: 'N-PLAN' });
    const planned = await createDestination(staff, record.id, { kind: 'niche', ash_place_id: niche });
    expect(planned).toMatchObject({ urns: 1, ash_place: { id: niche, code: 'N-PLAN', kind: 'niche' } });
  });
});

describe('POST /api/ash-destinations/{id}/approve (ash destination approval)', () => {
  it('is refused before the release date with the date, and approved from that day', async () => {
    const record = await createRecord(staff, { cremated_on: '2026-11-10' });
    const destination = await createDestination(staff, record.id);
    await uploadDocument(staff, record.id, 'decision_form');
    const early = await approve(destination.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(interpolate(e.beforeRelease, { date: formatDate('2026-12-11') }));
    expect(early.json().message).toContain('11 december 2026');
    expect((await storedDestination(ctx, destination.id)).status).toBe('requested');

    await advanceDays(20);
    expect(today()).toBe('2026-12-11');
    const res = await approve(destination.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'approved',
      approved_by: { id: staffUser.id, name: staffUser.name },
      approved_at: ctx.clock.now().toISOString(),
      from_client: true,
    });
    const again = await approve(destination.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(e.alreadyApproved);
    expect((await storedRecord(ctx, record.id)).status).toBe('approved');
  });

  it('approves before the legal date with a recorded exemption', async () => {
    const record = await createRecord(staff, { cremated_on: today() });
    const destination = await createDestination(staff, record.id);
    await uploadDocument(staff, record.id, 'decision_form', destination.id);
    expect((await approve(destination.id)).statusCode).toBe(409);
    await uploadDocument(staff, record.id, 'exemption');
    const exempted = await staff.put(`/api/ash-records/${record.id}`, {
      version: record.version,
      exemption_reference: 'OvJ-ONT-7',
      exemption_granted_on: today(),
      exemption_release_on: today(),
    });
    expect(exempted.statusCode, exempted.body).toBe(200);
    const res = await approve(destination.id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('approves only the client’s decision: not without the signed form, with it', async () => {
    const record = await createRecord(staff, { cremated_on: LONG_AGO });
    const destination = await createDestination(staff, record.id);
    const refused = await approve(destination.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(e.notFromClient);
    // A form for another destination does not count.
    const other = await createRecord(staff, { cremated_on: LONG_AGO });
    const otherDestination = await createDestination(staff, other.id);
    const wrong = await staff.upload(
      `/api/ash-records/${record.id}/documents?kind=decision_form&destination_id=${otherDestination.id}`,
      'file',
      { name: 'formulier.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    );
    expect(wrong.statusCode).toBe(422);
    await uploadDocument(staff, record.id, 'decision_form', destination.id);
    expect((await approve(destination.id)).statusCode).toBe(200);
  });

  it('is refused for a hand-over while the officier van justitie blocks it, not for a niche', async () => {
    const record = await createRecord(staff, { cremated_on: LONG_AGO, urns: 2 });
    const out = await createDestination(staff, record.id, { kind: 'hand_over', urns: 1 });
    const niche = await createDestination(staff, record.id, { kind: 'niche', urns: 1 });
    await uploadDocument(staff, record.id, 'decision_form');
    const blocked = await staff.put(`/api/ash-records/${record.id}`, {
      version: record.version,
      block_reference: 'OvJ-VB-3',
      blocked_on: today(),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const refused = await approve(out.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(e.blocked);
    expect((await approve(niche.id)).statusCode).toBe(200);
  });
});

describe('POST /api/ash-destinations/{id}/execute', () => {
  it('hands over only to a named person whose identity was checked, with the signature kept', async () => {
    const { record, destination } = await releasable('hand_over');
    expect((await execute(destination.id, handOver)).statusCode).toBe(409);
    expect((await approve(destination.id)).statusCode).toBe(200);

    const noIdentity = await execute(destination.id, { handed_to_name: 'Marieke Jansen' });
    expect(noIdentity.statusCode).toBe(422);
    expect(noIdentity.json().errors).toEqual({ identity_checked: [e.identityRequired] });
    const noName = await execute(destination.id, { identity_checked: true });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ handed_to_name: [e.handedToRequired] });
    const future = await execute(destination.id, { ...handOver, executed_on: '2099-01-01' });
    expect(future.json().errors).toEqual({ executed_on: [e.executedInFuture] });
    const beforeApproval = await execute(destination.id, { ...handOver, executed_on: LONG_AGO });
    expect(beforeApproval.json().errors).toEqual({ executed_on: [e.executedBeforeApproval] });
    const notPng = await execute(destination.id, {
      ...handOver,
      signature: 'data:image/png;base64,SGFsbG8=',
    });
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json().errors).toEqual({ signature: [e.signature] });
    expect((await storedDestination(ctx, destination.id)).status).toBe('approved');

    const res = await execute(destination.id, {
      ...handOver,
      signature: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'executed',
      executed_on: today(),
      handed_to_name: 'Marieke Jansen',
      identity_checked: true,
      identity_document: 'Paspoort',
      signed: true,
      executed_by: { id: staffUser.id, name: staffUser.name },
    });
    const detail = (await staff.get(`/api/ash-records/${record.id}`)).json().data;
    expect(detail.status).toBe('executed');
    const signature = detail.documents.find((document: { kind: string }) => document.kind === 'signature');
    expect(signature).toMatchObject({ destination_id: destination.id, mime_type: 'image/png' });
    const download = await staff.get(`/api/ash-records/${record.id}/documents/${signature.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await execute(destination.id, handOver)).statusCode).toBe(409);
  });

  it('places in the crematorium’s own place only while it has room', async () => {
    const full = await insertAshPlace(ctx, rozenveld.id, { kind: 'niche', code: 'C-VOL', capacity: 1 });
    const occupant = await releasable('niche');
    expect((await approve(occupant.destination.id)).statusCode).toBe(200);
    expect((await execute(occupant.destination.id, { ash_place_id: full })).statusCode).toBe(200);

    const { destination } = await releasable('niche');
    expect((await approve(destination.id)).statusCode).toBe(200);
    const nowhere = await execute(destination.id);
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors).toEqual({ ash_place_id: [e.placeRequired] });
    const refused = await execute(destination.id, { ash_place_id: full });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      interpolate(e.placeFull, { code: 'C-VOL', occupied: 1, capacity: 1 }),
    );
    const free = await insertAshPlace(ctx, rozenveld.id, { kind: 'niche', code: 'C-VRIJ', capacity: 2 });
    const res = await execute(destination.id, { ash_place_id: free });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ash_place).toMatchObject({ id: free, code: 'C-VRIJ' });
  });

  it('scatters on the scattering field or at sea only with the place', async () => {
    const field = await insertAshPlace(ctx, rozenveld.id, {
      kind: 'scattering_field',
      code: 'STROOI',
      capacity: null,
    });
    const sea = await releasable('sea');
    expect((await approve(sea.destination.id)).statusCode).toBe(200);
    const noPlace = await execute(sea.destination.id);
    expect(noPlace.json().errors).toEqual({ executed_place: [e.scatterPlaceRequired] });
    expect(
      (await execute(sea.destination.id, { executed_place: 'Noordzee, 12 mijl uit Scheveningen' }))
        .statusCode,
    ).toBe(200);

    const onField = await releasable('scattering_field');
    expect((await approve(onField.destination.id)).statusCode).toBe(200);
    const res = await execute(onField.destination.id, { ash_place_id: field, relatives_present: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ relatives_present: true, ash_place: { id: field } });
  });
});

describe('POST /api/ash-destinations/{id}/close (ash destination close approval) and after', () => {
  it('closes only what was executed; a closed entry is never changed, deleted or withdrawn', async () => {
    const { record, destination } = await releasable('hand_over');
    expect((await approve(destination.id)).statusCode).toBe(200);
    const early = await close(destination.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(e.notExecuted);
    expect((await execute(destination.id, handOver)).statusCode).toBe(200);
    const res = await close(destination.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'closed',
      closed_by: { id: staffUser.id, name: staffUser.name },
      closed_at: ctx.clock.now().toISOString(),
    });
    expect((await storedRecord(ctx, record.id)).status).toBe('closed');

    const before = await storedDestination(ctx, destination.id);
    const put = await staff.put(`/api/ash-destinations/${destination.id}`, {
      version: before.version,
      kind: 'niche',
      decided_by_name: 'Iemand anders',
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(e.closedNeverChanged);
    const removed = await staff.delete(`/api/ash-destinations/${destination.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(e.closedNeverChanged);
    const withdrawn = await staff.post(`/api/ash-destinations/${destination.id}/withdraw`, {
      reason: 'Vergissing',
    });
    expect(withdrawn.statusCode).toBe(409);
    expect((await close(destination.id)).statusCode).toBe(409);
    expect((await approve(destination.id)).statusCode).toBe(409);
    expect(await storedDestination(ctx, destination.id)).toEqual(before);
  });

  it('corrects a closed entry with a new closed entry that refers to it, once', async () => {
    const { record, destination } = await releasable('hand_over');
    await approve(destination.id);
    await execute(destination.id, handOver);
    await close(destination.id);
    const old = await storedDestination(ctx, destination.id);

    const unchanged = await staff.post(`/api/ash-destinations/${destination.id}/corrections`, {
      reason: 'Niets',
      handed_to_name: 'Marieke Jansen',
    });
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().message).toBe(e.correctionUnchanged);

    ctx.clock.advance(60);
    const res = await staff.post(`/api/ash-destinations/${destination.id}/corrections`, {
      reason: 'Achternaam verkeerd gespeld',
      handed_to_name: 'Marieke Janssen',
    });
    expect(res.statusCode, res.body).toBe(201);
    const correction = res.json().data;
    expect(correction).toMatchObject({
      status: 'closed',
      corrects_id: destination.id,
      correction_reason: 'Achternaam verkeerd gespeld',
      handed_to_name: 'Marieke Janssen',
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
      closed_at: ctx.clock.now().toISOString(),
    });
    expect(correction.id).not.toBe(destination.id);
    expect(await storedDestination(ctx, destination.id)).toEqual(old);

    const detail = (await staff.get(`/api/ash-records/${record.id}`)).json().data;
    expect(detail.status).toBe('closed');
    expect(
      detail.destinations.map((d: { id: string; corrected_by_id: string | null }) => [
        d.id,
        d.corrected_by_id,
      ]),
    ).toEqual([
      [destination.id, correction.id],
      [correction.id, null],
    ]);
    const twice = await staff.post(`/api/ash-destinations/${destination.id}/corrections`, {
      reason: 'Nog eens',
      handed_to_name: 'M. Janssen',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(e.correctionOnlyClosed);
    const notClosed = await releasable('niche');
    const open = await staff.post(`/api/ash-destinations/${notClosed.destination.id}/corrections`, {
      reason: 'Te vroeg',
      decided_by_name: 'Iemand',
    });
    expect(open.statusCode).toBe(409);

    const audit = await auditOf(ctx, correction.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'corrected',
        changes: expect.objectContaining({
          corrects_id: destination.id,
          handed_to_name: { from: 'Marieke Jansen', to: 'Marieke Janssen' },
        }),
      }),
    ]);
  });
});

describe('editing, withdrawing and deleting a destination', () => {
  it('sends an approved destination that changes back to requested, and refuses an executed one', async () => {
    const { destination } = await releasable('hand_over');
    const approved = (await approve(destination.id)).json().data;
    const stale = await staff.put(`/api/ash-destinations/${destination.id}`, {
      version: destination.version,
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ id: destination.id, status: 'approved' });

    const res = await staff.put(`/api/ash-destinations/${destination.id}`, {
      version: approved.version,
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
      details: 'De dochter komt de urn ophalen.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'requested', approved_by: null, approved_at: null });

    const again = (await approve(destination.id)).json().data;
    const executed = (await execute(destination.id, handOver)).json().data;
    expect(again.status).toBe('approved');
    const refused = await staff.put(`/api/ash-destinations/${destination.id}`, {
      version: executed.version,
      kind: 'hand_over',
      decided_by_name: 'Marieke Jansen',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      interpolate(e.wrongState, { status: messages.ash.destinationStatuses.executed }),
    );
  });

  it('withdraws with a reason instead of deleting, and the record is back in storage', async () => {
    const record = await createRecord(staff);
    const destination = await createDestination(staff, record.id);
    const removed = await staff.delete(`/api/ash-destinations/${destination.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(e.useWithdraw);
    expect((await staff.post(`/api/ash-destinations/${destination.id}/withdraw`, {})).statusCode).toBe(422);
    const res = await staff.post(`/api/ash-destinations/${destination.id}/withdraw`, {
      reason: 'De familie kiest toch voor bijzetting.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'withdrawn',
      withdrawn_reason: 'De familie kiest toch voor bijzetting.',
    });
    expect((await storedRecord(ctx, record.id)).status).toBe('in_storage');
    const detail = (await staff.get(`/api/ash-records/${record.id}`)).json().data;
    expect(detail).toMatchObject({ unassigned_urns: 1 });
    expect(detail.destinations).toHaveLength(1);
    // The urn is free again for another destination.
    expect((await createDestination(staff, record.id, { kind: 'niche' })).urns).toBe(1);
  });
});

describe('the record status and the audit trail', () => {
  it('follow every step: in storage → requested → approved → executed → closed, each change audited', async () => {
    const record = await createRecord(staff, { cremated_on: LONG_AGO, urns: 2 });
    const status = async () => (await storedRecord(ctx, record.id)).status;
    expect(await status()).toBe('in_storage');
    const first = await createDestination(staff, record.id, { kind: 'hand_over', urns: 1 });
    expect(await status()).toBe('destination_requested');
    await uploadDocument(staff, record.id, 'decision_form');
    await approve(first.id);
    expect(await status()).toBe('approved');
    await execute(first.id, handOver);
    expect(await status()).toBe('executed');
    await close(first.id);
    // One urn still has no destination: the record is not closed yet.
    expect(await status()).toBe('executed');
    const second = await createDestination(staff, record.id, { kind: 'urn_garden', urns: 1 });
    expect(await status()).toBe('destination_requested');
    await approve(second.id);
    await execute(second.id, { executed_place: 'Urnentuin Het Rozenveld, vak B' });
    await close(second.id);
    expect(await status()).toBe('closed');

    const destinationActions = (await auditOf(ctx, first.id)).map((event) => event.action).sort();
    expect(destinationActions).toEqual(['approved', 'closed', 'destination_requested', 'executed']);
    const recordEvents = await auditOf(ctx, record.id);
    const statusChanges = recordEvents
      .filter((event) => event.changes && 'status' in event.changes)
      .map((event) => (event.changes!['status'] as { to: string }).to);
    expect(statusChanges.sort()).toEqual(
      [
        'destination_requested',
        'approved',
        'executed',
        'destination_requested',
        'approved',
        'executed',
        'closed',
      ].sort(),
    );
    expect(recordEvents.every((event) => event.organization_id === rozenveld.id)).toBe(true);
    const documentEvents = await ctx.app.deps.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'ash_document')
      .where('changes', 'like', `%${record.id}%`)
      .execute();
    expect(documentEvents.map((event) => event.action)).toEqual(['document_added']);
  });
});

describe('POST /api/ash-records/{id}/documents', () => {
  it('takes a PDF, JPEG or PNG of a kind, refuses other files, and downloads audited', async () => {
    const record = await createRecord(staff);
    const text = await staff.upload(`/api/ash-records/${record.id}/documents?kind=other`, 'file', {
      name: 'notitie.txt',
      type: 'text/plain',
      content: Buffer.from('Geen document'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ file: [e.fileType] });
    const noKind = await staff.upload(`/api/ash-records/${record.id}/documents`, 'file', {
      name: 'formulier.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(noKind.statusCode).toBe(422);
    expect(Object.keys(noKind.json().errors)).toEqual(['kind']);
    const png = await staff.upload(`/api/ash-records/${record.id}/documents?kind=handover_form`, 'file', {
      name: 'overdracht.png',
      type: 'image/png',
      content: PNG_1X1,
    });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data).toMatchObject({
      kind: 'handover_form',
      mime_type: 'image/png',
      file_name: 'overdracht.png',
    });
    const id = png.json().data.id;
    const download = await staff.get(`/api/ash-records/${record.id}/documents/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('overdracht.png');
    expect((await auditOf(ctx, id)).map((event) => event.action).sort()).toEqual([
      'document_added',
      'downloaded',
    ]);
    const other = await createRecord(staff);
    expect((await staff.get(`/api/ash-records/${other.id}/documents/${id}/download`)).statusCode).toBe(404);

    // A form may send the kind and the destination as fields before the file instead of in the query.
    const destination = await createDestination(staff, record.id);
    const boundary = '----asform';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('kind', 'decision_form') + field('destination_id', destination.id)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="formulier.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const fields = await staff.post(`/api/ash-records/${record.id}/documents`, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(fields.statusCode, fields.body).toBe(201);
    expect(fields.json().data).toMatchObject({ kind: 'decision_form', destination_id: destination.id });
  });
});
