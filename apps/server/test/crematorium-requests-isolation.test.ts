import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, decodeQuotedPrintable, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import {
  at,
  draftRequest,
  requestDossier,
  requestWorld,
  submittedRequest,
} from './crematorium-requests-fixtures.ts';

/**
 * What each organisation may see of a crematorium request (issue 14, decisions 009 and 017): a third
 * organisation learns nothing of it; the crematorium reads the request and the documents attached to it, and
 * nothing else of the dossier; the funeral company reads nothing of the crematorium's planner beyond what the
 * request booked, as the request shows it; each side is refused the other's actions; the other side is mailed.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const world = await requestWorld(ctx);
const { director, staff, crematoriumOwner, places } = world;

type Json = Record<string, unknown>;
type Response = Awaited<ReturnType<TestClient['get']>>;

const third = {
  funeral: await (async () => {
    const organization = await createOrganization(ctx, 'Uitvaartzorg Derde');
    const owner = await createUser(ctx, 'eigenaar@derde.test', 'Eigenaar Derde');
    await addMember(ctx, organization.id, owner.id, 'owner');
    return loginIn(ctx, owner.email, organization.id);
  })(),
  crematorium: await (async () => {
    const organization = await createOrganization(ctx, 'Crematorium Derde', 'crematorium');
    const owner = await createUser(ctx, 'eigenaar@crematoriumderde.test', 'Eigenaar Crematorium Derde');
    await addMember(ctx, organization.id, owner.id, 'owner');
    return loginIn(ctx, owner.email, organization.id);
  })(),
};

// One accepted request with two attached documents: the thing both sides share.
const source = await requestDossier(director, 'Gedeeld');
const sent = await submittedRequest(director, world, source, { wished_at: at('2027-06-01', '10:00') });
const accepted = (await staff.post(`/api/crematorium-requests/${sent.id}/accept`, {})).json().data as Json & {
  id: string;
  attachments: { id: string; file_name: string }[];
  reservations: { id: string; place: { id: string } }[];
};
const attachment = accepted.attachments[0]!;
// A request of another dossier, whose attachment does not belong under the first request's URL.
const elsewhere = await submittedRequest(director, world, await requestDossier(director, 'Anders'), {
  wished_at: at('2027-06-02', '10:00'),
});
const otherAttachment = (elsewhere['attachments'] as { id: string }[])[0]!;

/** Every route on a request, with a body that would be valid or nearly so. */
const REQUEST_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: Json }[] = [
  { method: 'GET', path: '' },
  { method: 'PUT', path: '', body: { version: 1, guests: 3 } },
  { method: 'DELETE', path: '' },
  { method: 'POST', path: '/submit', body: {} },
  { method: 'GET', path: '/revisions' },
  { method: 'POST', path: '/revisions', body: { guests: 3 } },
  { method: 'POST', path: '/accept', body: {} },
  { method: 'POST', path: '/reject', body: { reason: 'Nee.' } },
  { method: 'POST', path: '/propose', body: { proposed_at: at('2027-06-01', '14:00') } },
  { method: 'POST', path: '/accept-proposal', body: {} },
  { method: 'POST', path: '/decline-proposal', body: {} },
  { method: 'POST', path: '/cancel', body: { reason: 'Weg.' } },
  { method: 'GET', path: `/attachments/${attachment.id}` },
];

const call = (client: TestClient, route: (typeof REQUEST_ROUTES)[number], id = sent.id) =>
  client.request(route.method, `/api/crematorium-requests/${id}${route.path}`, route.body);

function expectNothing(res: Response, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.body).not.toContain('Gedeeld');
  if (res.headers['content-type']?.toString().includes('json')) expect(res.json()).not.toHaveProperty('data');
}

describe('a third organisation', () => {
  it.each(REQUEST_ROUTES.map((route) => [`${route.method} …${route.path}`, route] as const))(
    '%s is a 404 for another funeral company and another crematorium',
    async (_name, route) => {
      expectNothing(await call(await third.funeral, route), 404);
      expectNothing(await call(await third.crematorium, route), 404);
    },
  );

  it('finds the request in none of its lists', async () => {
    for (const client of [await third.funeral, await third.crematorium]) {
      for (const path of ['/api/crematorium-requests', '/api/crematorium-requests/updates']) {
        const res = await client.get(path);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(sent.id);
        expect(res.body).not.toContain('Gedeeld');
      }
    }
  });
});

