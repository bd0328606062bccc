import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { ensureSections } from '../src/modules/budget/index.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs } from './factories.ts';
import { lindeStaff } from './linde.ts';
import { createDossier } from './dossier-fixtures.ts';
import { createBudgetLine } from './budget-fixtures.ts';

const errors = messages.budget.errors;
type WireSection = { id: string; name: string; position: number; line_count: number; version: number };

let ctx: TestContext;
let director: TestClient;
let employee: TestClient;
let viewer: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ director, employee, viewer } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

/** A funeral company of its own per test, with its owner logged in: its sections are exactly what the test made. */
async function freshOrganization(name: string) {
  const organization = await createOrganization(ctx, name);
  const owner = await createUser(ctx, `eigenaar@${organization.id}.test`, `Eigenaar ${name}`);
  await addMember(ctx, organization.id, owner.id, 'owner');
  return { organization, client: await loginAs(ctx, owner.email) };
}

const sectionsOf = async (client: TestClient): Promise<WireSection[]> => {
  const res = await client.get('/api/budget-sections');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the default sections', () => {
  it('are made the first time an organisation needs them, once, in their order', async () => {
    const { organization, client } = await freshOrganization('Uitvaartzorg Nieuw');
    const sections = await sectionsOf(client);
    expect(sections.map((s) => s.name)).toEqual([...messages.budget.defaultSections]);
    expect(sections.map((s) => s.position)).toEqual(sections.map((_, i) => i));
    expect(sections[0]).toMatchObject({ line_count: 0, version: 1 });
    // Asking again, or twice at once, makes no second set.
    await Promise.all([
      ensureSections(ctx.app.deps.db, organization.id, ctx.clock.now()),
      ensureSections(ctx.app.deps.db, organization.id, ctx.clock.now()),
      sectionsOf(client),
    ]);
    expect((await sectionsOf(client)).map((s) => s.id)).toEqual(sections.map((s) => s.id));
  });
});

