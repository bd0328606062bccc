import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, readLatestMail, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginAs, loginIn } from './factories.ts';
import { at, requestDossier, requestWorld, submittedRequest } from './crematorium-requests-fixtures.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const e = messages.ash.errors;

const world = await requestWorld(ctx);
const dossier = await requestDossier(world.director);
const request = await submittedRequest(world.director, world, dossier, {
  ceremony: false,
  coffee_room: false,
});
const accepted = await world.staff.post(`/api/crematorium-requests/${request.id}/accept`, {});
if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
const cremationId = accepted.json().data.cremation_id as string;

/** A third organisation: a funeral company of its own. */
const third = await createOrganization(ctx, 'Uitvaartzorg Derde', 'funeral_company');
const thirdOwner = await createUser(ctx, 'eigenaar@derde.test', 'Dirk Derde');
await addMember(ctx, third.id, thirdOwner.id, 'owner');

let director: TestClient = world.director;
let staff: TestClient = world.staff;
/** Moves the clock to `instant`; both sides log in again (a session ends after 30 idle minutes). */
async function moveTo(instant: string): Promise<void> {
  ctx.clock.advance((new Date(instant).getTime() - ctx.clock.now().getTime()) / 1000);
  director = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', world.linde.id);
  staff = await loginIn(ctx, world.people.staff.email, world.crematorium.id);
}

const statusUrl = `/api/dossiers/${dossier.dossier.id}/ash-status`;
const sendUrl = `/api/crematorium-requests/${request.id}/ash-destination`;
const decision = {
  kind: 'urn_garden',
  decided_by_name: 'Marieke Jansen',
  decided_by_address: 'Kerkstraat 12b, 3511 AB Utrecht',
  details: 'Graag bij de treurwilg.',
};
const events = async () =>
  (
    await db
      .selectFrom('crematorium_request_events')
      .select(['action', 'side'])
      .where('request_id', '=', request.id)
      .where('action', 'like', 'ash_%')
      .execute()
  ).map((event) => `${event.side}:${event.action}`);

describe('the funeral company and the ashes of its dossier', () => {
  it('sees nothing and can send nothing before the cremation is performed', async () => {
    const status = await director.get(statusUrl);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ data: null });
    const early = await director.post(sendUrl, decision);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(e.noRecordYet);
  });

  it('sends the client’s destination through its request once the cremation is performed', async () => {
    const version = (await staff.get(`/api/cremations/${cremationId}`)).json().data.version;
    const complete = await staff.put(`/api/cremations/${cremationId}`, {
      version,
      permit_received: true,
      permit_compared: true,
      request_form_received: true,
      implants_removed: true,
      coffin_registration_number: 'K-5512',
      identified_by: 'Sam Stilte',
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect((await staff.post(`/api/cremations/${cremationId}/approve`, {})).statusCode).toBe(200);
    await moveTo(at('2026-11-25', '13:00'));
    const performed = await staff.post(`/api/cremations/${cremationId}/perform`, {
      performed_at: at('2026-11-25', '10:30'),
      ash_registration_number: 'DS-2026-0001',
    });
    expect(performed.statusCode, performed.body).toBe(200);

    const status = (await director.get(statusUrl)).json().data;
    expect(status).toEqual({
      request_id: request.id,
      crematorium_name: 'Crematorium De Stilte',
      registration_number: 'DS-2026-0001',
      status: 'in_storage',
      cremated_on: '2026-11-25',
      release_on: '2026-12-26',
      urn_count: 1,
      blocked: false,
      can_send: true,
      destinations: [],
    });

    // The crematorium does not send the client's decision through the request; a third organisation learns nothing.
    const crematorium = await staff.post(sendUrl, decision);
    expect(crematorium.statusCode).toBe(403);
    expect(crematorium.json().message).toBe(messages.organizationContext.otherParty);
    const stranger = await (await loginAs(ctx, thirdOwner.email)).post(sendUrl, decision);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).not.toHaveProperty('data');

    const sent = await director.post(sendUrl, decision);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      status: 'destination_requested',
      can_send: false,
      destinations: [
        {
          kind: 'urn_garden',
          urns: 1,
          status: 'requested',
          decided_by_name: 'Marieke Jansen',
          approved_at: null,
        },
      ],
    });
    const again = await director.post(sendUrl, decision);
    expect(again.statusCode).toBe(422);
    expect(await events()).toEqual(['requester:ash_destination_sent']);
    await ctx.app.deps.mailer.idle();
    expect(readLatestMail(ctx.dataDir, world.people.staff.email)).toContain('Asbestemming doorgegeven');

    // The crematorium sees the client's decision on its record, ready for approval after the release date.
    const recordId = (
      await db
        .selectFrom('ash_records')
        .select('id')
        .where('cremation_id', '=', cremationId)
        .executeTakeFirstOrThrow()
    ).id;
    const record = (await staff.get(`/api/ash-records/${recordId}`)).json().data;
    expect(record.destinations).toEqual([
      expect.objectContaining({
        source: 'funeral_company',
        request_id: request.id,
        from_client: true,
        decided_by_address: 'Kerkstraat 12b, 3511 AB Utrecht',
        requested_by: { id: world.directorUser.id, name: world.directorUser.name },
      }),
    ]);
    const destinationId = record.destinations[0].id as string;
    const early = await staff.post(`/api/ash-destinations/${destinationId}/approve`, {});
    expect(early.statusCode).toBe(409);

    // The funeral company never reads the crematorium's record itself.
    for (const url of [`/api/ash-records/${recordId}`, `/api/ash-destinations/${destinationId}`]) {
      expect((await director.get(url)).statusCode).toBe(404);
    }

    await moveTo(at('2026-12-26', '09:00'));
    expect((await staff.post(`/api/ash-destinations/${destinationId}/approve`, {})).statusCode).toBe(200);
    expect((await director.get(statusUrl)).json().data).toMatchObject({
      status: 'approved',
      destinations: [{ status: 'approved', approved_at: ctx.clock.now().toISOString() }],
    });
    const executed = await staff.post(`/api/ash-destinations/${destinationId}/execute`, {
      executed_on: '2026-12-26',
      executed_place: 'Urnentuin De Stilte, vak A',
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect((await staff.post(`/api/ash-destinations/${destinationId}/close`, {})).statusCode).toBe(200);
    expect(await events()).toEqual(
      expect.arrayContaining([
        'requester:ash_destination_sent',
        'provider:ash_destination_approved',
        'provider:ash_destination_executed',
        'provider:ash_destination_closed',
      ]),
    );
    expect(await events()).toHaveLength(4);
    const final = (await director.get(statusUrl)).json().data;
    expect(final).toMatchObject({
      status: 'closed',
      can_send: false,
      destinations: [
        { status: 'closed', executed_on: '2026-12-26', closed_at: ctx.clock.now().toISOString() },
      ],
    });
    // The request's timeline, which both sides read, shows the steps.
    const timeline = (await director.get(`/api/crematorium-requests/${request.id}`)).json().data.events as {
      action: string;
    }[];
    expect(timeline.map((event) => event.action)).toEqual(
      expect.arrayContaining(['ash_destination_sent', 'ash_destination_closed']),
    );
  });

  it('is a 404 for another organisation’s dossier and for a crematorium', async () => {
    expect((await (await loginAs(ctx, thirdOwner.email)).get(statusUrl)).statusCode).toBe(404);
    const crematorium = await staff.get(statusUrl);
    expect(crematorium.statusCode).toBe(404);
    expect(crematorium.json()).not.toHaveProperty('data');
  });
});
