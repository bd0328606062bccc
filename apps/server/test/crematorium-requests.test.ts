import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interpolate, messages, requiredMessage } from '@afscheid/shared';
import { createTestApp, readLatestMail, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { minimalPdf } from './dossier-fixtures.ts';
import {
  at,
  draftRequest,
  requestDossier,
  requestWorld,
  submittedRequest,
} from './crematorium-requests-fixtures.ts';

/**
 * Crematorium requests between De Linde and Crematorium De Stilte (issue 14): every transition and the wrong
 * state or side, the Dutch validation, the snapshot and its revisions field by field, the attached copies,
 * the e-mails and audit events for both sides, the lists and the crematoria a funeral company may ask.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const world = await requestWorld(ctx);
const { director, staff, crematorium, places } = world;
const t = messages.crematoriumRequests;

type Json = Record<string, unknown>;
type Request = Json & { id: string; version: number; status: string };

const url = (id: string, action = '') => `/api/crematorium-requests/${id}${action ? `/${action}` : ''}`;

async function ok(response: Promise<Awaited<ReturnType<TestClient['get']>>>, status = 200): Promise<Request> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

const stored = (id: string) =>
  db.selectFrom('crematorium_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const auditOf = (id: string) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'crematorium_request')
    .where('entity_id', '=', id)
    .execute();

/** The newest e-mail to `to` (after the outbox ran); with `containing`, the newest that holds that text. */
async function mailTo(to: string, containing?: string): Promise<string | undefined> {
  await ctx.app.deps.mailer.idle();
  return readLatestMail(ctx.dataDir, to, containing);
}

/** Moves the test clock on a minute, so events of one test have an order. */
const tick = () => ctx.clock.advance(60);

describe('GET /api/crematoria', () => {
  it('lists the crematoria that take requests, with their locations, aulas and coffee rooms (no ovens)', async () => {
    const closed = await createOrganization(ctx, 'Crematorium Gesloten', 'crematorium');
    await db.updateTable('organizations').set({ accepts_requests: 0 }).where('id', '=', closed.id).execute();
    const res = await director.get('/api/crematoria');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as Json[];
    const names = list.map((item) => item['name']);
    expect(names).toContain('Crematorium De Stilte');
    expect(names).toContain('Crematorium Het Rozenveld');
    expect(names).not.toContain('Crematorium Gesloten');
    expect(names).not.toContain('Uitvaartzorg De Linde');
    const stilte = list.find((item) => item['id'] === crematorium.id)!;
    expect(stilte['locations']).toEqual([{ name: 'Crematorium De Stilte', city: 'Zeist' }]);
    expect((stilte['places'] as Json[]).map((place) => [place['name'], place['kind']])).toEqual([
      ['Aula De Stilte', 'aula'],
      ['Koffiekamer De Stilte', 'coffee_room'],
    ]);
  });

  it('is for funeral companies: a crematorium cannot ask another crematorium', async () => {
    const res = await staff.get('/api/crematoria');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      interpolate(messages.organizationContext.notForType, { type: 'crematorium' }),
    );
  });
});

