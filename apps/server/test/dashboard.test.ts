import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamInstant, budgetTotals, type Role, type VatRate } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, TestClient } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  loginIn,
  newRow,
  saveSectionViaApi,
} from './factories.ts';
import { createDossier, createTask } from './dossier-fixtures.ts';
import { createBudgetLine, createDebtor, invoiceLines } from './budget-fixtures.ts';
import { createCremation } from './cremation-fixtures.ts';
import { createDestination, createRecord, insertAshPlace, nextNumber } from './ash-fixtures.ts';
import { startFakeWefact } from './fake-wefact.ts';

/**
 * GET /api/dashboard (issue 16) for a funeral company and a crematorium of their own (so every count is known
 * exactly; the demo organisations' data lives alongside and must never be counted), on the test clock:
 * Saturday 21 November 2026, 13:00 in Amsterdam.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const at = (date: string, time: string) => amsterdamInstant(date, time)!;

async function organizationWith(name: string, type: 'funeral_company' | 'crematorium', roles: Role[]) {
  const organization = await createOrganization(ctx, name, type);
  const users: Record<string, { id: string; email: string }> = {};
  for (const role of roles) {
    const user = await createUser(ctx, `${role}@${organization.id}.test`, `${role} ${name}`);
    await addMember(ctx, organization.id, user.id, role);
    users[role] = user;
  }
  return { organization, users };
}

const company = await organizationWith('Uitvaartzorg Dashboard', 'funeral_company', [
  'owner',
  'admin',
  'funeral_director',
  'employee',
  'viewer',
]);
const crematorium = await organizationWith('Crematorium Dashboard', 'crematorium', [
  'owner',
  'crematorium_staff',
  'viewer',
]);
const companyId = company.organization.id;
const crematoriumId = crematorium.organization.id;

async function clientOf(side: typeof company, role: Role): Promise<TestClient> {
  return loginIn(ctx, side.users[role]!.email, side.organization.id);
}

async function dashboardOf(client: TestClient) {
  const res = await client.get('/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const FUNERAL_PARTS = ['dossiers', 'legal_deadlines', 'billable', 'ash_waiting_for_client'];
const CREMATORIUM_PARTS = ['cremations_today', 'ash'];
const MANAGER_PARTS = ['suppliers', 'invoicing'];

/** The parts that are not null. */
const shown = (data: Record<string, unknown>) =>
  [
    'dossiers',
    'reservations',
    'legal_deadlines',
    'tasks',
    'billable',
    'crematorium_requests',
    'ash_waiting_for_client',
    'cremations_today',
    'ash',
    ...MANAGER_PARTS,
  ].filter((part) => data[part] !== null);

