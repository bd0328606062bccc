import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs } from './factories.ts';
import { lindeStaff } from './linde.ts';
import {
  activate,
  createDossier,
  createNote,
  setDossierStatus,
  type DossierFixture,
} from './dossier-fixtures.ts';

let ctx: TestContext;
let orgId: string;
let director: TestClient;
let employee: TestClient;
let viewer: TestClient;
let directorId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, directorId, director, employee, viewer } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

const notesUrl = (dossier: DossierFixture) => `/api/dossiers/${dossier.id}/notes`;

describe('dossier notes', () => {
  it('writes notes and lists the timeline newest first with the author', async () => {
    const dossier = await createDossier(ctx, orgId);
    const first = await director.post(notesUrl(dossier), {
      body: '  Familie wil een rouwauto in het wit.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Familie wil een rouwauto in het wit.',
      author: { id: directorId, name: 'Ursula Verzorger' },
      version: 1,
      can_edit: true,
    });
    ctx.clock.advance(60);
    const second = await employee.post(notesUrl(dossier), { body: 'Dominee bevestigd voor vrijdag.' });
    expect(second.statusCode).toBe(201);

    const list = await director.get(notesUrl(dossier));
    expect(list.statusCode).toBe(200);
    const notes = list.json().data as { body: string; can_edit: boolean; author: { name: string } }[];
    expect(notes.map((note) => note.body)).toEqual([
      'Dominee bevestigd voor vrijdag.',
      'Familie wil een rouwauto in het wit.',
    ]);
    expect(notes.map((note) => [note.author.name, note.can_edit])).toEqual([
      ['Mehmet Medewerker', false],
      ['Ursula Verzorger', true],
    ]);
    expect((await viewer.get(notesUrl(dossier))).json().data).toHaveLength(2);

    const created = await auditEvents(ctx, 'created');
    expect(created.filter((event) => event.entity === 'note').map((event) => event.entity_id)).toEqual(
      expect.arrayContaining([first.json().data.id, second.json().data.id]),
    );
  });

  it('refuses an empty note with a Dutch 422 and a viewer with 403', async () => {
    const dossier = await createDossier(ctx, orgId);
    const empty = await director.post(notesUrl(dossier), { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['Vul de notitie in.']);
    const tooLong = await director.post(notesUrl(dossier), { body: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(422);

    const denied = await viewer.post(notesUrl(dossier), { body: 'Mag ik dit?' });
    expect(denied.statusCode).toBe(403);
    expect((await director.get(notesUrl(dossier))).json().data).toEqual([]);
  });

  it('lets only the author edit, with optimistic locking', async () => {
    const dossier = await createDossier(ctx, orgId);
    const noteId = await createNote(ctx, orgId, dossier.id, directorId, 'Kist: eiken, blank gelakt.');
    const url = `${notesUrl(dossier)}/${noteId}`;

    const other = await employee.put(url, { body: 'Kist: grenen.', version: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.work.notes.authorOnly);
    // Authorship is decided before the body is read: an invalid body from another member is still a 403.
    const otherInvalid = await employee.put(url, { body: '' });
    expect(otherInvalid.statusCode).toBe(403);
    expect(otherInvalid.json().message).toBe(messages.work.notes.authorOnly);
    expect((await employee.delete(url)).statusCode).toBe(403);

    ctx.clock.advance(30);
    const edited = await director.put(url, { body: 'Kist: eiken, zijdeglans.', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'Kist: eiken, zijdeglans.', version: 2 });
    expect(edited.json().data.updated_at).not.toBe(edited.json().data.created_at);

    const stale = await director.put(url, { body: 'Kist: mahonie.', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.work.notes.conflict,
      data: { id: noteId, body: 'Kist: eiken, zijdeglans.', version: 2 },
    });

    const missingVersion = await director.put(url, { body: 'Zonder versie' });
    expect(missingVersion.statusCode).toBe(422);
    expect(missingVersion.json().errors).toHaveProperty('version');

    const updates = (await auditEvents(ctx, 'updated')).filter((event) => event.entity_id === noteId);
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]!.changes!)).toEqual({
      body: { from: 'Kist: eiken, blank gelakt.', to: 'Kist: eiken, zijdeglans.' },
    });
  });

  it('deletes softly, by the author only, and the note is gone from the timeline', async () => {
    const dossier = await createDossier(ctx, orgId);
    const noteId = await createNote(ctx, orgId, dossier.id, directorId);
    const url = `${notesUrl(dossier)}/${noteId}`;
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');

    expect((await admin.delete(url)).statusCode).toBe(403);
    expect((await director.delete(url)).statusCode).toBe(204);
    expect((await director.get(notesUrl(dossier))).json().data).toEqual([]);
    expect((await director.delete(url)).statusCode).toBe(404);
    expect((await director.put(url, { body: 'Terug?', version: 1 })).statusCode).toBe(404);

    const row = await ctx.app.deps.db
      .selectFrom('dossier_notes')
      .selectAll()
      .where('id', '=', noteId)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const deleted = (await auditEvents(ctx, 'deleted')).filter((event) => event.entity_id === noteId);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.entity).toBe('note');
  });

  it('refuses writes on an archived or cancelled dossier with 409 but still shows the notes', async () => {
    const dossier = await createDossier(ctx, orgId);
    const noteId = await createNote(ctx, orgId, dossier.id, directorId);
    await setDossierStatus(ctx, dossier.id, 'closed');

    const create = await director.post(notesUrl(dossier), { body: 'Nog iets' });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe(messages.dossierApi.readOnly);
    expect(
      (await director.put(`${notesUrl(dossier)}/${noteId}`, { body: 'Nee', version: 1 })).statusCode,
    ).toBe(409);
    await setDossierStatus(ctx, dossier.id, 'cancelled');
    expect((await director.delete(`${notesUrl(dossier)}/${noteId}`)).statusCode).toBe(409);
    expect((await director.get(notesUrl(dossier))).json().data).toHaveLength(1);
  });

  it("is a 404 for another organisation's dossier or note, even with an empty body", async () => {
    const other = await createOrganization(ctx, 'Uitvaartcentrum Elders');
    const owner = await createUser(ctx, 'eigenaar@elders.test', 'Olga Elders');
    await addMember(ctx, other.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    await activate(stranger, other.id);

    const dossier = await createDossier(ctx, orgId);
    const noteId = await createNote(ctx, orgId, dossier.id, owner.id, 'Geschreven door een buitenstaander');
    expect((await stranger.get(notesUrl(dossier))).statusCode).toBe(404);
    expect((await stranger.post(notesUrl(dossier), {})).statusCode).toBe(404);
    expect((await stranger.put(`${notesUrl(dossier)}/${noteId}`, {})).statusCode).toBe(404);
    expect((await stranger.delete(`${notesUrl(dossier)}/${noteId}`)).statusCode).toBe(404);

    // A note of one dossier is not reachable under another dossier of the same organisation.
    const sibling = await createDossier(ctx, orgId);
    const own = await createNote(ctx, orgId, dossier.id, directorId);
    expect(
      (await director.put(`${notesUrl(sibling)}/${own}`, { body: 'Verkeerd', version: 1 })).statusCode,
    ).toBe(404);
    expect((await director.get(`/api/dossiers/${dossier.id}x/notes`)).statusCode).toBe(404);
  });
});
