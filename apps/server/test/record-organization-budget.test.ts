/**
 * "Which of my organisations holds this record" (decision 009) for the records of issue 12 that a link opens:
 * `GET /api/articles/{id}/organization`, `GET /api/suppliers/{id}/organization`, `GET /api/debtors/{id}/organization`,
 * and for the places of issue 13 `GET /api/places/{id}/organization`.
 * The answer names the organisation only to someone who may open the record there; everybody else gets the
 * same 404 as for a record that does not exist.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginAs, loginIn } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

type Kind = 'articles' | 'suppliers' | 'debtors' | 'places';
const KINDS: Kind[] = ['articles', 'suppliers', 'debtors', 'places'];

let sequence = 0;
/** A new record of the kind, made through the API by a client working in the organisation that will hold it. */
async function createRecord(client: TestClient, kind: Kind): Promise<string> {
  const n = ++sequence;
  const body = {
    articles: { code: `LINK-${n}`, name: `Rouwkaarten ${n}`, unit: 'stuk', unit_price: 250, vat_rate: '21' },
    suppliers: { name: `Drukkerij Verbeek ${n}`, kind: 'printer' },
    debtors: { kind: 'person', surname: `Jansen ${n}`, initials: 'P.' },
    places: { name: `Aula ${n}`, kind: 'aula' },
  }[kind];
  const res = await client.post(`/api/${kind}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/**
 * The owner of a funeral company and of a crematorium (articles, suppliers and debtors are in every type),
 * who works in the funeral company; the crematorium holds one record of each kind.
 */
const company = await createOrganization(ctx, 'Uitvaartzorg Het Anker');
const crematorium = await createOrganization(ctx, 'Crematorium De Vuurtoren', 'crematorium');
const owner = await createUser(ctx, 'eigenaar@anker.test', 'Olga Eigenaar');
await addMember(ctx, company.id, owner.id, 'owner');
await addMember(ctx, crematorium.id, owner.id, 'owner');
const ownerInCrematorium = await loginIn(ctx, owner.email, crematorium.id);
const records = {} as Record<Kind, string>;
for (const kind of KINDS) records[kind] = await createRecord(ownerInCrematorium, kind);
const ownerInCompany = await loginIn(ctx, owner.email, company.id);

/** A user who is a member of the crematorium only, with this role and membership status. */
async function crematoriumMember(
  name: string,
  role: 'viewer' | 'employee' | 'owner',
  status: 'active' | 'disabled' = 'active',
) {
  const user = await createUser(ctx, `${name}@vuurtoren.test`, name);
  await addMember(ctx, crematorium.id, user.id, role, status);
  return loginAs(ctx, user.email);
}

describe.each(KINDS)('GET /api/%s/{id}/organization', (kind) => {
  const expected = { data: { id: crematorium.id, name: crematorium.name, type: 'crematorium' } };

  it('names the other organisation that holds the record to its owner, who works elsewhere', async () => {
    // The record is not in the active organisation: the page gets a 404 and asks where it is.
    expect((await ownerInCompany.get(`/api/${kind}/${records[kind]}`)).statusCode).toBe(404);
    const res = await ownerInCompany.get(`/api/${kind}/${records[kind]}/organization`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected);
    // The answer does not depend on the active organisation, and a viewer (who holds every `.view`) gets it too.
    expect((await ownerInCrematorium.get(`/api/${kind}/${records[kind]}/organization`)).json()).toEqual(
      expected,
    );
    const viewer = await crematoriumMember(`lezer-${kind}`, 'viewer');
    expect((await viewer.get(`/api/${kind}/${records[kind]}/organization`)).json()).toEqual(expected);
    // The platform administrator, without an active organisation, may open it too.
    const platform = await loginAs(ctx, 'platform@afscheid.test');
    expect((await platform.get(`/api/${kind}/${records[kind]}/organization`)).json()).toEqual(expected);
  });

  it('reveals nothing to a user of another organisation: the same 404 as for a record that does not exist', async () => {
    const unknown = await ownerInCompany.get(`/api/${kind}/bestaat-niet/organization`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).not.toHaveProperty('data');

    const stranger = await createUser(ctx, `vreemde-${kind}@elders.test`);
    await addMember(
      ctx,
      (await createOrganization(ctx, `Uitvaartzorg Elders ${kind}`)).id,
      stranger.id,
      'owner',
    );
    const disabled = await crematoriumMember(`oud-lid-${kind}`, 'owner', 'disabled');
    for (const client of [await loginAs(ctx, stranger.email), disabled]) {
      const res = await client.get(`/api/${kind}/${records[kind]}/organization`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain(crematorium.name);
    }
  });

  it('is a 404 for a member whose role may not view the record there (an employee; places every role views)', async () => {
    // An employee has no articles, suppliers or debtors (ROLE_PERMISSIONS); every role sees the places.
    const employee = await crematoriumMember(`medewerker-${kind}`, 'employee');
    const res = await employee.get(`/api/${kind}/${records[kind]}/organization`);
    if (kind === 'places') {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(crematorium.id);
      return;
    }
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    expect(res.body).not.toContain(crematorium.name);
  });

  it('is a 404 once the record is deleted', async () => {
    const id = await createRecord(ownerInCrematorium, kind);
    expect((await ownerInCompany.get(`/api/${kind}/${id}/organization`)).statusCode).toBe(200);
    const removed = await ownerInCrematorium.delete(`/api/${kind}/${id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await ownerInCompany.get(`/api/${kind}/${id}/organization`)).statusCode).toBe(404);
  });
});