describe('who sees which part', () => {
  it('gives each role of a funeral company the parts its permissions and the type allow', async () => {
    const everything = ['dossiers', 'reservations', 'legal_deadlines', 'tasks', 'billable'];
    const requests = ['crematorium_requests', 'ash_waiting_for_client'];
    const expected: Partial<Record<Role, string[]>> = {
      owner: [...everything, ...requests, ...MANAGER_PARTS],
      admin: [...everything, ...requests, ...MANAGER_PARTS],
      funeral_director: [...everything, ...requests],
      // No invoicing and no crematorium requests for an employee.
      employee: ['dossiers', 'reservations', 'legal_deadlines', 'tasks'],
      // The viewer reads every list (billable dossiers and requests included), keeps nothing.
      viewer: [...everything, ...requests],
    };
    for (const [role, parts] of Object.entries(expected)) {
      const data = await dashboardOf(await clientOf(company, role as Role));
      expect(shown(data), role).toEqual(
        [
          'dossiers',
          'reservations',
          'legal_deadlines',
          'tasks',
          'billable',
          'crematorium_requests',
          'ash_waiting_for_client',
          'cremations_today',
          'ash',
          ...MANAGER_PARTS,
        ].filter((part) => parts.includes(part)),
      );
      for (const part of CREMATORIUM_PARTS) expect(data[part], `${role} ${part}`).toBeNull();
    }
  });

  it('gives a crematorium its cremations and ashes, never dossiers, billing or the ashes waiting for a client', async () => {
    const expected: Partial<Record<Role, string[]>> = {
      owner: ['reservations', 'tasks', 'crematorium_requests', 'cremations_today', 'ash', ...MANAGER_PARTS],
      crematorium_staff: ['reservations', 'tasks', 'crematorium_requests', 'cremations_today', 'ash'],
      viewer: ['reservations', 'tasks', 'crematorium_requests', 'cremations_today', 'ash'],
    };
    for (const [role, parts] of Object.entries(expected)) {
      const data = await dashboardOf(await clientOf(crematorium, role as Role));
      expect(shown(data), role).toEqual(parts);
      for (const part of FUNERAL_PARTS) expect(data[part], `${role} ${part}`).toBeNull();
    }
  });

  it('names today, tomorrow and the Sunday that ends the week in Amsterdam', async () => {
    const data = await dashboardOf(await clientOf(company, 'employee'));
    expect(data).toMatchObject({ today: '2026-11-21', tomorrow: '2026-11-22', week_end: '2026-11-22' });
  });

  it('answers 401 without a session and 409 when the tab shows another organisation', async () => {
    expect((await new TestClient(ctx.app).get('/api/dashboard')).statusCode).toBe(401);
    const director = await clientOf(company, 'funeral_director');
    const stale = await director.request('GET', '/api/dashboard', undefined, {
      'x-organization-id': crematoriumId,
    });
    expect(stale.statusCode).toBe(409);
  });
});

/** A dossier of the company that died at `diedAt`, with a status, a funeral moment or deleted. */
async function dossierDiedAt(
  organizationId: string,
  diedAt: string,
  opts: {
    status?: 'open' | 'completed' | 'cancelled';
    funeralAt?: string;
    deleted?: boolean;
    lastName?: string;
  } = {},
) {
  const dossier = await createDossier(ctx, organizationId, { status: opts.status, lastName: opts.lastName });
  await db
    .updateTable('dossiers')
    .set({
      died_at: diedAt,
      funeral_at: opts.funeralAt ?? null,
      deleted_at: opts.deleted ? iso(ctx.clock.now()) : null,
    })
    .where('id', '=', dossier.id)
    .execute();
  return dossier;
}

