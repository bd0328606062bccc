import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TASK_TEMPLATES,
  DOSSIER_STATUS_LABELS,
  interpolate,
  messages,
  SECTION_LABELS,
  sectionsForType,
} from '@afscheid/shared';
import { dossiersRepository } from '../src/modules/dossiers/repository.ts';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
  userByEmail,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const { linde, owner, director, employee, viewer } = await lindeClients(ctx);
const directorUser = await userByEmail(ctx, 'uitvaartverzorger@afscheid.test');
const employeeUser = await userByEmail(ctx, 'medewerker@afscheid.test');
const viewerUser = await userByEmail(ctx, 'lezer@afscheid.test');
const db = ctx.app.deps.db;
const api = messages.dossierApi;
const daily = messages.dailyUse;

let orgSequence = 0;
/** A fresh funeral company with one funeral director (numbers start at 1 there). */
async function freshCompany() {
  const n = ++orgSequence;
  const organization = await createOrganization(ctx, `Uitvaartcentrum Nummer ${n}`);
  const user = await createUser(ctx, `verzorger-${n}@nummer.test`, `Verzorger ${n}`);
  await addMember(ctx, organization.id, user.id, 'funeral_director');
  return { organization, user, client: await loginAs(ctx, user.email) };
}

describe('POST /api/dossiers', () => {
  it('creates the number, the sections of its type with the deceased pre-filled, the standard tasks and an audit event', async () => {
    const { organization, user, client } = await freshCompany();
    const res = await client.post('/api/dossiers', {
      type: 'cremation',
      deceased_first_names: 'Johanna Maria',
      deceased_name_prefix: 'van der',
      deceased_last_name: 'Berg',
      died_at: '2026-11-20T08:30:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      number: '2026-0001',
      type: 'cremation',
      status: 'open',
      deceased_name: 'Johanna Maria van der Berg',
      deceased_first_names: 'Johanna Maria',
      deceased_name_prefix: 'van der',
      deceased_last_name: 'Berg',
      died_at: '2026-11-20T08:30:00.000Z',
      funeral_at: null,
      version: 1,
      responsible: { id: user.id, name: user.name },
      created_by: { id: user.id, name: user.name },
      executor: null,
      // Died on a Friday: the sixth working day after it is Monday 30 November.
      legal_window: {
        earliest_at: '2026-11-21T20:30:00.000Z',
        latest_date: '2026-11-30',
        exception: null,
      },
      allowed_transitions: [
        {
          status: 'completed',
          label: DOSSIER_STATUS_LABELS.completed,
          blocked: interpolate(api.completedWithoutMoment, {
            act: 'crematie',
            section: SECTION_LABELS.cremation,
          }),
        },
        { status: 'cancelled', label: DOSSIER_STATUS_LABELS.cancelled, blocked: null },
      ],
      open_tasks: DEFAULT_TASK_TEMPLATES.cremation.length,
    });
    expect(data.missing_documents).toEqual(
      expect.arrayContaining([expect.stringMatching(/verlof tot cremeren/i)]),
    );
    expect(data.sections.map((s: { key: string }) => s.key)).toEqual(sectionsForType('cremation'));
    expect(data.sections[0]).toMatchObject({
      key: 'deceased',
      label: SECTION_LABELS.deceased,
      filled: true,
      updated_by: { id: user.id, name: user.name },
    });
    expect(data.sections.filter((s: { filled: boolean }) => s.filled)).toHaveLength(1);

    // The deceased section holds the names and the moment of death in Amsterdam time (UTC+1 in November).
    const deceased = await client.get(`/api/dossiers/${data.id}/sections/deceased`);
    expect(deceased.json().data).toMatchObject({
      key: 'deceased',
      version: 1,
      data: {
        person: { first_names: 'Johanna Maria', name_prefix: 'van der', last_name: 'Berg' },
        died_on: '2026-11-20',
        died_at_time: '09:30',
      },
    });

    const tasks = await db
      .selectFrom('tasks')
      .selectAll()
      .where('dossier_id', '=', data.id)
      .orderBy('position')
      .execute();
    expect(tasks.map((t) => t.title)).toEqual(DEFAULT_TASK_TEMPLATES.cremation.map((t) => t.title));
    DEFAULT_TASK_TEMPLATES.cremation.forEach((template, index) => {
      const task = tasks[index]!;
      expect(task).toMatchObject({
        organization_id: organization.id,
        assignee_id: user.id,
        priority: template.priority,
        status: 'open',
        position: index,
      });
      if (template.dueOffsetDays === 0) expect(task.due_date).toBe('2026-11-21');
      if (template.dueOffsetDays === 1) expect(task.due_date).toBe('2026-11-22');
    });

    const [audit] = (await auditEvents(ctx, 'created')).filter((e) => e.entity_id === data.id);
    expect(audit).toMatchObject({ organization_id: organization.id, entity: 'dossier', user_id: user.id });
    expect(JSON.parse(audit!.changes!)).toMatchObject({ number: '2026-0001', type: 'cremation' });
  });

  it('gives a burial the funeral section instead of cremation and ash destination', async () => {
    const data = await createDossierViaApi(director, { type: 'burial' });
    const keys = (data.sections as { key: string }[]).map((s) => s.key);
    expect(keys).toEqual(sectionsForType('burial'));
    expect(keys).toContain('funeral');
    expect(keys).not.toContain('cremation');
    expect(keys).not.toContain('ash-destination');
    expect(data.open_tasks).toBe(DEFAULT_TASK_TEMPLATES.burial.length);
    const rows = await db
      .selectFrom('dossier_sections')
      .select('key')
      .where('dossier_id', '=', data.id)
      .execute();
    expect(rows.map((r) => r.key).sort()).toEqual([...sectionsForType('burial')].sort());
  });

  it('makes the creator responsible when they lead dossiers, nobody for an employee, or the chosen active member', async () => {
    expect((await createDossierViaApi(owner)).responsible).toMatchObject({ name: 'Eva de Eigenaar' });
    expect((await createDossierViaApi(employee)).responsible).toBeNull();
    const chosen = await createDossierViaApi(employee, { responsible_user_id: directorUser.id });
    expect(chosen.responsible).toEqual({ id: directorUser.id, name: directorUser.name });

    const outsider = await createUser(ctx, 'buiten@elders.test', 'Buiten Staander');
    const res = await employee.post('/api/dossiers', {
      type: 'burial',
      deceased_first_names: 'Piet',
      deceased_last_name: 'Bakker',
      died_at: '2026-11-20T10:00:00.000Z',
      responsible_user_id: outsider.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ responsible_user_id: [api.responsibleNotMember] });
  });

  it('refuses invalid input with Dutch messages and a viewer with 403', async () => {
    const invalid = await director.post('/api/dossiers', { type: 'zeebegrafenis', died_at: 'gisteren' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(
      ['deceased_first_names', 'deceased_last_name', 'died_at', 'type'].sort(),
    );
    expect(invalid.json().errors.type).toEqual([messages.dossiers.errors.type]);
    const res = await viewer.post('/api/dossiers', {
      type: 'cremation',
      deceased_first_names: 'Jan',
      deceased_last_name: 'Smit',
      died_at: '2026-11-20T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('dossier numbers', () => {
  it('count up per organisation and start again at 1 in a new year (in Amsterdam)', async () => {
    const a = await freshCompany();
    const b = await freshCompany();
    expect((await createDossierViaApi(a.client)).number).toBe('2026-0001');
    expect((await createDossierViaApi(a.client)).number).toBe('2026-0002');
    expect((await createDossierViaApi(b.client)).number).toBe('2026-0001');
    expect((await createDossierViaApi(a.client)).number).toBe('2026-0003');

    // 31 December 23:30 UTC is already 1 January in Amsterdam (sessions of November have expired by then).
    const seconds = (Date.parse('2026-12-31T23:30:00.000Z') - ctx.clock.now().getTime()) / 1000;
    ctx.clock.advance(seconds);
    try {
      const [nextA, nextB] = [await loginAs(ctx, a.user.email), await loginAs(ctx, b.user.email)];
      expect((await createDossierViaApi(nextA)).number).toBe('2027-0001');
      expect((await createDossierViaApi(nextA)).number).toBe('2027-0002');
      expect((await createDossierViaApi(nextB)).number).toBe('2027-0001');
    } finally {
      ctx.clock.advance(-seconds);
    }
    const counters = await db
      .selectFrom('dossier_number_counters')
      .selectAll()
      .where('organization_id', '=', a.organization.id)
      .orderBy('year')
      .execute();
    expect(counters.map((c) => [c.year, c.last_number])).toEqual([
      [2026, 3],
      [2027, 2],
    ]);
  });

  it('gives 20 simultaneous creations 20 distinct numbers without gaps', async () => {
    const { client } = await freshCompany();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/dossiers', {
          type: i % 2 ? 'burial' : 'cremation',
          deceased_first_names: 'Gelijktijdig',
          deceased_last_name: `Nummer ${i}`,
          died_at: '2026-11-20T06:00:00.000Z',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((r) => r.json().data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, '0')}`));
  });

  it('does not use up a number when the creation fails', async () => {
    const { organization, client } = await freshCompany();
    expect((await createDossierViaApi(client)).number).toBe('2026-0001');
    const spy = vi
      .spyOn(dossiersRepository, 'replaceSearchTerms')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      const failed = await client.post('/api/dossiers', {
        type: 'cremation',
        deceased_first_names: 'Mislukt',
        deceased_last_name: 'Dossier',
        died_at: '2026-11-20T06:00:00.000Z',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const rows = await db
      .selectFrom('dossiers')
      .select('number')
      .where('organization_id', '=', organization.id)
      .execute();
    expect(rows.map((r) => r.number)).toEqual(['2026-0001']);
    expect((await createDossierViaApi(client)).number).toBe('2026-0002');
  });
});

describe('GET /api/dossiers/:id', () => {
  it("is a 404 for another organisation's dossier, also for a crematorium", async () => {
    const dossier = await createDossierViaApi(director);
    const other = await freshCompany();
    const res = await other.client.get(`/api/dossiers/${dossier.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    expect((await other.client.put(`/api/dossiers/${dossier.id}`, { version: 1 })).statusCode).toBe(404);
    expect((await other.client.get(`/api/dossiers/${dossier.id}/history`)).statusCode).toBe(404);

    // A crematorium has no dossiers at all: the same 404 as for any dossier that is not its own (issue 14).
    const crematorium = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await crematorium.get(`/api/dossiers/${dossier.id}`)).statusCode).toBe(404);
    // Login restores the organisation the owner last worked in (De Linde, above; decision 009).
    const ownerAgain = await loginAs(ctx, 'eigenaar@afscheid.test');
    expect((await ownerAgain.get(`/api/dossiers/${dossier.id}`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/dossiers/${dossier.id}`)).statusCode).toBe(200);
  });

  it('is a 404 for a deleted dossier', async () => {
    const dossier = await createDossierViaApi(director);
    await db
      .updateTable('dossiers')
      .set({ deleted_at: '2026-11-21T12:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    expect((await director.get(`/api/dossiers/${dossier.id}`)).statusCode).toBe(404);
  });

  it('offers only the transitions the caller may make', async () => {
    const dossier = await createDossierViaApi(director);
    expect((await viewer.get(`/api/dossiers/${dossier.id}`)).json().data.allowed_transitions).toEqual([]);
    await db
      .updateTable('dossiers')
      .set({ status: 'completed', funeral_at: '2026-11-19T10:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    // Invoicing needs invoicing.invoice, which an employee lacks.
    expect((await employee.get(`/api/dossiers/${dossier.id}`)).json().data.allowed_transitions).toEqual([]);
    expect((await director.get(`/api/dossiers/${dossier.id}`)).json().data.allowed_transitions).toEqual([
      { status: 'invoiced', label: DOSSIER_STATUS_LABELS.invoiced, blocked: null },
    ]);
  });

  it('says why "Uitgevoerd" cannot succeed yet, and offers cancelling only with dossiers.cancel', async () => {
    const dossier = await createDossierViaApi(director);
    const transitions = async (client: typeof director) =>
      (await client.get(`/api/dossiers/${dossier.id}`)).json().data.allowed_transitions;
    // An employee may complete a dossier but not cancel it.
    expect(await transitions(employee)).toEqual([
      {
        status: 'completed',
        label: DOSSIER_STATUS_LABELS.completed,
        blocked: interpolate(api.completedWithoutMoment, {
          act: 'crematie',
          section: SECTION_LABELS.cremation,
        }),
      },
    ]);
    await db
      .updateTable('dossiers')
      .set({ funeral_at: '2026-11-25T10:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    const [before] = await transitions(director);
    expect(before.blocked).toContain('25 november 2026 11:00');
    await db
      .updateTable('dossiers')
      .set({ funeral_at: '2026-11-19T10:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    expect(await transitions(director)).toEqual([
      { status: 'completed', label: DOSSIER_STATUS_LABELS.completed, blocked: null },
      { status: 'cancelled', label: DOSSIER_STATUS_LABELS.cancelled, blocked: null },
    ]);
    expect((await transitions(owner)).map((t: { status: string }) => t.status)).toEqual([
      'completed',
      'cancelled',
    ]);
  });
});

describe('PUT /api/dossiers/:id', () => {
  it('saves the header with the version, records the changes and refuses a stale version with the current data', async () => {
    const dossier = await createDossierViaApi(director);
    const res = await employee.put(`/api/dossiers/${dossier.id}`, {
      version: 1,
      executor_user_id: employeeUser.id,
      general_notes: 'Familie wil een besloten afscheid.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 2,
      executor: { id: employeeUser.id, name: employeeUser.name },
      general_notes: 'Familie wil een besloten afscheid.',
      updated_by: { id: employeeUser.id, name: employeeUser.name },
    });

    const stale = await director.put(`/api/dossiers/${dossier.id}`, { version: 1, general_notes: 'Anders' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.errors.conflict);
    expect(stale.json().data).toMatchObject({
      id: dossier.id,
      version: 2,
      general_notes: 'Familie wil een besloten afscheid.',
    });

    const [audit] = (await auditEvents(ctx, 'updated')).filter((e) => e.entity_id === dossier.id);
    expect(JSON.parse(audit!.changes!)).toEqual({
      executor_user_id: { from: null, to: employeeUser.id },
      general_notes: { from: null, to: 'Familie wil een besloten afscheid.' },
    });

    // Nothing changed: no new version.
    const same = await director.put(`/api/dossiers/${dossier.id}`, {
      version: 2,
      general_notes: 'Familie wil een besloten afscheid.',
    });
    expect(same.json().data.version).toBe(2);
  });

  it('needs active members as responsible and executor, and dossiers.update', async () => {
    const dossier = await createDossierViaApi(director);
    const outsider = await createUser(ctx, 'niet-lid@elders.test', 'Niet Lid');
    const res = await director.put(`/api/dossiers/${dossier.id}`, {
      version: 1,
      executor_user_id: outsider.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ executor_user_id: [api.executorNotMember] });
    const cleared = await director.put(`/api/dossiers/${dossier.id}`, {
      version: 1,
      responsible_user_id: null,
    });
    expect(cleared.json().data.responsible).toBeNull();
    expect(
      (await viewer.put(`/api/dossiers/${dossier.id}`, { version: 2, general_notes: 'x' })).statusCode,
    ).toBe(403);
  });

  it('refuses a read-only member (viewer) as responsible or executor, on creation too', async () => {
    const dossier = await createDossierViaApi(director);
    for (const field of ['responsible_user_id', 'executor_user_id'] as const) {
      const res = await director.put(`/api/dossiers/${dossier.id}`, { version: 1, [field]: viewerUser.id });
      expect(res.statusCode).toBe(422);
      const template =
        field === 'responsible_user_id' ? daily.people.responsibleReadOnly : daily.people.executorReadOnly;
      expect(res.json().errors).toEqual({ [field]: [interpolate(template, { name: viewerUser.name })] });
    }
    expect((await director.get(`/api/dossiers/${dossier.id}`)).json().data).toMatchObject({
      version: 1,
      responsible: { id: directorUser.id },
      executor: null,
    });
    const created = await director.post('/api/dossiers', {
      type: 'burial',
      deceased_first_names: 'Alleen',
      deceased_last_name: 'Lezen',
      died_at: '2026-11-20T06:00:00.000Z',
      responsible_user_id: viewerUser.id,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toHaveProperty('responsible_user_id');

    // An employee can lead the day; a person already on the dossier does not block other edits.
    const withEmployee = await director.put(`/api/dossiers/${dossier.id}`, {
      version: 1,
      executor_user_id: employeeUser.id,
    });
    expect(withEmployee.statusCode).toBe(200);
    await db
      .updateTable('memberships')
      .set({ role: 'viewer' })
      .where('user_id', '=', employeeUser.id)
      .where('organization_id', '=', linde.id)
      .execute();
    try {
      const notes = await director.put(`/api/dossiers/${dossier.id}`, {
        version: 2,
        responsible_user_id: directorUser.id,
        executor_user_id: employeeUser.id,
        general_notes: 'Nog steeds mogelijk',
      });
      expect(notes.statusCode).toBe(200);
    } finally {
      await db
        .updateTable('memberships')
        .set({ role: 'employee' })
        .where('user_id', '=', employeeUser.id)
        .where('organization_id', '=', linde.id)
        .execute();
    }
  });
});

describe('POST /api/dossiers/:id/status', () => {
  it('follows the transitions: completed after the funeral, invoiced, closed; a closed dossier is read-only', async () => {
    const dossier = await createDossierViaApi(director);
    const url = `/api/dossiers/${dossier.id}/status`;

    const tooSoon = await director.post(url, { version: 1, status: 'invoiced' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(
      interpolate(api.transitionNotAllowed, { from: 'lopend', to: 'gefactureerd' }),
    );
    expect(tooSoon.json().data.status).toBe('open');

    const noMoment = await director.post(url, { version: 1, status: 'completed' });
    expect(noMoment.statusCode).toBe(409);
    expect(noMoment.json().message).toBe(
      interpolate(api.completedWithoutMoment, { act: 'crematie', section: SECTION_LABELS.cremation }),
    );

    await db
      .updateTable('dossiers')
      .set({ funeral_at: '2026-11-25T10:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    const future = await director.post(url, { version: 1, status: 'completed' });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toContain('25 november 2026 11:00');

    await db
      .updateTable('dossiers')
      .set({ funeral_at: '2026-11-21T09:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    ctx.clock.advance(1);
    const done = await employee.post(url, { version: 1, status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', version: 2 });

    expect((await director.post(url, { version: 1, status: 'invoiced' })).statusCode).toBe(409);
    expect((await employee.post(url, { version: 2, status: 'invoiced' })).statusCode).toBe(403);
    expect((await viewer.post(url, { version: 2, status: 'invoiced' })).statusCode).toBe(403);
    ctx.clock.advance(1);
    expect((await director.post(url, { version: 2, status: 'invoiced' })).json().data.status).toBe(
      'invoiced',
    );
    ctx.clock.advance(1);
    const closed = await director.post(url, { version: 3, status: 'closed' });
    expect(closed.json().data).toMatchObject({ status: 'closed', allowed_transitions: [] });

    const edit = await director.put(`/api/dossiers/${dossier.id}`, { version: 4, general_notes: 'Te laat' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(api.readOnly);

    const history = await director.get(`/api/dossiers/${dossier.id}/history`);
    const statuses = history
      .json()
      .data.filter((e: { action: string }) => e.action === 'status_changed')
      .map((e: { changes: { field: string; from: string; to: string }[] }) => e.changes[0]);
    expect(statuses).toEqual([
      { field: 'status', from: 'invoiced', to: 'closed' },
      { field: 'status', from: 'completed', to: 'invoiced' },
      { field: 'status', from: 'open', to: 'completed' },
    ]);
  });

  it('cancels an open dossier with a reason, after which its sections are read-only', async () => {
    const dossier = await createDossierViaApi(director);
    const [first] = (await director.get(`/api/dossiers/${dossier.id}/tasks`)).json().data;
    await director.put(`/api/tasks/${first.id}`, { version: first.version, status: 'done' });
    const res = await director.post(`/api/dossiers/${dossier.id}/status`, {
      version: 1,
      status: 'cancelled',
      reason: '  De familie kiest voor een andere uitvaartonderneming.  ',
    });
    expect(res.json().data.status).toBe('cancelled');
    const history = (await director.get(`/api/dossiers/${dossier.id}/history`)).json().data;
    const cancelled = history.find((event: { action: string }) => event.action === 'status_changed');
    expect(cancelled).toMatchObject({
      action: 'status_changed',
      user: { id: directorUser.id },
      changes: [
        { field: 'status', from: 'open', to: 'cancelled' },
        { field: 'reason', from: null, to: 'De familie kiest voor een andere uitvaartonderneming.' },
      ],
    });
    // Its open tasks go with it (they could never be finished on a read-only dossier); the done one stays.
    expect(res.json().data.open_tasks).toBe(0);
    const tasks = (await director.get(`/api/dossiers/${dossier.id}/tasks`)).json().data;
    expect(tasks.map((task: { id: string; status: string }) => [task.id, task.status])).toEqual([
      [first.id, 'done'],
    ]);
    const removed = (await auditEvents(ctx, 'deleted')).filter(
      (event) => event.entity === 'task' && JSON.parse(event.changes!).dossier_id === dossier.id,
    );
    expect(removed).toHaveLength(DEFAULT_TASK_TEMPLATES.cremation.length - 1);
    const reopen = await director.post(`/api/dossiers/${dossier.id}/status`, { version: 2, status: 'open' });
    expect(reopen.statusCode).toBe(409);
    const section = await director.put(`/api/dossiers/${dossier.id}/sections/care`, { version: 1, data: {} });
    expect(section.statusCode).toBe(409);
    expect(section.json().message).toBe(api.readOnly);
  });

  it('refuses cancelling without a reason (422) and to an employee (403), and changes nothing', async () => {
    const dossier = await createDossierViaApi(director);
    const url = `/api/dossiers/${dossier.id}/status`;
    for (const reason of [undefined, '', '   ']) {
      const res = await director.post(url, { version: 1, status: 'cancelled', reason });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ reason: [daily.status.cancelReasonRequired] });
    }
    const tooLong = await director.post(url, { version: 1, status: 'cancelled', reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('reason');

    const byEmployee = await employee.post(url, {
      version: 1,
      status: 'cancelled',
      reason: 'Familie belde af',
    });
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json().message).toBe(daily.status.cancelForbidden);
    expect((await viewer.post(url, { version: 1, status: 'cancelled', reason: 'x' })).statusCode).toBe(403);

    const unchanged = (await director.get(`/api/dossiers/${dossier.id}`)).json().data;
    expect(unchanged).toMatchObject({ status: 'open', version: 1 });
    expect((await auditEvents(ctx, 'status_changed')).filter((e) => e.entity_id === dossier.id)).toEqual([]);
    expect(unchanged.open_tasks).toBe(DEFAULT_TASK_TEMPLATES.cremation.length);

    // The owner may cancel.
    const byOwner = await owner.post(url, { version: 1, status: 'cancelled', reason: 'Dubbel aangemaakt' });
    expect(byOwner.json().data.status).toBe('cancelled');
  });

  it('keeps no reason with a status change other than cancelling', async () => {
    const dossier = await createDossierViaApi(director);
    await db
      .updateTable('dossiers')
      .set({ funeral_at: '2026-11-19T10:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    const res = await director.post(`/api/dossiers/${dossier.id}/status`, {
      version: 1,
      status: 'completed',
      reason: 'Niet nodig',
    });
    expect(res.json().data.status).toBe('completed');
    const [event] = (await auditEvents(ctx, 'status_changed')).filter((e) => e.entity_id === dossier.id);
    expect(JSON.parse(event!.changes!)).toEqual({ status: { from: 'open', to: 'completed' } });
  });
});

describe('GET /api/dossiers/:id/history', () => {
  it('lists the events newest first with who made them', async () => {
    const dossier = await createDossierViaApi(director);
    ctx.clock.advance(1);
    await employee.put(`/api/dossiers/${dossier.id}`, { version: 1, general_notes: 'Eerste notitie' });
    const res = await viewer.get(`/api/dossiers/${dossier.id}/history`);
    expect(res.statusCode).toBe(200);
    const [updated, created] = res.json().data;
    expect(updated).toMatchObject({
      entity: 'dossier',
      action: 'updated',
      section_key: null,
      user: { id: employeeUser.id, name: employeeUser.name },
      changes: [{ field: 'general_notes', from: null, to: 'Eerste notitie' }],
    });
    expect(created).toMatchObject({ action: 'created', user: { id: directorUser.id } });
    expect(created.changes).toEqual(
      expect.arrayContaining([{ field: 'number', from: null, to: dossier.number }]),
    );
  });
});

describe('the organisation switch', () => {
  it('shows the dossiers of the active organisation only', async () => {
    const dossier = await createDossierViaApi(director);
    const asLinde = await loginIn(ctx, 'eigenaar@afscheid.test', linde.id);
    expect((await asLinde.get(`/api/dossiers/${dossier.id}`)).statusCode).toBe(200);
  });
});
