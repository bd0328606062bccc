import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages, permissionsForRole } from '@afscheid/shared';
import { systemContext } from '../src/lib/context.ts';
import {
  createTask as createTaskService,
  updateTask as updateTaskService,
  tasksRepository,
} from '../src/modules/tasks/index.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs, userByEmail } from './factories.ts';
import { lindeStaff } from './linde.ts';
import { activate, createDossier, createTask, setDossierStatus } from './dossier-fixtures.ts';

type WireTask = {
  id: string;
  title: string;
  status: string;
  due_date: string | null;
  is_overdue: boolean;
  version: number;
  completed_at: string | null;
  completed_by: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  dossier: { id: string; number: string; deceased_name: string } | null;
};

let ctx: TestContext;
let orgId: string;
let admin: TestClient;
let director: TestClient;
let employee: TestClient;
let viewer: TestClient;
let directorId: string;
let employeeId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, directorId, employeeId, admin, director, employee, viewer } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

/** A separate organisation per test that lists tasks, so the lists hold exactly what the test made. */
async function freshOrganization(name: string) {
  const organization = await createOrganization(ctx, name);
  const owner = await createUser(ctx, `eigenaar@${organization.id}.test`, `Eigenaar ${name}`);
  const member = await createUser(ctx, `lid@${organization.id}.test`, `Lid ${name}`);
  await addMember(ctx, organization.id, owner.id, 'owner');
  await addMember(ctx, organization.id, member.id, 'employee');
  const client = await loginAs(ctx, owner.email);
  await activate(client, organization.id);
  return { organization, owner, member, client };
}

const titles = (res: { json: () => { data: WireTask[] } }) => res.json().data.map((task) => task.title);