describe('a funeral company', () => {
  // Today is Saturday 21 November: a latest day on Monday 23 or Tuesday 24 (two working days on) is close. The
  // 6th working day after Friday 13 up to Sunday 15 is Monday 23; after Monday 16 it is Tuesday 24.
  const near = { friday: '', monday: '' };

  it('counts its dossiers per status and the ones close to their legal latest day', async () => {
    near.friday = (await dossierDiedAt(companyId, at('2026-11-13', '08:00'), { lastName: 'Vrijdag' })).id;
    near.monday = (await dossierDiedAt(companyId, at('2026-11-16', '23:30'), { lastName: 'Maandag' })).id;
    // Died on Tuesday 17 (00:30): latest day Wednesday 25, not close yet.
    await dossierDiedAt(companyId, at('2026-11-17', '00:30'));
    // Died on Thursday 12 (23:30): latest day Friday 20, gone by.
    await dossierDiedAt(companyId, at('2026-11-12', '23:30'));
    // Close, but the cremation is planned, the dossier is completed, or it was deleted.
    await dossierDiedAt(companyId, at('2026-11-14', '10:00'), { funeralAt: at('2026-11-20', '10:00') });
    await dossierDiedAt(companyId, at('2026-11-14', '10:00'), { status: 'completed' });
    await dossierDiedAt(companyId, at('2026-11-14', '10:00'), { deleted: true });
    await dossierDiedAt(companyId, at('2026-11-14', '10:00'), { status: 'cancelled' });

    const data = await dashboardOf(await clientOf(company, 'funeral_director'));
    expect(data.dossiers).toEqual({
      total: 7,
      by_status: [
        { status: 'open', count: 5 },
        { status: 'completed', count: 1 },
        { status: 'invoiced', count: 0 },
        { status: 'closed', count: 0 },
        { status: 'cancelled', count: 1 },
      ],
    });
    expect(data.legal_deadlines).toEqual({
      count: 2,
      until: '2026-11-24',
      items: [
        expect.objectContaining({ dossier_id: near.friday, latest_date: '2026-11-23' }),
        expect.objectContaining({ dossier_id: near.monday, latest_date: '2026-11-24' }),
      ],
    });
    expect(data.legal_deadlines.items[0].deceased_name).toBe('Johanna Maria van der Vrijdag');
  });

  it("counts today's and tomorrow's reservations as the planner's days show them", async () => {
    const owner = await clientOf(company, 'owner');
    const place = await owner.post('/api/places', {
      name: 'Aula Dashboard',
      kind: 'aula',
      location_name: 'Uitvaartcentrum',
      city: 'Utrecht',
      preparation_minutes: 0,
      cleanup_minutes: 0,
    });
    expect(place.statusCode, place.body).toBe(201);
    const reserve = async (
      startsAt: string,
      endsAt: string,
      status: 'confirmed' | 'option' = 'confirmed',
    ) => {
      const res = await owner.post('/api/reservations', {
        place_id: place.json().data.id,
        starts_at: startsAt,
        ends_at: endsAt,
        kind: 'ceremony',
        title: 'Afscheid',
        status,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; version: number };
    };
    await reserve(at('2026-11-20', '23:30'), at('2026-11-21', '00:30')); // started yesterday: today
    await reserve(at('2026-11-21', '10:00'), at('2026-11-21', '11:00'));
    await reserve(at('2026-11-21', '23:30'), at('2026-11-22', '00:30')); // today and tomorrow
    await reserve(at('2026-11-22', '14:00'), at('2026-11-22', '15:00'), 'option');
    await reserve(at('2026-11-23', '10:00'), at('2026-11-23', '11:00')); // the day after tomorrow
    const cancelled = await reserve(at('2026-11-21', '15:00'), at('2026-11-21', '16:00'));
    const cancel = await owner.put(`/api/reservations/${cancelled.id}`, {
      version: cancelled.version,
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await dashboardOf(owner)).reservations).toEqual({ today: 3, tomorrow: 2 });
    // A crematorium's planner is its own.
    expect((await dashboardOf(await clientOf(crematorium, 'crematorium_staff'))).reservations).toEqual({
      today: 0,
      tomorrow: 0,
    });
  });

  it("counts the member's own open and overdue tasks", async () => {
    const director = company.users.funeral_director!.id;
    const employee = company.users.employee!.id;
    await createTask(ctx, companyId, { assignee_id: director, due_date: '2026-11-20' }); // overdue
    await createTask(ctx, companyId, { assignee_id: director, due_date: '2026-11-21' }); // due today
    await createTask(ctx, companyId, { assignee_id: director }); // no due date
    await createTask(ctx, companyId, { assignee_id: director, due_date: '2026-11-01', status: 'done' });
    await createTask(ctx, companyId, { assignee_id: employee, due_date: '2026-11-01' });
    // A task of a deleted dossier is gone with it.
    const deleted = await dossierDiedAt(companyId, at('2026-11-01', '10:00'), { deleted: true });
    await createTask(ctx, companyId, {
      assignee_id: director,
      due_date: '2026-11-01',
      dossier_id: deleted.id,
    });

    expect((await dashboardOf(await clientOf(company, 'funeral_director'))).tasks).toEqual({
      open: 3,
      overdue: 1,
    });
    expect((await dashboardOf(await clientOf(company, 'employee'))).tasks).toEqual({ open: 1, overdue: 1 });
    expect((await dashboardOf(await clientOf(company, 'owner'))).tasks).toEqual({ open: 0, overdue: 0 });
  });

  it('counts the billable dossiers and adds up their amounts as each invoice would', async () => {
    const dossierA = await createDossier(ctx, companyId, { status: 'completed' });
    const dossierB = await createDossier(ctx, companyId, { status: 'completed' });
    const big = await createDossier(ctx, companyId, { status: 'completed' });
    const deleted = await dossierDiedAt(companyId, at('2026-11-10', '10:00'), { deleted: true });
    const invoiced = await createDossier(ctx, companyId, { status: 'invoiced' });
    const debtorX = await createDebtor(ctx, companyId, { surname: 'Xander' });
    const debtorY = await createDebtor(ctx, companyId, { surname: 'Ypma' });
    type Line = { quantity: number; price: number; vat: VatRate; discount?: number; debtor: string | null };
    const lines: { dossierId: string; debtor: string | null; line: Line }[] = [];
    const add = async (dossierId: string, line: Line) => {
      const id = await createBudgetLine(ctx, companyId, dossierId, {
        quantity_milli: line.quantity,
        unit_price: line.price,
        vat_rate: line.vat,
        debtor_id: line.debtor,
      });
      if (line.discount) {
        await db
          .updateTable('budget_lines')
          .set({ discount_bp: line.discount })
          .where('id', '=', id)
          .execute();
      }
      lines.push({ dossierId, debtor: line.debtor, line });
      return id;
    };
    // Amounts that round: 2,5 × € 33,33 − 12,5 % = € 72,909375 → € 72,91; half a cent away from zero.
    await add(dossierA.id, { quantity: 2500, price: 3333, vat: '21', discount: 1250, debtor: debtorX });
    await add(dossierA.id, { quantity: 1000, price: -1999, vat: '21', debtor: debtorX });
    await add(dossierA.id, { quantity: 1000, price: 1725, vat: '9', debtor: debtorX });
    await add(dossierA.id, { quantity: 1500, price: 33, vat: '21', debtor: debtorY });
    await add(dossierA.id, { quantity: 1000, price: 1720, vat: 'disbursement', debtor: null });
    await add(dossierB.id, { quantity: 1000, price: -333, vat: '21', discount: 5000, debtor: debtorY });
    await add(dossierB.id, { quantity: 3, price: 50, vat: 'exempt', debtor: null });
    // The largest a line may be: a million units of € 1.000.000 (products beyond 64 bits stay exact).
    await add(big.id, {
      quantity: 1_000_000_000,
      price: 100_000_000,
      vat: '21',
      discount: 1,
      debtor: debtorX,
    });
    // Not billable: a deleted dossier's line, a line on an invoice, a line not meant to be invoiced.
    await createBudgetLine(ctx, companyId, deleted.id, { unit_price: 99_900 });
    const onInvoice = await createBudgetLine(ctx, companyId, invoiced.id, { unit_price: 99_900 });
    await invoiceLines(ctx, companyId, invoiced.id, [onInvoice]);
    const notBillable = await createBudgetLine(ctx, companyId, dossierB.id, { unit_price: 99_900 });
    await db.updateTable('budget_lines').set({ billable: 0 }).where('id', '=', notBillable).execute();

    // What the invoices would say: per dossier and debtor the shared totals.
    const groups = new Map<string, Line[]>();
    for (const { dossierId, debtor, line } of lines) {
      const key = `${dossierId}/${debtor}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    let excl = 0;
    let incl = 0;
    for (const group of groups.values()) {
      const totals = budgetTotals(
        group.map((line) => ({
          quantityMilli: line.quantity,
          unitPrice: line.price,
          discountBp: line.discount ?? 0,
          vatRate: line.vat,
        })),
      );
      excl += totals.excl;
      incl += totals.incl;
    }
    const director = await clientOf(company, 'funeral_director');
    expect((await dashboardOf(director)).billable).toEqual({ count: 3, total_excl: excl, total_incl: incl });

    // The same as the "Te factureren dossiers" list adds up.
    const list = (await director.get('/api/invoicing/billable-dossiers?per_page=100')).json();
    expect(list.meta.total).toBe(3);
    const sum = (key: 'excl' | 'incl') =>
      (list.data as { excl: number; incl: number }[]).reduce((total, item) => total + item[key], 0);
    expect([sum('excl'), sum('incl')]).toEqual([excl, incl]);
  });

  it('counts the suppliers per status and the state of the invoicing link for owners and admins', async () => {
    for (const [name, status] of [
      ['Bloemen Dashboard', 'active'],
      ['Drukkerij Dashboard', 'active'],
      ['Catering Dashboard', 'inactive'],
    ] as const) {
      await db
        .insertInto('suppliers')
        .values({
          ...newRow(ctx),
          organization_id: companyId,
          name,
          kind: 'florist',
          status,
          country: 'NL',
          search_text: ` ${name.toLowerCase()}`,
          sort_name: name.toLowerCase(),
        })
        .execute();
    }
    const admin = await clientOf(company, 'admin');
    const data = await dashboardOf(admin);
    expect(data.suppliers).toEqual({
      by_status: [
        { status: 'active', count: 2 },
        { status: 'inactive', count: 1 },
      ],
    });
    expect(data.invoicing).toEqual({
      state: 'not_configured',
      failed_invoices: 0,
      pending_invoices: 0,
      updated_at: null,
    });

    const key = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const fake = await startFakeWefact(key);
    try {
      const saved = await admin.put(`/api/organizations/${companyId}/wefact`, {
        api_key: key,
        base_url: fake.url,
        tax_codes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await fake.close();
    }
    expect((await dashboardOf(admin)).invoicing).toEqual({
      state: 'configured',
      failed_invoices: 0,
      pending_invoices: 0,
      updated_at: iso(ctx.clock.now()),
    });

    // An attempt that failed needs a look until the dossier's lines are invoiced again for that debtor.
    const dossier = await createDossier(ctx, companyId, { status: 'completed' });
    const debtor = await createDebtor(ctx, companyId);
    const invoice = async (state: 'failed' | 'pending', createdAt: Date) => {
      await db
        .insertInto('invoices')
        .values({
          id: newId(),
          organization_id: companyId,
          dossier_id: dossier.id,
          debtor_id: debtor,
          state,
          reference: `dashboard-${state}`,
          amount_excl: 0,
          amount_vat: 0,
          amount_incl: 0,
          line_count: 1,
          last_error: state === 'failed' ? 'WeFact gaf een fout' : null,
          created_at: iso(createdAt),
          updated_at: iso(createdAt),
        })
        .execute();
    };
    const now = ctx.clock.now().getTime();
    await invoice('failed', new Date(now - 3_600_000));
    expect((await dashboardOf(admin)).invoicing).toMatchObject({
      state: 'attention',
      failed_invoices: 1,
      pending_invoices: 0,
    });
    // Tried again: the failure is settled; a pending attempt of a minute is normal, one of ten is stuck.
    await invoice('pending', new Date(now - 60_000));
    expect((await dashboardOf(admin)).invoicing).toMatchObject({
      state: 'configured',
      failed_invoices: 0,
      pending_invoices: 1,
    });
    await db
      .updateTable('invoices')
      .set({ created_at: iso(new Date(now - 600_000)) })
      .where('reference', '=', 'dashboard-pending')
      .execute();
    expect((await dashboardOf(admin)).invoicing).toMatchObject({ state: 'attention', pending_invoices: 1 });
  });
});

/** A crematorium request between the two (or others), stored as the requests module stores one. */
async function insertRequest(status: string, requesterId = companyId, providerId = crematoriumId) {
  const now = iso(ctx.clock.now());
  const id = newId();
  await db
    .insertInto('crematorium_requests')
    .values({
      id,
      requester_organization_id: requesterId,
      provider_organization_id: providerId,
      dossier_id: null,
      dossier_number: '2026-0900',
      status: status as 'submitted',
      deceased_name: `Verzoek ${status}`,
      search_name: `verzoek ${status}`,
      wished_at: at('2026-11-25', '10:00'),
      planned_at: at('2026-11-25', '10:00'),
      wishes: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const complete = {
  permit_received: true,
  permit_compared: true,
  request_form_received: true,
  implants_removed: true,
  coffin_registration_number: 'K-1001',
  identified_by: 'Chris Crematorium',
};

describe('between a funeral company and a crematorium', () => {
  it('counts the requests on each side: waiting for the crematorium and proposals to answer', async () => {
    for (const status of [
      'submitted',
      'submitted',
      'proposed',
      'draft',
      'accepted',
      'rejected',
      'cancelled',
    ]) {
      await insertRequest(status);
    }
    expect((await dashboardOf(await clientOf(company, 'funeral_director'))).crematorium_requests).toEqual({
      submitted: 2,
      proposals: 1,
    });
    // The crematorium never sees the draft.
    expect(
      (await dashboardOf(await clientOf(crematorium, 'crematorium_staff'))).crematorium_requests,
    ).toEqual({
      submitted: 2,
      proposals: 1,
    });
  });

  it("lists today's cremations with their approval state and counts the ashes waiting for the client", async () => {
    const staff = await clientOf(crematorium, 'crematorium_staff');
    const staffId = crematorium.users.crematorium_staff!.id;
    const cremate = (lastName: string, plannedAt: string) =>
      createCremation(ctx, {
        organizationId: crematoriumId,
        requesterId: companyId,
        userId: staffId,
        lastName,
        plannedAt,
        crematoriumName: 'Crematorium Dashboard',
        funeralCompanyName: 'Uitvaartzorg Dashboard',
      });
    const perform = async (id: string, number: string) => {
      const version = (await staff.get(`/api/cremations/${id}`)).json().data.version;
      expect((await staff.put(`/api/cremations/${id}`, { version, ...complete })).statusCode).toBe(200);
      expect((await staff.post(`/api/cremations/${id}/approve`, {})).statusCode).toBe(200);
      const res = await staff.post(`/api/cremations/${id}/perform`, {
        performed_at: iso(ctx.clock.now()),
        ash_registration_number: number,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.ash_record_id as string;
    };
    const first = await cremate('Eerstwaarde', at('2026-11-21', '08:00'));
    const second = await cremate('Tweedeling', at('2026-11-21', '10:00'));
    const third = await cremate('Derksen', at('2026-11-21', '13:00'));
    const approved = await cremate('Vierhout', at('2026-11-21', '14:00'));
    await cremate('Morgenstond', at('2026-11-22', '10:00'));
    await cremate('Gisteren', at('2026-11-20', '23:00'));
    const recordFirst = await perform(first.id, 'CD-2026-0001');
    const recordSecond = await perform(second.id, 'CD-2026-0002');
    const version = (await staff.get(`/api/cremations/${approved.id}`)).json().data.version;
    await staff.put(`/api/cremations/${approved.id}`, { version, ...complete });
    expect((await staff.post(`/api/cremations/${approved.id}/approve`, {})).statusCode).toBe(200);

    const today = (await dashboardOf(staff)).cremations_today;
    expect(today.count).toBe(4);
    expect(today.items).toEqual([
      expect.objectContaining({ id: first.id, status: 'performed', ready: true, missing: [] }),
      expect.objectContaining({ id: second.id, status: 'performed', ready: true, missing: [] }),
      expect.objectContaining({
        id: third.id,
        number: third.number,
        deceased_name: 'Johanna Maria Derksen',
        planned_at: at('2026-11-21', '13:00'),
        oven_name: null,
        status: 'planned',
        ready: false,
      }),
      expect.objectContaining({ id: approved.id, status: 'approved', ready: true, missing: [] }),
    ]);
    // The same checklist as the cremation list: what the record still lacks, in Dutch.
    const listed = (await staff.get('/api/cremations?from=2026-11-21&to=2026-11-21')).json();
    const thirdListed = (listed.data as { id: string; missing: string[] }[]).find(
      (item) => item.id === third.id,
    );
    expect(today.items[2].missing).toEqual(thirdListed!.missing);
    expect(today.items[2].missing.length).toBeGreaterThan(0);

    // Both cremations' ashes are in storage: the funeral company waits for its clients' decisions.
    const director = await clientOf(company, 'funeral_director');
    expect((await dashboardOf(director)).ash_waiting_for_client).toEqual({ count: 2 });
    // The crematorium records the client's decision for the second urn: one is left waiting.
    const destination = await createDestination(staff, recordSecond);
    expect((await dashboardOf(director)).ash_waiting_for_client).toEqual({ count: 1 });
    // Withdrawn: the second waits again.
    const withdrawn = await staff.post(`/api/ash-destinations/${destination.id}/withdraw`, {
      version: destination.version,
      reason: 'De familie kiest opnieuw.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await dashboardOf(director)).ash_waiting_for_client).toEqual({ count: 2 });
    expect(recordFirst).toBeTruthy();
  });

  it('counts the ashes releasable this week, over the storage term, and the places whose term ends', async () => {
    const staff = await clientOf(crematorium, 'crematorium_staff');
    const record = async (crematedOn: string) =>
      (await createRecord(staff, { cremated_on: crematedOn, registration_number: nextNumber('CD') })).id;
    const setRecord = (id: string, values: { status?: string; exemption_release_on?: string }) =>
      db.updateTable('ash_records').set(values).where('id', '=', id).execute();

    await record('2026-10-01'); // released from 2 November
    await record('2026-10-21'); // from Sunday 22 November: this week
    await record('2026-10-22'); // from Monday 23 November: next week
    const requested = await record('2026-10-05');
    await createDestination(staff, requested); // a destination asked, not approved
    await setRecord(await record('2026-10-06'), { status: 'approved' }); // approved: not to decide any more
    await setRecord(await record('2026-11-12'), { exemption_release_on: '2026-11-20' }); // an exemption
    await record('2026-05-01'); // over the term of six months
    await record('2026-05-20'); // the last day over the term
    await record('2026-05-21');
    await setRecord(await record('2026-04-01'), { status: 'closed' }); // left long ago

    await insertAshPlace(ctx, crematoriumId, { kind: 'niche', term_end: '2026-12-31' });
    await insertAshPlace(ctx, crematoriumId, { kind: 'niche', term_end: '2027-06-01' });
    await insertAshPlace(ctx, crematoriumId, { kind: 'niche', term_end: '2026-10-01' });
    await insertAshPlace(ctx, crematoriumId, { kind: 'niche' });

    // The two performed cremations' ashes (released from 22 December) are neither.
    expect((await dashboardOf(staff)).ash).toEqual({
      releasable_this_week: 7,
      over_term: 2,
      places_terms_ending: 1,
    });
  });
});

describe('another organisation', () => {
  it("is never counted: a member of two sees the active organisation's counts only", async () => {
    const other = await organizationWith('Uitvaartzorg Elders', 'funeral_company', ['owner']);
    await addMember(ctx, other.organization.id, company.users.funeral_director!.id, 'funeral_director');
    await dossierDiedAt(other.organization.id, at('2026-11-16', '09:00'));
    await createTask(ctx, other.organization.id, {
      assignee_id: company.users.funeral_director!.id,
      due_date: '2026-11-01',
    });
    await insertRequest('submitted', other.organization.id);

    const here = await dashboardOf(await clientOf(company, 'funeral_director'));
    const there = await dashboardOf(
      await loginIn(ctx, company.users.funeral_director!.email, other.organization.id),
    );
    expect(there.dossiers.total).toBe(1);
    expect(there.legal_deadlines.count).toBe(1);
    expect(there.tasks).toEqual({ open: 1, overdue: 1 });
    expect(there.crematorium_requests).toEqual({ submitted: 1, proposals: 0 });
    expect(there.billable).toEqual({ count: 0, total_excl: 0, total_incl: 0 });
    expect(there.reservations).toEqual({ today: 0, tomorrow: 0 });
    expect(here.dossiers.total).not.toBe(there.dossiers.total);
    expect(here.legal_deadlines.count).toBe(2);
    expect(here.tasks).toEqual({ open: 3, overdue: 1 });
    expect(here.crematorium_requests).toEqual({ submitted: 2, proposals: 1 });
    // The crematorium counts only what was sent to it.
    expect(
      (await dashboardOf(await clientOf(crematorium, 'crematorium_staff'))).crematorium_requests,
    ).toEqual({
      submitted: 3,
      proposals: 1,
    });
  });
});

describe('a day later', () => {
  it('moves with the clock: deadlines that passed leave, new ones come, tasks become overdue', async () => {
    // Monday 23 November: close now means a latest day up to Wednesday 25.
    ctx.clock.advance(2 * 86_400);
    try {
      const data = await dashboardOf(await clientOf(company, 'funeral_director'));
      expect(data).toMatchObject({ today: '2026-11-23', tomorrow: '2026-11-24', week_end: '2026-11-29' });
      expect(data.legal_deadlines.until).toBe('2026-11-25');
      expect(data.legal_deadlines.items.map((item: { latest_date: string }) => item.latest_date)).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
      ]);
      // The task due on Saturday is overdue now.
      expect(data.tasks).toEqual({ open: 3, overdue: 2 });
    } finally {
      ctx.clock.advance(-2 * 86_400);
    }
  });
});

describe('the other side’s recent request events', () => {
  it('shows what the other side did lately, the same events the requests’ updates list, on both sides', async () => {
    for (const email of ['uitvaartverzorger@afscheid.test', 'crematorium@afscheid.test']) {
      const client = await loginAs(ctx, email);
      const data = await dashboardOf(client);
      const updates = (await client.get('/api/crematorium-requests/updates')).json().data;
      expect(data.request_events, email).toEqual(updates.events);
      // The demo's requests have events of the other side within the last two weeks.
      expect(data.request_events.length, email).toBeGreaterThan(0);
      expect(data.request_events[0]).toMatchObject({
        request_id: expect.any(String),
        deceased_name: expect.any(String),
        organization_name: expect.any(String),
      });
    }
  });

  it('has none for a member who may not see requests, and nothing for an organisation without requests', async () => {
    expect((await dashboardOf(await clientOf(company, 'employee'))).request_events).toBeNull();
    const quiet = await organizationWith('Uitvaartzorg Stil', 'funeral_company', ['funeral_director']);
    expect((await dashboardOf(await clientOf(quiet, 'funeral_director'))).request_events).toEqual([]);
  });
});

describe('a delay permit (uitstel)', () => {
  it('counts a dossier by the last day of its delay permit, kept in step from the deceased section', async () => {
    // An organisation of its own: its dossiers are made through the API (numbered by the service).
    const own = await organizationWith('Uitvaartzorg Uitstel', 'funeral_company', ['funeral_director']);
    const director = await clientOf(own, 'funeral_director');
    const before = (await dashboardOf(director)).legal_deadlines;
    const deceasedDiedOn = (date: string, legalException: Record<string, unknown> | null) => ({
      died_on: date,
      died_at_time: '09:30',
      death_municipality: 'Utrecht',
      legal_exception: legalException,
    });

    // Died on Saturday 14: the sixth working day is Monday 23, close; but the burgemeester granted a delay to 1 December.
    const delayed = await createDossierViaApi(director, { deceased_last_name: 'Uitgesteld' });
    let res = await saveSectionViaApi(
      director,
      delayed.id,
      'deceased',
      deceasedDiedOn('2026-11-14', { kind: 'delay', reference: 'UIT-2026-14', until: '2026-12-01' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Died on Sunday 1: the sixth working day is long gone, but the delay runs to Tuesday 24, close now.
    const lastDay = await createDossierViaApi(director, { deceased_last_name: 'Laatstedag' });
    res = await saveSectionViaApi(
      director,
      lastDay.id,
      'deceased',
      deceasedDiedOn('2026-11-01', { kind: 'delay', reference: 'UIT-2026-01', until: '2026-11-24' }),
    );
    expect(res.statusCode, res.body).toBe(200);

    const after = (await dashboardOf(director)).legal_deadlines;
    expect(after.count).toBe(before.count + 1);
    const ids = after.items.map((item: { dossier_id: string }) => item.dossier_id);
    expect(ids).not.toContain(delayed.id);
    expect(after.items).toContainEqual(
      expect.objectContaining({ dossier_id: lastDay.id, latest_date: '2026-11-24' }),
    );
    // The list behind the card agrees.
    const list = (await director.get('/api/dossiers?filter[deadline]=soon&per_page=100')).json();
    expect(list.meta.total).toBe(after.count);
    expect(list.data.map((item: { id: string }) => item.id)).toContain(lastDay.id);

    // The permit removed: the dossier counts by the sixth working day again (long gone for the one of 1 November).
    res = await saveSectionViaApi(director, lastDay.id, 'deceased', { legal_exception: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboardOf(director)).legal_deadlines.count).toBe(before.count);
  });
});
