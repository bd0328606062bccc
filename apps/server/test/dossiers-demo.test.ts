import { afterAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@afscheid/shared';
import { seedDemoDossiers } from '../src/seed/demo.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, lindeClients } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

describe('the demo dossiers', () => {
  it('fill Uitvaartzorg De Linde with dossiers in every status, with sections, tasks and notes', async () => {
    const { linde, viewer } = await lindeClients(ctx);
    const list = (await viewer.get('/api/dossiers?per_page=100')).json();
    expect(list.meta.total).toBe(7);
    const statuses = list.data.map((d: { status: string }) => d.status).sort();
    expect(statuses).toEqual(['cancelled', 'closed', 'completed', 'invoiced', 'open', 'open', 'open']);
    expect(new Set(list.data.map((d: { type: string }) => d.type))).toEqual(new Set(['cremation', 'burial']));
    const numbers = list.data.map((d: { number: string }) => d.number);
    expect(new Set(numbers).size).toBe(7);

    const riek = list.data.find(
      (d: { deceased_name: string }) => d.deceased_name === 'Hendrika Johanna de Boer',
    );
    const detail = (await viewer.get(`/api/dossiers/${riek.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'open',
      type: 'cremation',
      responsible: { name: 'Ursula Verzorger' },
    });
    expect(detail.sections.filter((s: { filled: boolean }) => s.filled).length).toBeGreaterThanOrEqual(6);
    expect(detail.missing_documents.length).toBeGreaterThan(0);
    expect(detail.open_tasks).toBeGreaterThan(0);
    const client = (await viewer.get(`/api/dossiers/${riek.id}/sections/client`)).json().data;
    expect(client.data.person).toMatchObject({ first_names: 'Marcel', last_name: 'Boer' });
    const notes = await db
      .selectFrom('dossier_notes')
      .select('body')
      .where('dossier_id', '=', riek.id)
      .execute();
    expect(notes).toHaveLength(2);
    // The client, and the debtor the demo made of him for the budget (issue 12).
    const marcel = (await viewer.get('/api/address-book?search=marcel')).json().data as { source: string }[];
    expect(marcel.map((entry) => entry.source).sort()).toEqual(['client', 'debtor']);
    expect((await viewer.get('/api/dossiers?search=riek')).json().data).toEqual([]);
    expect((await viewer.get('/api/dossiers?search=boer hendr')).json().data).toHaveLength(1);
    // The demo company kept its numbering when it switched: the numbers of a year follow each other.
    const counters = await db
      .selectFrom('dossier_number_counters')
      .selectAll()
      .where('organization_id', '=', linde.id)
      .execute();
    const sequences = numbers.map((n: string) => Number(n.slice(5))).sort((a: number, b: number) => a - b);
    const last = counters.find((c) => c.year === 2026)!.last_number;
    expect(sequences).toEqual(Array.from({ length: 7 }, (_, i) => last - 6 + i));
    expect(last).toBeGreaterThan(300);
  });

  it('tell a coherent story: work done past "open", a cancelled dossier with its reason and no open tasks', async () => {
    const { viewer } = await lindeClients(ctx);
    const list = (await viewer.get('/api/dossiers?per_page=100')).json().data as {
      id: string;
      status: string;
    }[];
    for (const dossier of list.filter((d) => d.status !== 'open')) {
      const detail = (await viewer.get(`/api/dossiers/${dossier.id}`)).json().data;
      const tasks = (await viewer.get(`/api/dossiers/${dossier.id}/tasks`)).json().data as {
        status: string;
        is_overdue: boolean;
      }[];
      expect(
        tasks.filter((task) => task.is_overdue),
        dossier.status,
      ).toEqual([]);
      if (dossier.status === 'cancelled') {
        expect(detail.open_tasks).toBe(0);
        const history = (await viewer.get(`/api/dossiers/${dossier.id}/history`)).json().data;
        const cancelled = history.find((event: { action: string }) => event.action === 'status_changed');
        expect(cancelled.changes).toContainEqual({
          field: 'reason',
          from: null,
          to: expect.stringContaining('Groningen'),
        });
      }
    }
  });

  it('are made through the services, so the audit trail shows who did what and when', async () => {
    const { linde } = await lindeClients(ctx);
    const events = await db
      .selectFrom('audit_events as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.entity', 'a.action', 'u.email', 'a.ip', 'a.created_at'])
      .where('a.organization_id', '=', linde.id)
      .execute();
    const count = (entity: string, action: string) =>
      events.filter((event) => event.entity === entity && event.action === action).length;
    expect(count('dossier', 'created')).toBe(7);
    expect(count('dossier_section', 'updated')).toBeGreaterThanOrEqual(7 * 3);
    expect(count('dossier', 'status_changed')).toBe(1 + 2 + 3 + 1);
    expect(count('task', 'completed')).toBeGreaterThan(0);
    expect(count('note', 'created')).toBeGreaterThan(0);
    expect(new Set(events.map((event) => event.email))).toContain('uitvaartverzorger@afscheid.test');
    expect(events.every((event) => event.ip === null)).toBe(true);
    // Each dossier's events start when its death was reported, not when the seed ran.
    expect(new Set(events.map((event) => event.created_at.slice(0, 10))).size).toBeGreaterThan(3);
  });

  it('pass the shared rules and keep the legal windows on any day they are seeded', async () => {
    const owner = await createUser(ctx, 'demo-eigenaar@demo.test', 'Demo Eigenaar');
    const people = { owner: owner.id, director: owner.id, employee: owner.id };
    // Around Christmas and New Year, Easter, Kings Day and Ascension, the change to summer and winter time,
    // and then every eleventh day for a year, at changing hours.
    const moments = [
      '2026-12-24T07:00:00.000Z',
      '2026-12-27T23:30:00.000Z',
      '2027-01-01T00:15:00.000Z',
      '2027-03-26T12:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
      '2027-03-29T22:45:00.000Z',
      '2027-04-27T09:00:00.000Z',
      '2027-05-06T16:00:00.000Z',
      '2027-10-31T01:30:00.000Z',
    ].map((at) => new Date(at));
    for (let day = 0; day < 365; day += 11) {
      moments.push(
        new Date(Date.parse('2027-01-03T00:30:00.000Z') + day * 86_400_000 + (day % 24) * 3_600_000),
      );
    }
    for (const [index, now] of moments.entries()) {
      const created = await createOrganization(ctx, `Demo ${index}`);
      await addMember(ctx, created.id, owner.id, 'owner');
      const organization = await db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      await seedDemoDossiers(ctx.app.deps, now, organization, people);
      const rows = await db
        .selectFrom('dossiers')
        .select(['status', 'funeral_at', 'died_at'])
        .where('organization_id', '=', organization.id)
        .execute();
      expect(rows).toHaveLength(7);
      // A coherent story: a dossier whose work is done has no overdue open tasks, a cancelled one none open.
      const openTasks = await db
        .selectFrom('tasks as t')
        .innerJoin('dossiers as d', 'd.id', 't.dossier_id')
        .select(['d.status', 't.due_date', 't.title'])
        .where('t.organization_id', '=', organization.id)
        .where('t.status', '=', 'open')
        .where('t.deleted_at', 'is', null)
        .where('d.status', '!=', 'open')
        .execute();
      const today = toIsoDate(now)!;
      const incoherent = openTasks.filter(
        (task) => task.status === 'cancelled' || task.due_date === null || task.due_date < today,
      );
      expect(incoherent, now.toISOString()).toEqual([]);
      for (const row of rows) {
        expect(row.died_at <= now.toISOString(), `${now.toISOString()} died ${row.died_at}`).toBe(true);
        if (row.status === 'completed' || row.status === 'invoiced' || row.status === 'closed') {
          expect(row.funeral_at! <= now.toISOString(), `${now.toISOString()} ${row.status}`).toBe(true);
        }
        if (row.status === 'open' && row.funeral_at) {
          expect(row.funeral_at > now.toISOString(), `${now.toISOString()} open`).toBe(true);
        }
      }
    }
    // 43 demo seedings: some 15 s on SQLite and 55 s on PostgreSQL on a quiet 2-core machine, much more on a busy
    // one (no speed is asserted here).
  }, 300_000);
});