describe('managing sections', () => {
  it('adds a section at the end, renames it with the version read, and refuses a duplicate name', async () => {
    const { client } = await freshOrganization('Uitvaartzorg Rubriek');
    const before = await sectionsOf(client);
    const added = await client.post('/api/budget-sections', { name: 'Muziek' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Muziek', position: before.length, version: 1 });
    const id = added.json().data.id as string;

    const duplicate = await client.post('/api/budget-sections', { name: 'Bloemen' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: [errors.sectionNameTaken] });
    const empty = await client.post('/api/budget-sections', { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Vul de naam in.'] });

    const renamed = await client.put(`/api/budget-sections/${id}`, { name: 'Muziek en beeld', version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Muziek en beeld', version: 2 });
    const stale = await client.put(`/api/budget-sections/${id}`, { name: 'Muziek', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: errors.sectionConflict,
      data: { id, name: 'Muziek en beeld', version: 2 },
    });
    const taken = await client.put(`/api/budget-sections/${id}`, { name: 'Catering', version: 2 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [errors.sectionNameTaken] });
    expect((await sectionsOf(client)).find((s) => s.id === id)?.name).toBe('Muziek en beeld');
  });

  it('deletes a section no line uses, and refuses (409) while a line is in it', async () => {
    const { organization, client } = await freshOrganization('Uitvaartzorg Verwijder');
    const dossier = await createDossier(ctx, organization.id);
    const sections = await sectionsOf(client);
    const used = sections.find((s) => s.name === 'Vervoer')!;
    await createBudgetLine(ctx, organization.id, dossier.id, { section_id: used.id });
    const refused = await client.delete(`/api/budget-sections/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(interpolate(errors.sectionInUse, { count: 1 }));
    expect((await sectionsOf(client)).find((s) => s.id === used.id)).toMatchObject({ line_count: 1 });

    const added = (await client.post('/api/budget-sections', { name: 'Tijdelijk' })).json().data;
    expect((await client.delete(`/api/budget-sections/${added.id}`)).statusCode).toBe(204);
    expect((await sectionsOf(client)).some((s) => s.id === added.id)).toBe(false);
    const deleted = (await auditEvents(ctx, 'deleted')).filter((e) => e.entity === 'budget_section');
    expect(deleted.map((e) => e.entity_id)).toContain(added.id);
  });

  it('orders the sections: every section exactly once, else 422 and nothing moves', async () => {
    const { client } = await freshOrganization('Uitvaartzorg Volgorde');
    const sections = await sectionsOf(client);
    const ids = sections.map((s) => s.id);
    const reversed = [...ids].reverse();
    const res = await client.put('/api/budget-sections/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: WireSection) => s.id)).toEqual(reversed);
    expect((await sectionsOf(client)).map((s) => s.name)).toEqual(
      [...messages.budget.defaultSections].reverse(),
    );

    const refusals = [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'onbekend'], []];
    for (const wrong of refusals) {
      const refused = await client.put('/api/budget-sections/order', { ids: wrong });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ ids: [errors.sectionOrder] });
    }
    // Another organisation's section cannot be put in the list.
    const otherSection = (await sectionsOf(director))[0]!.id;
    const foreign = await client.put('/api/budget-sections/order', {
      ids: [...reversed.slice(1), otherSection],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await sectionsOf(client)).map((s) => s.id)).toEqual(reversed);

    // The budget of a dossier follows the order.
    const reordered = (await auditEvents(ctx, 'reordered')).filter((e) => e.entity === 'budget_section');
    expect(reordered.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(reordered.at(-1)!.changes!).order.to[0]).toBe('Derden (doorlopende posten)');
  });

  it("shows a dossier's budget in the organisation's order", async () => {
    const { organization, client } = await freshOrganization('Uitvaartzorg Tab');
    const ids = (await sectionsOf(client)).map((s) => s.id);
    const order = [ids[3]!, ...ids.filter((id) => id !== ids[3])];
    expect((await client.put('/api/budget-sections/order', { ids: order })).statusCode).toBe(200);
    const dossier = await createDossier(ctx, organization.id);
    const budget = (await client.get(`/api/dossiers/${dossier.id}/budget`)).json().data;
    expect(budget.sections.map((s: { id: string }) => s.id)).toEqual(order);
    expect(budget.sections[0].name).toBe('Crematie/Begrafenis');
  });
});

describe('permissions and isolation', () => {
  it('lets the viewer read the sections but not manage them, and gives the employee none', async () => {
    expect((await viewer.get('/api/budget-sections')).statusCode).toBe(200);
    expect((await viewer.post('/api/budget-sections', { name: 'Lezer' })).statusCode).toBe(403);
    const id = (await sectionsOf(director))[0]!.id;
    expect((await viewer.put(`/api/budget-sections/${id}`, { name: 'Lezer', version: 1 })).statusCode).toBe(
      403,
    );
    expect((await viewer.delete(`/api/budget-sections/${id}`)).statusCode).toBe(403);
    expect((await viewer.put('/api/budget-sections/order', { ids: [id] })).statusCode).toBe(403);
    expect((await employee.get('/api/budget-sections')).statusCode).toBe(403);
  });

  it("is a 404 for another organisation's section, before the body is read", async () => {
    const { client } = await freshOrganization('Uitvaartzorg Vreemd');
    const lindeSection = (await sectionsOf(director))[0]!;
    expect(
      (await client.put(`/api/budget-sections/${lindeSection.id}`, { name: 'Overgenomen', version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await client.put(`/api/budget-sections/${lindeSection.id}`, {})).statusCode).toBe(404);
    expect((await client.delete(`/api/budget-sections/${lindeSection.id}`)).statusCode).toBe(404);
    expect((await sectionsOf(director))[0]).toMatchObject({ id: lindeSection.id, name: lindeSection.name });
    expect((await sectionsOf(client)).some((s) => s.id === lindeSection.id)).toBe(false);
  });
});