describe('the crematorium', () => {
  it('reads the request, its versions and its attached copies', async () => {
    const read = await staff.get(`/api/crematorium-requests/${sent.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ side: 'provider', dossier: null, status: 'accepted' });
    expect((await staff.get(`/api/crematorium-requests/${sent.id}/revisions`)).statusCode).toBe(200);
    for (const copy of accepted.attachments) {
      const res = await staff.get(`/api/crematorium-requests/${sent.id}/attachments/${copy.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(copy.file_name);
    }
  });

  it('gets nothing of the dossier: the dossier, its sections, documents, budget and notes answer as for none', async () => {
    const dossierId = source.dossier.id;
    const paths = [
      `/api/dossiers/${dossierId}`,
      `/api/dossiers/${dossierId}/sections`,
      `/api/dossiers/${dossierId}/sections/deceased`,
      `/api/dossiers/${dossierId}/sections/client`,
      `/api/dossiers/${dossierId}/documents`,
      `/api/dossiers/${dossierId}/documents/${source.documents.permit}/download`,
      `/api/dossiers/${dossierId}/documents/${source.documents.other}/download`,
      `/api/dossiers/${dossierId}/budget`,
      `/api/dossiers/${dossierId}/budget-lines`,
      `/api/dossiers/${dossierId}/notes`,
      `/api/dossiers/${dossierId}/tasks`,
      `/api/dossiers/${dossierId}/history`,
      `/api/dossiers/${dossierId}/reservations`,
    ];
    for (const client of [staff, crematoriumOwner]) {
      for (const path of paths) {
        const res = await client.get(path);
        // A crematorium has no dossiers at all (decision 009): 404, the same answer as for a dossier that does
        // not exist, so it learns nothing of this one.
        const unknown = await client.get(path.replace(dossierId, '00000000-0000-7000-8000-000000000000'));
        expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
        expect(res.statusCode, path).toBe(unknown.statusCode);
        expect(res.body, path).toBe(unknown.body);
        expect(res.body).not.toContain('Gedeeld');
      }
    }
    expect((await staff.get(`/api/dossiers/${dossierId}`)).json()).toEqual({ message: messages.errors.notFound });
    // The unticked document was never copied.
    expect(accepted.attachments.map((item) => item.file_name)).not.toContain('notitie-familie.pdf');
  });

  it('cannot take an attachment of another request through this request’s URL', async () => {
    const res = await staff.get(`/api/crematorium-requests/${sent.id}/attachments/${otherAttachment.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('is refused the funeral company’s actions (403)', async () => {
    const draft = await draftRequest(director, world, await requestDossier(director));
    for (const route of REQUEST_ROUTES.filter((item) =>
      [
        'PUT ',
        'DELETE ',
        'POST /submit',
        'POST /revisions',
        'POST /accept-proposal',
        'POST /decline-proposal',
      ].includes(`${item.method} ${item.path}`),
    )) {
      const res = await call(staff, route);
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(res.json()).toEqual({ message: messages.organizationContext.otherParty });
      // A draft is not even known to it.
      expect((await call(staff, route, draft.id)).statusCode).toBe(404);
    }
  });
});

describe('the funeral company', () => {
  it('reads the bookings the request made, and nothing else of the crematorium’s planner', async () => {
    const read = (await director.get(`/api/crematorium-requests/${sent.id}`)).json().data;
    expect(read.reservations).toHaveLength(3);
    for (const reservation of accepted.reservations) {
      expect((await director.get(`/api/reservations/${reservation.id}`)).statusCode).toBe(404);
      expect((await world.owner.get(`/api/reservations/${reservation.id}`)).statusCode).toBe(404);
      expect((await director.get(`/api/places/${reservation.place.id}`)).statusCode).toBe(404);
    }
    for (const placeId of Object.values(places)) {
      expect((await director.get(`/api/places/${placeId}`)).statusCode).toBe(404);
    }
    const planner = await director.get('/api/reservations?from=2027-06-01&to=2027-06-02');
    expect(planner.statusCode).toBe(200);
    for (const reservation of accepted.reservations) expect(planner.body).not.toContain(reservation.id);
    const cremation = read.cremation_id as string;
    expect((await director.get(`/api/cremations/${cremation}`)).statusCode).toBe(404);
  });

  it('is refused the crematorium’s actions (403)', async () => {
    const open = await submittedRequest(director, world, await requestDossier(director), {
      wished_at: at('2027-06-03', '10:00'),
    });
    for (const path of ['/accept', '/reject', '/propose']) {
      const route = REQUEST_ROUTES.find((item) => item.path === path)!;
      const res = await call(director, route, open.id);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: messages.organizationContext.otherParty });
    }
    expect(
      (
        await db
          .selectFrom('crematorium_requests')
          .select('status')
          .where('id', '=', open.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('submitted');
  });
});

describe('the e-mails', () => {
  const mailDir = () => path.join(ctx.dataDir, 'mail');
  const mailFiles = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()) : []);
  /** The mail files written before the test: its checks read only what it caused. */
  let before = new Set<string>();
  beforeEach(async () => {
    await ctx.app.deps.mailer.idle();
    before = new Set(mailFiles());
  });

  /**
   * Whether an e-mail to `to` since the test began mentions `text` (after the outbox ran). Not "the newest": the
   * outbox delivers a batch at once, so the order of the files of one moment is not the order of the events.
   */
  const mailed = async (to: string, text: string) => {
    await ctx.app.deps.mailer.idle();
    return mailFiles()
      .filter((file) => !before.has(file))
      .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(mailDir(), file), 'utf8')))
      .some((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`) && mail.includes(text));
  };

  it('go to the other side only: the crematorium’s people without an address of its own, the creator and the director', async () => {
    const fresh = await requestDossier(world.owner, 'Post');
    await db
      .updateTable('dossiers')
      .set({ responsible_user_id: world.directorUser.id })
      .where('id', '=', fresh.dossier.id)
      .execute();
    const request = await submittedRequest(world.owner, world, fresh, {
      wished_at: at('2027-06-04', '10:00'),
    });
    expect(await mailed(world.people.staff.email, 'Hendrik Jan Post')).toBe(true);
    expect(await mailed(world.people.owner.email, 'Hendrik Jan Post')).toBe(true);
    expect(await mailed(world.people.viewer.email, 'Hendrik Jan Post')).toBe(false);
    expect(await mailed('eigenaar@afscheid.test', 'Hendrik Jan Post')).toBe(false);
    expect(await mailed(world.directorUser.email, 'Hendrik Jan Post')).toBe(false);

    await staff.post(`/api/crematorium-requests/${request.id}/reject`, { reason: 'Geen plaats.' });
    for (const to of ['eigenaar@afscheid.test', world.directorUser.email]) {
      expect(await mailed(to, 'Hendrik Jan Post')).toBe(true);
      expect(await mailed(to, 'Reden: Geen plaats.')).toBe(true);
    }
    expect(await mailed(world.people.staff.email, 'Aanvraag afgewezen')).toBe(false);
  });

  it('go to an organisation’s own address when the crematorium has one, or when the funeral company has nobody left', async () => {
    await db
      .updateTable('organizations')
      .set({ email: 'planning@destilte.test' })
      .where('id', '=', world.crematorium.id)
      .execute();
    const person = await createUser(ctx, 'tijdelijk@afscheid.test', 'Tijdelijke Verzorger');
    const membership = await addMember(ctx, world.linde.id, person.id, 'funeral_director');
    const temporary = await loginIn(ctx, person.email, world.linde.id);
    const fresh = await requestDossier(temporary, 'Adres');
    const request = await submittedRequest(temporary, world, fresh, { wished_at: at('2027-06-05', '10:00') });
    expect(await mailed('planning@destilte.test', 'Hendrik Jan Adres')).toBe(true);
    expect(await mailed(world.people.staff.email, 'Hendrik Jan Adres')).toBe(false);

    // The creator left and the dossier has no director: the funeral company's own address hears of it.
    await db.updateTable('memberships').set({ status: 'disabled' }).where('id', '=', membership).execute();
    await db
      .updateTable('dossiers')
      .set({ responsible_user_id: null })
      .where('id', '=', fresh.dossier.id)
      .execute();
    await staff.post(`/api/crematorium-requests/${request.id}/propose`, {
      proposed_at: at('2027-06-05', '15:00'),
    });
    expect(await mailed('info@uitvaartzorgdelinde.test', 'Hendrik Jan Adres')).toBe(true);
    expect(await mailed(person.email, 'Ander tijdstip voorgesteld')).toBe(false);
    await db
      .updateTable('organizations')
      .set({ email: null })
      .where('id', '=', world.crematorium.id)
      .execute();
  });
});
