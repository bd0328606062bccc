import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TASK_TEMPLATES, messages } from '@afscheid/shared';
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
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const { linde, director, employee, viewer } = await lindeClients(ctx);
const admin = await loginIn(ctx, 'beheerder@afscheid.test', linde.id);

const wireDefaults = (type: 'cremation' | 'burial') =>
  DEFAULT_TASK_TEMPLATES[type].map((item) => ({
    title: item.title,
    description: item.description ?? null,
    priority: item.priority,
    due_offset_days: item.dueOffsetDays ?? null,
  }));

const OWN_LIST = [
  {
    title: 'Familiegesprek plannen',
    description: 'Binnen een dag na de melding.',
    priority: 'urgent',
    due_offset_days: 0,
  },
  { title: 'Verlof tot cremeren ophalen', priority: 'high', due_offset_days: 2 },
  { title: 'Nazorggesprek', priority: 'low', due_offset_days: null },
];

describe('GET /api/task-templates', () => {
  it('gives the defaults until the organisation saves its own list', async () => {
    const res = await employee.get('/api/task-templates');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      cremation: wireDefaults('cremation'),
      burial: wireDefaults('burial'),
      is_default: { cremation: true, burial: true },
    });
    expect((await viewer.get('/api/task-templates')).statusCode).toBe(200);
  });
});

describe('PUT /api/task-templates', () => {
  it('replaces the list of one type for admins and owners only, and new dossiers get it', async () => {
    const denied = await director.put('/api/task-templates', { dossier_type: 'cremation', items: OWN_LIST });
    expect(denied.statusCode).toBe(403);
    expect(
      (await viewer.put('/api/task-templates', { dossier_type: 'cremation', items: OWN_LIST })).statusCode,
    ).toBe(403);

    const res = await admin.put('/api/task-templates', { dossier_type: 'cremation', items: OWN_LIST });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      cremation: [OWN_LIST[0], { ...OWN_LIST[1], description: null }, { ...OWN_LIST[2], description: null }],
      burial: wireDefaults('burial'),
      is_default: { cremation: false, burial: true },
    });
    const [audit] = await auditEvents(ctx, 'updated').then((events) =>
      events.filter((e) => e.entity === 'task_templates'),
    );
    expect(audit!.organization_id).toBe(linde.id);
    expect(JSON.parse(audit!.changes!)).toEqual({
      dossier_type: 'cremation',
      items: { from: DEFAULT_TASK_TEMPLATES.cremation.map((t) => t.title), to: OWN_LIST.map((t) => t.title) },
    });

    const dossier = await createDossierViaApi(director, { type: 'cremation' });
    const tasks = await db
      .selectFrom('tasks')
      .selectAll()
      .where('dossier_id', '=', dossier.id)
      .orderBy('position')
      .execute();
    expect(tasks.map((t) => [t.title, t.priority, t.due_date])).toEqual([
      ['Familiegesprek plannen', 'urgent', '2026-11-21'],
      ['Verlof tot cremeren ophalen', 'high', '2026-11-23'],
      ['Nazorggesprek', 'low', null],
    ]);
    expect(tasks.every((t) => t.template_id !== null)).toBe(true);
    const burial = await createDossierViaApi(director, { type: 'burial' });
    expect(burial.open_tasks).toBe(DEFAULT_TASK_TEMPLATES.burial.length);

    // A second save replaces the list; dossiers made earlier keep their tasks.
    await admin.put('/api/task-templates', { dossier_type: 'cremation', items: [OWN_LIST[2]] });
    expect((await admin.get('/api/task-templates')).json().data.cremation).toHaveLength(1);
    expect((await director.get(`/api/dossiers/${dossier.id}`)).json().data.open_tasks).toBe(3);
  });

  it('accepts an empty list: new dossiers of that type get no standard tasks', async () => {
    const res = await admin.put('/api/task-templates', { dossier_type: 'burial', items: [] });
    expect(res.json().data).toMatchObject({ burial: [], is_default: { burial: false } });
    const dossier = await createDossierViaApi(director, { type: 'burial' });
    expect(dossier.open_tasks).toBe(0);
  });

  it('refuses invalid items with Dutch messages per field', async () => {
    const res = await admin.put('/api/task-templates', {
      dossier_type: 'zeemansgraf',
      items: [{ title: '', priority: 'extreem', due_offset_days: 400 }],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.dossier_type).toEqual([messages.dossiers.errors.type]);
    expect(errors['items.0.priority']).toEqual([messages.dossiers.errors.priority]);
    expect(errors['items.0.due_offset_days']).toEqual([messages.dossiers.errors.dueOffsetDays]);
    expect(errors['items.0.title']).toHaveLength(1);
  });

  it("keeps each organisation's lists apart", async () => {
    const other = await createOrganization(ctx, 'Uitvaartcentrum Eigen Lijst');
    const owner = await createUser(ctx, 'eigenaar@eigenlijst.test', 'Olga Eigenaar');
    await addMember(ctx, other.id, owner.id, 'owner');
    const client = await loginAs(ctx, owner.email);
    expect((await client.get('/api/task-templates')).json().data.is_default).toEqual({
      cremation: true,
      burial: true,
    });
  });
});