describe('creating tasks', () => {
  it('creates a task on a dossier with an assignee and answers it with the dossier and is_overdue', async () => {
    const dossier = await createDossier(ctx, orgId, {
      firstNames: 'Pieter',
      namePrefix: 'de',
      lastName: 'Vries',
    });
    const res = await director.post('/api/tasks', {
      title: 'Rouwkaart laten drukken',
      description: 'Proef is goedgekeurd door de familie.',
      dossier_id: dossier.id,
      assignee_id: employeeId,
      due_date: '2026-11-24',
      priority: 'high',
    });
    expect(res.statusCode).toBe(201);
    const task = res.json().data;
    expect(task).toMatchObject({
      title: 'Rouwkaart laten drukken',
      description: 'Proef is goedgekeurd door de familie.',
      assignee: { id: employeeId, name: 'Mehmet Medewerker' },
      due_date: '2026-11-24',
      priority: 'high',
      status: 'open',
      completed_at: null,
      completed_by: null,
      dossier: { id: dossier.id, number: dossier.number, deceased_name: 'Pieter de Vries' },
      is_overdue: false,
      version: 1,
    });
    const created = (await auditEvents(ctx, 'created')).find((event) => event.entity_id === task.id);
    expect(created?.entity).toBe('task');
    expect(JSON.parse(created!.changes!)).toMatchObject({
      title: 'Rouwkaart laten drukken',
      priority: 'high',
    });

    const plain = await director.post('/api/tasks', { title: 'Voorraad rouwkaarten aanvullen' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({
      dossier: null,
      assignee: null,
      priority: 'normal',
      due_date: null,
    });
  });

  it('refuses invalid input with Dutch 422 messages', async () => {
    const empty = await director.post('/api/tasks', { title: ' ', priority: 'soms', due_date: '31-12-2026' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['due_date', 'priority', 'title']);

    const outsider = await createUser(ctx, 'buiten@elders.test', 'Bert Buiten');
    const notMember = await director.post('/api/tasks', { title: 'Bellen', assignee_id: outsider.id });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().errors).toEqual({ assignee_id: [messages.work.tasks.assigneeNotMember] });

    const disabled = await createUser(ctx, 'uit@linde.test', 'Ilse Uitgeschakeld');
    await addMember(ctx, orgId, disabled.id, 'employee', 'disabled');
    expect(
      (await director.post('/api/tasks', { title: 'Bellen', assignee_id: disabled.id })).statusCode,
    ).toBe(422);

    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Anderswaar');
    const foreignDossier = await createDossier(ctx, elsewhere.id);
    const foreign = await director.post('/api/tasks', { title: 'Bellen', dossier_id: foreignDossier.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ dossier_id: [messages.work.tasks.dossierNotFound] });
  });

  it('refuses a read-only member (viewer) as assignee, on creation and on a change', async () => {
    const viewerUser = await userByEmail(ctx, 'lezer@afscheid.test');
    const refusal = {
      assignee_id: [interpolate(messages.dailyUse.people.assigneeReadOnly, { name: viewerUser.name })],
    };
    const created = await director.post('/api/tasks', {
      title: 'Rouwkaarten ophalen',
      assignee_id: viewerUser.id,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual(refusal);

    const id = await createTask(ctx, orgId, { title: 'Rouwkaarten ophalen' });
    const changed = await director.put(`/api/tasks/${id}`, { version: 1, assignee_id: viewerUser.id });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual(refusal);
    expect((await director.get(`/api/tasks/${id}`)).json().data).toMatchObject({
      version: 1,
      assignee: null,
    });
    const toEmployee = await director.put(`/api/tasks/${id}`, { version: 1, assignee_id: employeeId });
    expect(toEmployee.json().data.assignee).toMatchObject({ id: employeeId });
  });

  it('refuses a task on an archived dossier with 409 and a viewer with 403', async () => {
    const dossier = await createDossier(ctx, orgId, { status: 'closed' });
    const closed = await director.post('/api/tasks', { title: 'Nazorg', dossier_id: dossier.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(messages.dossierApi.readOnly);
    expect((await viewer.post('/api/tasks', { title: 'Nazorg' })).statusCode).toBe(403);
  });
});

describe('listing tasks', () => {
  it('lists finished tasks with the most recently finished first', async () => {
    const { organization, client } = await freshOrganization('Uitvaartzorg Afgerond');
    const first = await createTask(ctx, organization.id, { title: 'Eerst afgerond', due_date: '2026-11-30' });
    const second = await createTask(ctx, organization.id, {
      title: 'Daarna afgerond',
      due_date: '2026-11-22',
    });
    for (const id of [first, second]) {
      const res = await client.put(`/api/tasks/${id}`, { version: 1, status: 'done' });
      expect(res.statusCode, res.body).toBe(200);
      ctx.clock.advance(60);
    }
    expect(titles(await client.get('/api/tasks?scope=all&status=done'))).toEqual([
      'Daarna afgerond',
      'Eerst afgerond',
    ]);
  });

  it('puts open overdue tasks first (by the Amsterdam date), then by due date with none last, then priority; finished tasks last', async () => {
    const { organization, owner, client } = await freshOrganization('Uitvaartzorg Volgorde');
    const make = (title: string, opts: Parameters<typeof createTask>[2]) =>
      createTask(ctx, organization.id, { title, assignee_id: owner.id, ...opts });
    await make('Later, laag', { due_date: '2026-11-25', priority: 'low' });
    await make('Te laat, normaal', { due_date: '2026-11-19' });
    await make('Zonder datum, urgent', { priority: 'urgent' });
    await make('Later, urgent', { due_date: '2026-11-25', priority: 'urgent' });
    await make('Te laat, urgent', { due_date: '2026-11-20', priority: 'urgent' });
    await make('Vandaag', { due_date: '2026-11-21' });
    await make('Klaar, lang geleden', { due_date: '2026-11-10', status: 'done' });

    const open = await client.get('/api/tasks?scope=all');
    expect(open.statusCode, open.body).toBe(200);
    expect(titles(open)).toEqual([
      'Te laat, normaal',
      'Te laat, urgent',
      'Vandaag',
      'Later, urgent',
      'Later, laag',
      'Zonder datum, urgent',
    ]);
    expect(open.json().data.map((task: WireTask) => task.is_overdue)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

    const all = await client.get('/api/tasks?scope=all&status=all');
    // Finished tasks come after the open ones (the most recently finished first).
    expect(titles(all)).toEqual([
      'Te laat, normaal',
      'Te laat, urgent',
      'Vandaag',
      'Later, urgent',
      'Later, laag',
      'Zonder datum, urgent',
      'Klaar, lang geleden',
    ]);
    expect(all.json().data[6].is_overdue).toBe(false);
    expect(titles(await client.get('/api/tasks?scope=all&status=done'))).toEqual(['Klaar, lang geleden']);

    // 23:30 UTC on 21 November is already 22 November in Amsterdam: today's task is now overdue.
    ctx.clock.advance(11.5 * 3600);
    try {
      const later = await (await loginAs(ctx, owner.email)).get('/api/tasks?scope=all');
      expect(titles(later).slice(0, 3)).toEqual(['Te laat, normaal', 'Te laat, urgent', 'Vandaag']);
      expect(later.json().data[2].is_overdue).toBe(true);
    } finally {
      ctx.clock.advance(-11.5 * 3600);
    }
  });

  it('shows my open tasks by default and everyone’s with scope=all; searches titles; paginates', async () => {
    const { organization, owner, member, client } = await freshOrganization('Uitvaartzorg Verdeling');
    const dossier = await createDossier(ctx, organization.id);
    for (let i = 1; i <= 3; i++) {
      ctx.clock.advance(1);
      await createTask(ctx, organization.id, { title: `Bloemen bestellen ${i}`, assignee_id: owner.id });
    }
    await createTask(ctx, organization.id, {
      title: 'Kist bestellen',
      assignee_id: member.id,
      dossier_id: dossier.id,
    });
    await createTask(ctx, organization.id, { title: 'Rouwauto (zonder eigenaar)' });
    await createTask(ctx, organization.id, { title: 'Al gedaan', assignee_id: owner.id, status: 'done' });

    const mine = await client.get('/api/tasks');
    expect(titles(mine)).toEqual(['Bloemen bestellen 1', 'Bloemen bestellen 2', 'Bloemen bestellen 3']);
    expect(mine.json().meta).toEqual({ current_page: 1, per_page: 25, total: 3, last_page: 1 });

    const all = await client.get('/api/tasks?scope=all');
    expect(all.json().meta.total).toBe(5);

    const memberClient = await loginAs(ctx, member.email);
    expect(titles(await memberClient.get('/api/tasks?scope=mine'))).toEqual(['Kist bestellen']);

    expect(titles(await client.get('/api/tasks?scope=all&search=KIST'))).toEqual(['Kist bestellen']);
    expect(titles(await client.get('/api/tasks?scope=all&search=100%25'))).toEqual([]);
    expect(titles(await client.get(`/api/tasks?scope=all&dossier_id=${dossier.id}`))).toEqual([
      'Kist bestellen',
    ]);

    const page2 = await client.get('/api/tasks?scope=all&per_page=2&page=2');
    expect(page2.json().meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page2.json().data).toHaveLength(2);

    const wrong = await client.get('/api/tasks?scope=iedereen&per_page=500');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['per_page', 'scope']);
  });

  it("lists a dossier's tasks in checklist order, for viewers too", async () => {
    const dossier = await createDossier(ctx, orgId);
    await createTask(ctx, orgId, { dossier_id: dossier.id, title: 'Derde', position: 2 });
    await createTask(ctx, orgId, { dossier_id: dossier.id, title: 'Eerste', position: 0 });
    await createTask(ctx, orgId, { dossier_id: dossier.id, title: 'Tweede', position: 1 });
    await createTask(ctx, orgId, { title: 'Niet van dit dossier' });
    const created = await director.post('/api/tasks', { title: 'Vierde', dossier_id: dossier.id });
    expect(created.statusCode).toBe(201);

    const res = await viewer.get(`/api/dossiers/${dossier.id}/tasks`);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Eerste', 'Tweede', 'Derde', 'Vierde']);
  });
});

describe('changing tasks', () => {
  it('shows a task and updates it with optimistic locking, auditing the changed fields', async () => {
    const id = await createTask(ctx, orgId, { title: 'Condoleance regelen', due_date: '2026-11-23' });
    const shown = await viewer.get(`/api/tasks/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ id, title: 'Condoleance regelen', version: 1 });

    const updated = await employee.put(`/api/tasks/${id}`, {
      version: 1,
      title: 'Condoleance en koffietafel regelen',
      assignee_id: directorId,
      priority: 'urgent',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Condoleance en koffietafel regelen',
      assignee: { id: directorId },
      priority: 'urgent',
      due_date: '2026-11-23',
      version: 2,
    });
    const event = (await auditEvents(ctx, 'updated')).find((e) => e.entity_id === id);
    expect(JSON.parse(event!.changes!)).toEqual({
      title: { from: 'Condoleance regelen', to: 'Condoleance en koffietafel regelen' },
      assignee_id: { from: null, to: directorId },
      priority: { from: 'normal', to: 'urgent' },
    });

    const stale = await director.put(`/api/tasks/${id}`, { version: 1, due_date: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.work.tasks.conflict,
      data: { id, version: 2, title: 'Condoleance en koffietafel regelen' },
    });

    const cleared = await director.put(`/api/tasks/${id}`, { version: 2, due_date: null, assignee_id: null });
    expect(cleared.json().data).toMatchObject({ due_date: null, assignee: null, version: 3 });

    const badAssignee = await director.put(`/api/tasks/${id}`, { version: 3, assignee_id: 'onbekend' });
    expect(badAssignee.statusCode).toBe(422);
    expect(badAssignee.json().errors).toEqual({ assignee_id: [messages.work.tasks.assigneeNotMember] });
    expect((await viewer.put(`/api/tasks/${id}`, { version: 3, title: 'Nee' })).statusCode).toBe(403);
    // Access is decided before the body is validated: a viewer's invalid body is a 403 too.
    expect((await viewer.put(`/api/tasks/${id}`, { version: 'drie' })).statusCode).toBe(403);
  });

  it('marks a task done (who and when) and opens it again', async () => {
    const id = await createTask(ctx, orgId, { title: 'Verlof tot cremeren ophalen', due_date: '2026-11-01' });
    expect((await director.get(`/api/tasks/${id}`)).json().data.is_overdue).toBe(true);

    ctx.clock.advance(120);
    const done = await director.put(`/api/tasks/${id}`, { version: 1, status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'done',
      completed_at: ctx.clock.now().toISOString(),
      completed_by: { id: directorId, name: 'Ursula Verzorger' },
      is_overdue: false,
      version: 2,
    });
    const completed = (await auditEvents(ctx, 'completed')).find((e) => e.entity_id === id);
    expect(JSON.parse(completed!.changes!)).toMatchObject({ status: { from: 'open', to: 'done' } });

    const reopened = await employee.put(`/api/tasks/${id}`, { version: 2, status: 'open' });
    expect(reopened.json().data).toMatchObject({
      status: 'open',
      completed_at: null,
      completed_by: null,
      is_overdue: true,
      version: 3,
    });
    expect((await auditEvents(ctx, 'reopened')).some((e) => e.entity_id === id)).toBe(true);

    const unchanged = await employee.put(`/api/tasks/${id}`, { version: 3, status: 'open' });
    expect(unchanged.json().data.version).toBe(3);
  });

  it('deletes softly: the task is gone from lists and detail, the row stays', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createTask(ctx, orgId, { title: 'Muziek doorgeven', dossier_id: dossier.id });
    expect((await employee.delete(`/api/tasks/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/tasks/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/tasks/${id}`, { version: 1, title: 'Terug' })).statusCode).toBe(404);
    expect(titles(await admin.get(`/api/dossiers/${dossier.id}/tasks`))).toEqual([]);
    const row = await ctx.app.deps.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await auditEvents(ctx, 'deleted')).some((e) => e.entity === 'task' && e.entity_id === id)).toBe(
      true,
    );
  });

  it('refuses changes to a task of an archived or cancelled dossier with 409', async () => {
    const dossier = await createDossier(ctx, orgId);
    const id = await createTask(ctx, orgId, { title: 'Asbestemming bespreken', dossier_id: dossier.id });
    await setDossierStatus(ctx, dossier.id, 'cancelled');
    const res = await director.put(`/api/tasks/${id}`, { version: 1, status: 'done' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.dossierApi.readOnly);
    expect((await admin.delete(`/api/tasks/${id}`)).statusCode).toBe(409);
    expect((await director.get(`/api/tasks/${id}`)).statusCode).toBe(200);
  });
});

describe('the task services outside HTTP', () => {
  it('create and complete a task with the same rules and audit trail, as the given user without an IP', async () => {
    const actor = {
      userId: directorId,
      organizationId: orgId,
      organizationType: 'funeral_company' as const,
      role: 'funeral_director',
      permissions: permissionsForRole('funeral_director', 'funeral_company'),
      isSuper: false,
    };
    const service = systemContext(ctx.app.deps, actor);
    const dossier = await createDossier(ctx, orgId);
    const created = await createTaskService(service, {
      title: 'Kist bestellen (import)',
      priority: 'high',
      dossierId: dossier.id,
      assigneeId: employeeId,
    });
    expect(created).toMatchObject({
      title: 'Kist bestellen (import)',
      dossier: { id: dossier.id },
      version: 1,
    });
    await expect(
      createTaskService(service, { title: 'Bellen', priority: 'normal', assigneeId: 'niemand' }),
    ).rejects.toMatchObject({ statusCode: 422 });

    const row = (await tasksRepository.findById(ctx.app.deps.db, orgId, created.id))!;
    const done = await updateTaskService(service, row, { version: 1, status: 'done' });
    expect(done).toMatchObject({ status: 'done', completedBy: { id: directorId }, version: 2 });
    await expect(updateTaskService(service, row, { version: 1, title: 'Te laat' })).rejects.toMatchObject({
      statusCode: 409,
      extra: { data: { id: created.id, version: 2 } },
    });

    const events = (await auditEvents(ctx, 'completed')).filter((event) => event.entity_id === created.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: directorId,
      organization_id: orgId,
      ip: null,
      request_id: null,
    });
  });
});

describe('isolation', () => {
  it("is a 404 for another organisation's task or dossier, even with an empty body", async () => {
    const { client } = await freshOrganization('Uitvaartzorg Buren');
    const dossier = await createDossier(ctx, orgId);
    const id = await createTask(ctx, orgId, { title: 'Geheim', dossier_id: dossier.id });
    for (const res of [
      await client.get(`/api/tasks/${id}`),
      await client.put(`/api/tasks/${id}`, {}),
      await client.delete(`/api/tasks/${id}`),
      await client.get(`/api/dossiers/${dossier.id}/tasks`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    }
    expect(titles(await client.get(`/api/tasks?scope=all&status=all&dossier_id=${dossier.id}`))).toEqual([]);
    expect((await director.get(`/api/tasks/${id}`)).statusCode).toBe(200);
  });
});