describe('a draft', () => {
  it('is made for an open cremation dossier of the organisation, with the wishes, and only the funeral company sees it', async () => {
    const source = await requestDossier(director);
    const draft = await draftRequest(director, world, source);
    expect(draft).toMatchObject({
      status: 'draft',
      side: 'requester',
      requester: { id: world.linde.id, name: 'Uitvaartzorg De Linde' },
      provider: { id: crematorium.id, name: 'Crematorium De Stilte' },
      dossier: { id: source.dossier.id, number: source.dossier.number },
      deceased_name: source.deceasedName,
      snapshot: null,
      revision: 0,
      needs_action: false,
      version: 1,
      attachments: [],
      reservations: [],
      cremation: null,
    });
    expect(draft['wishes']).toMatchObject({
      wished_at: at('2026-11-25', '10:00'),
      ceremony: true,
      ceremony_place_id: places.aula,
      ceremony_minutes: 60,
      coffee_room: true,
      coffee_place_id: places.coffee,
      guests: 80,
      coffin_kind: 'standard',
      implants: 'none',
      implant_kinds: [],
      relatives_attend: true,
      relatives_count: 4,
      livestream: false,
      document_ids: [source.documents.permit, source.documents.requestForm],
    });
    expect((draft['events'] as Json[]).map((event) => event['action'])).toEqual(['created']);

    // The crematorium does not know of a draft: 404 as for anyone else, and not in its list.
    expect((await staff.get(url(draft.id))).statusCode).toBe(404);
    const list = await staff.get('/api/crematorium-requests');
    expect((list.json().data as Json[]).map((item) => item['id'])).not.toContain(draft.id);
    // Nobody at the crematorium hears of it.
    expect(await mailTo(world.people.staff.email)).toBeUndefined();
  });

  it('answers the wire names of the issue: dossier_id, crematorium_id, wished_at, ceremony, remarks', async () => {
    const source = await requestDossier(director);
    const res = await director.post('/api/crematorium-requests', {
      dossier_id: source.dossier.id,
      crematorium_id: crematorium.id,
      wished_at: '2026-11-26T10:00:00+01:00',
      ceremony: false,
      remarks: 'Zonder plechtigheid.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'draft',
      wishes: { wished_at: '2026-11-26T09:00:00.000Z', ceremony: false, remarks: 'Zonder plechtigheid.' },
    });
  });

  it('is refused in Dutch for what the funeral company filled in wrongly (422)', async () => {
    const source = await requestDossier(director);
    const missing = await director.post('/api/crematorium-requests', { dossier_id: source.dossier.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      crematorium_id: [t.errors.crematorium],
      wished_at: [requiredMessage(t.fields.wishedAt)],
      ceremony: [requiredMessage(t.fields.ceremony)],
    });

    const wrong = await director.post('/api/crematorium-requests', {
      dossier_id: source.dossier.id,
      crematorium_id: crematorium.id,
      wished_at: at('2026-11-25', '10:00'),
      alternative_at: at('2026-11-25', '10:00'),
      ceremony: true,
      coffin_length_cm: 20,
      implants: 'removed',
      implant_kinds: ['other'],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toMatchObject({
      alternative_at: [t.errors.alternativeSame],
      coffin_length_cm: [interpolate(t.errors.centimeters, { field: t.fields.coffinLengthCm })],
      implants_other: [t.errors.implantsOtherRequired],
    });

    const past = await director.post('/api/crematorium-requests', {
      dossier_id: source.dossier.id,
      crematorium_id: crematorium.id,
      wished_at: at('2026-11-20', '10:00'),
      ceremony: false,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ wished_at: [t.errors.wishedInPast] });
  });

  it('goes to a crematorium on the platform that takes requests, with its own rooms and the dossier’s documents', async () => {
    const source = await requestDossier(director);
    const other = await requestDossier(director);
    const base = {
      dossier_id: source.dossier.id,
      crematorium_id: crematorium.id,
      wished_at: at('2026-11-25', '10:00'),
      ceremony: true,
    };
    for (const crematoriumId of [world.linde.id, 'onbekend']) {
      const res = await director.post('/api/crematorium-requests', {
        ...base,
        crematorium_id: crematoriumId,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: t.errors.crematoriumUnknown,
        errors: { crematorium_id: [t.errors.crematoriumUnknown] },
      });
    }
    const rozenveldAula = await db
      .selectFrom('places')
      .innerJoin('organizations', 'organizations.id', 'places.organization_id')
      .select('places.id')
      .where('organizations.name', '=', 'Crematorium Het Rozenveld')
      .where('places.kind', '=', 'aula')
      .executeTakeFirstOrThrow();
    const res = await director.post('/api/crematorium-requests', {
      ...base,
      ceremony_place_id: rozenveldAula.id,
      coffee_place_id: places.oven1,
      document_ids: [other.documents.permit],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ceremony_place_id: [t.errors.placeNotOfCrematorium],
      coffee_place_id: [t.errors.placeNotOfCrematorium],
      document_ids: [t.errors.document],
    });
    expect(
      await db
        .selectFrom('crematorium_requests')
        .select('id')
        .where('dossier_id', '=', source.dossier.id)
        .execute(),
    ).toEqual([]);
  });

  it('needs an open cremation dossier of the active organisation, without another running request', async () => {
    const burial = (
      await director.post('/api/dossiers', {
        type: 'burial',
        deceased_first_names: 'Anna',
        deceased_last_name: 'Begraven',
        died_at: at('2026-11-20', '08:00'),
      })
    ).json().data as { id: string };
    const body = (dossierId: string) => ({
      dossier_id: dossierId,
      crematorium_id: crematorium.id,
      wished_at: at('2026-11-25', '10:00'),
      ceremony: false,
    });
    const notCremation = await director.post('/api/crematorium-requests', body(burial.id));
    expect(notCremation.statusCode).toBe(409);
    expect(notCremation.json().message).toBe(t.errors.dossierNotCremation);

    const cancelled = await requestDossier(director);
    await db
      .updateTable('dossiers')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.dossier.id)
      .execute();
    const closed = await director.post('/api/crematorium-requests', body(cancelled.dossier.id));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(t.errors.dossierClosed);

    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Elders');
    const elsewhereOwner = await createUser(ctx, 'eigenaar@elders-aanvraag.test', 'Eigenaar Elders');
    await addMember(ctx, elsewhere.id, elsewhereOwner.id, 'owner');
    const stranger = await loginIn(ctx, elsewhereOwner.email, elsewhere.id);
    const source = await requestDossier(director);
    expect((await stranger.post('/api/crematorium-requests', body(source.dossier.id))).statusCode).toBe(404);

    const first = await draftRequest(director, world, source);
    const again = await director.post('/api/crematorium-requests', body(source.dossier.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      interpolate(t.errors.alreadyOpen, { crematorium: 'Crematorium De Stilte', status: 'concept' }),
    );
    // A finished request makes room for a new one.
    await ok(director.post(url(first.id, 'submit'), {}));
    await ok(staff.post(url(first.id, 'reject'), { reason: 'Geen plaats.' }));
    await ok(director.post('/api/crematorium-requests', body(source.dossier.id)), 201);
  });

  it('is edited with its version, and after submission only through a revision', async () => {
    const source = await requestDossier(director);
    const draft = await draftRequest(director, world, source);
    const edited = await ok(
      director.put(url(draft.id), { version: 1, guests: 120, wished_at: at('2026-11-26', '14:00') }),
    );
    expect(edited).toMatchObject({
      version: 2,
      wishes: { guests: 120, wished_at: at('2026-11-26', '14:00') },
    });
    expect(edited['wishes']).toMatchObject({ ceremony_place_id: places.aula });

    const stale = await director.put(url(draft.id), { version: 1, guests: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: t.errors.conflict,
      data: { current: { id: draft.id, version: 2 } },
    });
    expect((stale.json().data.current.wishes as Json)['guests']).toBe(120);

    // Another crematorium's rooms are not this one's: moving the request clears them.
    const rozenveld = await db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Crematorium Het Rozenveld')
      .executeTakeFirstOrThrow();
    const moved = await ok(director.put(url(draft.id), { version: 2, crematorium_id: rozenveld.id }));
    expect(moved).toMatchObject({
      provider: { id: rozenveld.id, name: 'Crematorium Het Rozenveld' },
      wishes: { ceremony_place_id: null, coffee_place_id: null },
    });
    const back = await ok(
      director.put(url(draft.id), {
        version: 3,
        crematorium_id: crematorium.id,
        ceremony_place_id: places.aula,
      }),
    );
    expect(back['wishes']).toMatchObject({ ceremony_place_id: places.aula, coffee_place_id: null });

    await ok(director.post(url(draft.id, 'submit'), {}));
    const late = await director.put(url(draft.id), { version: 5, guests: 10 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(t.errors.notDraft);
    const deleteLate = await world.owner.delete(url(draft.id));
    expect(deleteLate.statusCode).toBe(409);
    expect(deleteLate.json().message).toBe(t.errors.notDraft);
  });

  it('is deleted by the funeral company (204), audited, by a role that may delete', async () => {
    const draft = await draftRequest(director, world, await requestDossier(director));
    expect((await director.delete(url(draft.id))).statusCode).toBe(403);
    expect((await world.owner.delete(url(draft.id))).statusCode).toBe(204);
    expect((await director.get(url(draft.id))).statusCode).toBe(404);
    const audit = await auditOf(draft.id);
    expect(audit.map((event) => [event.action, event.organization_id])).toEqual([
      ['created', world.linde.id],
      ['deleted', world.linde.id],
    ]);
  });
});

describe('submitting', () => {
  it('sends the snapshot of the shared fields as version 1, with the chosen documents as copies', async () => {
    const source = await requestDossier(director);
    const draft = await draftRequest(director, world, source);
    tick();
    const sent = await ok(director.post(url(draft.id, 'submit'), { version: 1 }));
    expect(sent).toMatchObject({ status: 'submitted', revision: 1, version: 2, needs_action: false });
    expect(sent['snapshot']).toEqual({
      deceased: {
        first_names: 'Hendrik Jan',
        name_prefix: null,
        last_name: source.lastName,
        initials: 'H.J.',
        gender: 'Man',
        birth_date: '1938-04-12',
        birth_place: 'Amersfoort',
        died_on: '2026-11-20',
        died_at_time: '09:30',
        death_municipality: 'Utrecht',
        bsn: '111222333',
        unnatural_death: false,
        no_objection_reference: null,
        permit_number: 'VC-2026-118',
        permit_municipality: 'Utrecht',
        permit_issued_on: '2026-11-21',
      },
      client: {
        name: `Marieke ${source.lastName}`,
        relation: 'Dochter',
        address: 'Kerkstraat 12b, 3511 AB Utrecht',
        phone: '06 12345678',
        email: 'marieke@example.test',
      },
      funeral_company: {
        name: 'Uitvaartzorg De Linde',
        address: 'Lindelaan 14, 3572 AB Utrecht',
        phone: '030 271 45 60',
        email: 'info@uitvaartzorgdelinde.test',
        director_name: 'Ursula Verzorger',
        director_phone: null,
        director_email: 'uitvaartverzorger@afscheid.test',
      },
      wishes: {
        crematorium_name: 'Crematorium De Stilte',
        location: null,
        wished_at: at('2026-11-25', '10:00'),
        alternative_at: null,
        ceremony: true,
        ceremony_place: 'Aula De Stilte',
        ceremony_minutes: 60,
        coffee_room: true,
        coffee_place: 'Koffiekamer De Stilte',
        coffee_minutes: 60,
        guests: 80,
        livestream: false,
        coffin_kind: 'standard',
        coffin_length_cm: 195,
        coffin_width_cm: 60,
        implants: 'none',
        implant_kinds: [],
        implants_other: null,
        relatives_attend: true,
        relatives_count: 4,
        ash_destination: null,
        remarks: 'Graag muziek van de familie.',
        documents: ['verlof-tot-cremeren.pdf', 'aanvraagformulier.pdf'],
      },
    });

    // The crematorium reads what was sent: no dossier, no document ids, the copies in the chosen order.
    const seen = await ok(staff.get(url(draft.id)));
    expect(seen).toMatchObject({
      side: 'provider',
      dossier: null,
      needs_action: true,
      snapshot: sent['snapshot'],
    });
    expect((seen['wishes'] as Json)['document_ids']).toEqual([]);
    const attachments = seen['attachments'] as Json[];
    expect(attachments.map((item) => [item['file_name'], item['document_type']])).toEqual([
      ['verlof-tot-cremeren.pdf', 'permit'],
      ['aanvraagformulier.pdf', 'request_form'],
    ]);
    expect((seen['events'] as Json[]).map((event) => [event['action'], event['organization_name']])).toEqual([
      ['submitted', 'Uitvaartzorg De Linde'],
    ]);

    // Real copies, stored under the crematorium: the original's deletion in the dossier leaves them.
    const rows = await db
      .selectFrom('crematorium_request_attachments')
      .selectAll()
      .where('request_id', '=', draft.id)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.organization_id).toBe(crematorium.id);
      expect(row.storage_key).toBe(`${crematorium.id}/${row.id}`);
      expect(fs.existsSync(path.join(ctx.config.documentsDir, crematorium.id, row.id))).toBe(true);
    }
    expect(
      (await director.delete(`/api/dossiers/${source.dossier.id}/documents/${source.documents.permit}`))
        .statusCode,
    ).toBe(204);
    const permit = attachments[0]!;
    const download = await staff.get(url(draft.id, `attachments/${permit['id'] as string}`));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('verlof-tot-cremeren.pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(minimalPdf('verlof-tot-cremeren.pdf'))).toBe(true);
    const downloaded = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'crematorium_request_attachment')
      .where('entity_id', '=', permit['id'] as string)
      .execute();
    expect(downloaded.map((event) => [event.action, event.organization_id])).toEqual([
      ['downloaded', crematorium.id],
    ]);
    // The document the funeral company did not tick is nowhere.
    expect(JSON.stringify(seen)).not.toContain('notitie-familie');

    // Audited for both organisations; the crematorium's people (it has no address of its own) are told.
    const audit = (await auditOf(draft.id)).filter((event) => event.action === 'submitted');
    expect(audit.map((event) => event.organization_id).sort()).toEqual(
      [crematorium.id, world.linde.id].sort(),
    );
    // The mail about this request: an earlier test's mail to the same person may have been written later.
    const subject = `Subject: Crematieaanvraag ${source.deceasedName}: Aanvraag ingediend`;
    const mail = await mailTo(world.people.staff.email, subject);
    expect(mail).toContain(subject);
    expect(mail).toContain(`http://localhost:3000/crematorium-requests/${draft.id}`);
    expect(mail).toContain('25 november 2026 10:00');
    expect(await mailTo(world.people.owner.email, subject)).toContain('Aanvraag ingediend');
    expect(await mailTo(world.people.viewer.email)).toBeUndefined();
  });

  it('is for the funeral company, once, from a draft', async () => {
    const draft = await draftRequest(director, world, await requestDossier(director));
    const stale = await director.post(url(draft.id, 'submit'), { version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ id: draft.id, status: 'draft', version: 1 });
    await ok(director.post(url(draft.id, 'submit'), {}));
    const twice = await director.post(url(draft.id, 'submit'), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Ingediend' }));
    const crematoriumTries = await staff.post(url(draft.id, 'submit'), {});
    expect(crematoriumTries.statusCode).toBe(403);
    expect(crematoriumTries.json().message).toBe(messages.organizationContext.otherParty);
  });
});

describe('revisions', () => {
  it('send what changed field by field as the next version; earlier versions stay readable', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source);
    const nothing = await director.post(url(sent.id, 'revisions'), {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(t.errors.nothingChanged);

    // The client's phone changed in the dossier, and the wishes: more guests, and the other document too.
    const saved = await director.get(`/api/dossiers/${source.dossier.id}/sections/client`);
    const client = saved.json().data;
    client.data.person.phone = '06 87654321';
    expect(
      (
        await director.put(`/api/dossiers/${source.dossier.id}/sections/client`, {
          version: client.version,
          data: client.data,
        })
      ).statusCode,
    ).toBe(200);
    tick();
    const revised = await director.post(url(sent.id, 'revisions'), {
      version: sent.version,
      guests: 100,
      document_ids: [source.documents.permit, source.documents.requestForm, source.documents.other],
    });
    expect(revised.statusCode, revised.body).toBe(201);
    const data = revised.json().data as Request;
    expect(data).toMatchObject({ status: 'submitted', revision: 2, version: sent.version + 1 });
    expect((data['snapshot'] as { client: Json }).client['phone']).toBe('06 87654321');
    expect((data['attachments'] as Json[]).map((item) => item['file_name'])).toEqual([
      'verlof-tot-cremeren.pdf',
      'aanvraagformulier.pdf',
      'notitie-familie.pdf',
    ]);

    const revisions = (await staff.get(url(sent.id, 'revisions'))).json().data as Json[];
    expect(revisions.map((revision) => revision['revision'])).toEqual([2, 1]);
    expect(revisions[0]!['changes']).toEqual([
      { field: 'client.phone', label: t.snapshot.clientPhone, from: '06 12345678', to: '06 87654321' },
      { field: 'wishes.guests', label: t.fields.guests, from: 80, to: 100 },
      {
        field: 'wishes.documents',
        label: t.fields.documents,
        from: ['verlof-tot-cremeren.pdf', 'aanvraagformulier.pdf'],
        to: ['verlof-tot-cremeren.pdf', 'aanvraagformulier.pdf', 'notitie-familie.pdf'],
      },
    ]);
    expect(revisions[0]!['created_by']).toMatchObject({ name: 'Ursula Verzorger' });
    expect((revisions[1]!['snapshot'] as { client: Json }).client['phone']).toBe('06 12345678');
    expect(revisions[1]!['changes']).toEqual([]);

    const events = (await ok(staff.get(url(sent.id))))['events'] as Json[];
    expect(events.at(-1)).toMatchObject({ action: 'revised', note: '2', side: 'requester' });
    // The submission's mail may be delivered in the same batch as this one, so pick this one by its text.
    const mail = await mailTo(world.people.staff.email, 'gewijzigde gegevens verstuurd');
    expect(mail).toContain(`Crematieaanvraag ${source.deceasedName}:`);
    expect(mail).toContain('het volgende gedaan: gewijzigde gegevens verstuurd (versie 2).');
    expect(mail).toContain(
      `Gewijzigd: ${t.snapshot.clientPhone}, ${t.fields.guests}, ${t.fields.documents}.`,
    );

    const crematoriumTries = await staff.post(url(sent.id, 'revisions'), { guests: 3 });
    expect(crematoriumTries.statusCode).toBe(403);
  });

  it('leave the crematorium’s own cremation record as it is, also after acceptance', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { ceremony: false, coffee_room: false });
    const accepted = await ok(staff.post(url(sent.id, 'accept'), { starts_at: at('2026-11-27', '09:00') }));
    const before = await db
      .selectFrom('cremations')
      .selectAll()
      .where('id', '=', accepted['cremation_id'] as string)
      .executeTakeFirstOrThrow();
    tick();
    const revised = await ok(
      director.post(url(sent.id, 'revisions'), {
        remarks: 'Zonder muziek.',
        wished_at: at('2026-11-28', '09:00'),
      }),
      201,
    );
    expect(revised).toMatchObject({
      status: 'accepted',
      revision: 2,
      confirmed_at: at('2026-11-27', '09:00'),
    });
    expect((await stored(sent.id)).planned_at).toBe(at('2026-11-27', '09:00'));
    const after = await db
      .selectFrom('cremations')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('are not sent for a draft, a rejected or a cancelled request', async () => {
    const draft = await draftRequest(director, world, await requestDossier(director));
    const res = await director.post(url(draft.id, 'revisions'), { guests: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Concept' }));
    const sent = await submittedRequest(director, world, await requestDossier(director));
    await ok(staff.post(url(sent.id, 'reject'), { reason: 'Vol.' }));
    const rejected = await director.post(url(sent.id, 'revisions'), { guests: 3 });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Afgewezen' }));
  });
});

describe('the answers of the crematorium', () => {
  it('reject with a reason, which the funeral company reads and is mailed', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source);
    const noReason = await staff.post(url(sent.id, 'reject'), { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: [t.errors.reasonRequired] });
    tick();
    const rejected = await ok(
      staff.post(url(sent.id, 'reject'), { version: sent.version, reason: 'Geen ovencapaciteit die dag.' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'Geen ovencapaciteit die dag.',
      side: 'provider',
    });
    const read = await ok(director.get(url(sent.id)));
    expect(read).toMatchObject({ status: 'rejected', reason: 'Geen ovencapaciteit die dag.' });
    expect((read['events'] as Json[]).map((event) => event['action'])).toEqual([
      'created',
      'submitted',
      'rejected',
    ]);
    const mail = await mailTo(world.directorUser.email, `Crematieaanvraag ${source.deceasedName}:`);
    expect(mail).toContain(`Subject: Crematieaanvraag ${source.deceasedName}: Aanvraag afgewezen`);
    expect(mail).toContain('Reden: Geen ovencapaciteit die dag.');
    expect(mail).toContain('Crematorium De Stilte heeft bij de crematieaanvraag');

    const again = await staff.post(url(sent.id, 'reject'), { reason: 'Nogmaals.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Afgewezen' }));
    const funeralTries = await director.post(url(sent.id, 'reject'), { reason: 'Wij niet.' });
    expect(funeralTries.statusCode).toBe(403);
    expect(funeralTries.json().message).toBe(messages.organizationContext.otherParty);
  });

  it('propose another moment; the funeral company declines (back to submitted) or accepts (confirmed)', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { ceremony: false, coffee_room: false });
    const invalid = await staff.post(url(sent.id, 'propose'), { note: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ proposed_at: [requiredMessage(t.fields.proposedAt)] });

    tick();
    const proposed = await ok(
      staff.post(url(sent.id, 'propose'), {
        proposed_at: at('2026-11-25', '14:00'),
        note: 'De ochtend is vol.',
      }),
    );
    expect(proposed).toMatchObject({
      status: 'proposed',
      proposed_at: at('2026-11-25', '14:00'),
      proposal_note: 'De ochtend is vol.',
      needs_action: false,
    });
    expect((await stored(sent.id)).planned_at).toBe(at('2026-11-25', '14:00'));
    const seen = await ok(director.get(url(sent.id)));
    expect(seen['needs_action']).toBe(true);
    const mail = await mailTo(world.directorUser.email, `Crematieaanvraag ${source.deceasedName}:`);
    expect(mail).toContain('Ander tijdstip voorgesteld');
    expect(mail).toContain('Datum en tijd: 25 november 2026 14:00.');
    expect(mail).toContain('Toelichting: De ochtend is vol.');

    expect((await staff.post(url(sent.id, 'accept-proposal'), {})).statusCode).toBe(403);
    tick();
    const declined = await ok(
      director.post(url(sent.id, 'decline-proposal'), { reason: 'Familie kan dan niet.' }),
    );
    expect(declined).toMatchObject({ status: 'submitted', proposed_at: null, needs_action: false });
    expect((await stored(sent.id)).planned_at).toBe(at('2026-11-25', '10:00'));
    expect(await mailTo(world.people.staff.email, 'Reden: Familie kan dan niet.')).toContain(
      `Crematieaanvraag ${source.deceasedName}:`,
    );
    const notProposed = await director.post(url(sent.id, 'accept-proposal'), {});
    expect(notProposed.statusCode).toBe(409);
    expect(notProposed.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Ingediend' }));

    tick();
    await ok(staff.post(url(sent.id, 'propose'), { proposed_at: at('2026-11-25', '15:00') }));
    tick();
    const accepted = await ok(director.post(url(sent.id, 'accept-proposal'), {}));
    expect(accepted).toMatchObject({
      status: 'accepted',
      side: 'requester',
      confirmed_at: at('2026-11-25', '15:00'),
      cremation: { status: 'planned' },
    });
    expect(accepted['cremation_id']).toEqual(expect.any(String));
    expect(
      (accepted['reservations'] as Json[]).map((item) => [
        item['place'] && (item['place'] as Json)['name'],
        item['starts_at'],
      ]),
    ).toEqual([['Oven 1', at('2026-11-25', '15:00')]]);
    expect((accepted['events'] as Json[]).map((event) => event['action'])).toEqual([
      'created',
      'submitted',
      'proposed',
      'proposal_declined',
      'proposed',
      'proposal_accepted',
    ]);
    expect(await mailTo(world.people.staff.email, 'Voorstel geaccepteerd')).toContain(
      'Voorstel geaccepteerd',
    );
  });

  it('accept: the request carries the crematorium’s own record and the dossier shows the confirmed moment', async () => {
    const source = await requestDossier(director);
    const sent = await submittedRequest(director, world, source, { wished_at: at('2026-11-30', '10:00') });
    tick();
    const accepted = await ok(staff.post(url(sent.id, 'accept'), { note: 'Tot dan.' }));
    expect(accepted).toMatchObject({
      status: 'accepted',
      confirmed_at: at('2026-11-30', '10:00'),
      cremation: { number: expect.stringMatching(/^2026-\d{4}$/), status: 'planned' },
    });
    const record = await db
      .selectFrom('cremations')
      .selectAll()
      .where('id', '=', accepted['cremation_id'] as string)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      organization_id: crematorium.id,
      request_id: sent.id,
      deceased_name: source.deceasedName,
      funeral_company_name: 'Uitvaartzorg De Linde',
      permit_number: 'VC-2026-118',
    });

    const section = (await director.get(`/api/dossiers/${source.dossier.id}/sections/cremation`)).json().data;
    expect(section.data).toMatchObject({
      crematorium_name: 'Crematorium De Stilte',
      date: '2026-11-30',
      time: '10:00',
      permit: { number: 'VC-2026-118' },
    });
    const dossier = (await director.get(`/api/dossiers/${source.dossier.id}`)).json().data;
    expect(dossier.funeral_at).toBe(at('2026-11-30', '10:00'));
    const sectionRow = await db
      .selectFrom('dossier_sections')
      .select(['id', 'version'])
      .where('dossier_id', '=', source.dossier.id)
      .where('key', '=', 'cremation')
      .executeTakeFirstOrThrow();
    expect(section.version).toBe(sectionRow.version);
    const sectionAudit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'dossier_section')
      .where('entity_id', '=', sectionRow.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(sectionAudit.organization_id).toBe(world.linde.id);
    expect(JSON.parse(sectionAudit.changes!)).toMatchObject({
      crematoriumName: { from: null, to: 'Crematorium De Stilte' },
      date: { from: null, to: '2026-11-30' },
      time: { from: null, to: '10:00' },
    });

    // Found by its text: an earlier test's mail to the same person may have been written later.
    const mail = await mailTo(world.directorUser.email, 'Toelichting: Tot dan.');
    expect(mail).toContain('Aanvraag geaccepteerd');
    expect(mail).toContain('Datum en tijd: 30 november 2026 10:00.');
    expect(mail).toContain('Toelichting: Tot dan.');
    const twice = await staff.post(url(sent.id, 'accept'), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Geaccepteerd' }));
    expect((await director.post(url(sent.id, 'accept'), {})).statusCode).toBe(403);
  });

  it('refuse a stale version with the request as it is now', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director));
    const res = await staff.post(url(sent.id, 'accept'), { version: sent.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: t.errors.conflict,
      data: { current: { id: sent.id, status: 'submitted', side: 'provider', dossier: null } },
    });
    expect((await stored(sent.id)).status).toBe('submitted');
  });

  it('are the crematorium’s to give: a member without decide is refused', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director));
    const res = await world.crematoriumViewer.post(url(sent.id, 'accept'), {});
    expect(res.statusCode).toBe(403);
    expect((await world.crematoriumViewer.get(url(sent.id))).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('is for either side before the cremation, with a reason; bookings and the record are cancelled with it', async () => {
    const byFuneral = await submittedRequest(director, world, await requestDossier(director));
    const noReason = await director.post(url(byFuneral.id, 'cancel'), {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: [t.errors.reasonRequired] });
    const cancelled = await ok(
      director.post(url(byFuneral.id, 'cancel'), { reason: 'Familie kiest een ander crematorium.' }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'requester',
      reason: 'Familie kiest een ander crematorium.',
    });
    const reason = 'Reden: Familie kiest een ander crematorium.';
    expect(await mailTo(world.people.staff.email, reason)).toContain(reason);

    const source = await requestDossier(director);
    const accepted = await submittedRequest(director, world, source, {
      wished_at: at('2026-12-01', '10:00'),
    });
    const confirmed = await ok(staff.post(url(accepted.id, 'accept'), {}));
    expect((confirmed['reservations'] as Json[]).map((item) => item['status'])).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    tick();
    const byCrematorium = await ok(
      staff.post(url(accepted.id, 'cancel'), { reason: 'Storing aan de oven.' }),
    );
    expect(byCrematorium).toMatchObject({ status: 'cancelled', cancelled_by: 'provider' });
    expect((byCrematorium['reservations'] as Json[]).map((item) => item['status'])).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(byCrematorium['cremation']).toMatchObject({ status: 'cancelled' });
    expect(await mailTo(world.directorUser.email, 'Reden: Storing aan de oven.')).toContain(
      'Storing aan de oven.',
    );
    const again = await staff.post(url(accepted.id, 'cancel'), { reason: 'Nogmaals.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Geannuleerd' }));
  });

  it('is too late once the cremation was performed, and not for a draft', async () => {
    const sent = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2026-12-02', '10:00'),
    });
    const accepted = await ok(staff.post(url(sent.id, 'accept'), {}));
    await db
      .updateTable('cremations')
      .set({ status: 'performed' })
      .where('id', '=', accepted['cremation_id'] as string)
      .execute();
    const late = await director.post(url(sent.id, 'cancel'), { reason: 'Te laat.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(t.errors.tooLate);
    expect((await stored(sent.id)).status).toBe('accepted');

    const draft = await draftRequest(director, world, await requestDossier(director));
    const res = await director.post(url(draft.id, 'cancel'), { reason: 'Concept.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(interpolate(t.errors.wrongState, { status: 'Concept' }));
  });
});

describe('the lists', () => {
  const other = createOrganization(ctx, 'Uitvaartzorg De Eik').then(async (organization) => {
    const owner = await createUser(ctx, 'eigenaar@deeik.test', 'Eigenaar Eik');
    await addMember(ctx, organization.id, owner.id, 'owner');
    return { organization, client: await loginIn(ctx, owner.email, organization.id) };
  });

  it('show each side its own requests, the ones waiting for it first, with filters and search', async () => {
    const eik = await other;
    const eikSource = await requestDossier(eik.client, 'Çelik');
    const eikDossier = eikSource.dossier;
    const eikRequest = await submittedRequest(eik.client, world, eikSource, {
      wished_at: at('2027-01-10', '10:00'),
      ceremony: false,
      coffee_room: false,
    });
    const later = await submittedRequest(director, world, await requestDossier(director, 'Zwart'), {
      wished_at: at('2027-01-12', '10:00'),
      ceremony: false,
      coffee_room: false,
    });
    const earlierProposed = await submittedRequest(
      director,
      world,
      await requestDossier(director, 'Aalders'),
      {
        wished_at: at('2027-01-11', '10:00'),
        ceremony: false,
        coffee_room: false,
      },
    );
    await ok(staff.post(url(earlierProposed.id, 'propose'), { proposed_at: at('2027-01-11', '16:00') }));

    // The crematorium: what waits for it (submitted) first, by date; never drafts; both funeral companies.
    const inbox = await staff.get('/api/crematorium-requests?from=2027-01-10&to=2027-01-12&per_page=10');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const rows = inbox.json().data as Json[];
    expect(rows.map((row) => [row['deceased_name'], row['status'], row['needs_action']])).toEqual([
      ['Hendrik Jan Çelik', 'submitted', true],
      ['Hendrik Jan Zwart', 'submitted', true],
      ['Hendrik Jan Aalders', 'proposed', false],
    ]);
    expect(rows[0]).toMatchObject({
      side: 'provider',
      counterpart: { id: eik.organization.id, name: 'Uitvaartzorg De Eik' },
      dossier: null,
      planned_at: at('2027-01-10', '10:00'),
    });
    expect(inbox.json().meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 3,
      last_page: 1,
      total_capped: false,
    });

    const paged = await staff.get(
      '/api/crematorium-requests?from=2027-01-10&to=2027-01-12&per_page=2&page=2',
    );
    expect((paged.json().data as Json[]).map((row) => row['id'])).toEqual([earlierProposed.id]);
    const byStatus = await staff.get(
      '/api/crematorium-requests?status=proposed&from=2027-01-10&to=2027-01-12',
    );
    expect((byStatus.json().data as Json[]).map((row) => row['id'])).toEqual([earlierProposed.id]);
    const searched = await staff.get('/api/crematorium-requests?search=celik');
    expect((searched.json().data as Json[]).map((row) => row['id'])).toEqual([eikRequest.id]);
    const byDate = await staff.get('/api/crematorium-requests?from=2027-01-10&to=2027-01-12&sort=-date');
    expect((byDate.json().data as Json[]).map((row) => row['id'])).toEqual([
      later.id,
      earlierProposed.id,
      eikRequest.id,
    ]);

    // The funeral company: only its own, the proposal (waiting for it) first, with its dossier.
    const sent = await director.get('/api/crematorium-requests?from=2027-01-10&to=2027-01-12');
    const mine = sent.json().data as Json[];
    expect(mine.map((row) => [row['id'], row['needs_action']])).toEqual([
      [earlierProposed.id, true],
      [later.id, false],
    ]);
    expect(mine[0]).toMatchObject({
      side: 'requester',
      counterpart: { id: crematorium.id, name: 'Crematorium De Stilte' },
    });
    expect((mine[0]!['dossier'] as Json)['number']).toEqual(expect.any(String));
    const ofDossier = await eik.client.get(`/api/crematorium-requests?dossier_id=${eikDossier.id}`);
    expect((ofDossier.json().data as Json[]).map((row) => row['id'])).toEqual([eikRequest.id]);

    const badFilter = await staff.get('/api/crematorium-requests?status=unknown&sort=x');
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors).toMatchObject({ 'status.0': [t.errors.status], sort: [t.errors.sort] });
  });

  it('tell each side how many wait for it and what the other side did lately', async () => {
    const eik = await other;
    const fresh = await eik.client.get('/api/crematorium-requests/updates');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ waiting: 0 });

    const sent = await submittedRequest(eik.client, world, await requestDossier(eik.client, 'Updates'), {
      wished_at: at('2027-02-01', '10:00'),
      ceremony: false,
      coffee_room: false,
    });
    tick();
    await ok(
      staff.post(url(sent.id, 'propose'), { proposed_at: at('2027-02-01', '14:00'), note: 'Middag?' }),
    );
    const updates = (await eik.client.get('/api/crematorium-requests/updates')).json().data;
    expect(updates.waiting).toBe(1);
    expect(updates.events[0]).toMatchObject({
      request_id: sent.id,
      deceased_name: 'Hendrik Jan Updates',
      action: 'proposed',
      side: 'provider',
      organization_name: 'Crematorium De Stilte',
      note: 'Middag?',
    });
    // Its own steps are not news to it.
    expect((updates.events as Json[]).map((event) => event['action'])).not.toContain('submitted');

    const crematoriumSide = (await staff.get('/api/crematorium-requests/updates')).json().data;
    expect(crematoriumSide.waiting).toBeGreaterThan(0);
    expect((crematoriumSide.events as Json[]).every((event) => event['side'] === 'requester')).toBe(true);
    expect((crematoriumSide.events as Json[]).length).toBeLessThanOrEqual(10);
  });
});
