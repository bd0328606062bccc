import { afterAll, describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, amsterdamInstant, legalWindow, messages } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { legalDeadlineRange } from '../src/modules/dossiers/index.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import { createDossierViaApi, lindeClients, loginAs, organizationByName, userByEmail } from './factories.ts';
import { createCremation } from './cremation-fixtures.ts';
import { createRecord, nextNumber } from './ash-fixtures.ts';

/**
 * Every card of the dashboard links to a list (issue 16): on the demo organisations, with data added so that no
 * count is trivially zero, each count equals the total of that list with the card's filter. And the filters
 * the cards introduced do what they say.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const f = messages.dashboard.filters;

const at = (date: string, time: string) => amsterdamInstant(date, time)!;

const { linde, owner, director } = await lindeClients(ctx);
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const staffUser = await userByEmail(ctx, 'crematorium@afscheid.test');
const staff = await loginAs(ctx, 'crematorium@afscheid.test');

async function dashboardOf(client: TestClient) {
  const res = await client.get('/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function totalOf(client: TestClient, url: string): Promise<number> {
  const res = await client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().meta.total;
}

// Two dossiers close to their legal latest day (died Friday 13 and Monday 16 November; today is Saturday 21),
// made through the API with the standard tasks for the director, and one later.
const closeFriday = await createDossierViaApi(director, {
  deceased_last_name: 'Termijnsma',
  died_at: at('2026-11-13', '09:00'),
});
const closeMonday = await createDossierViaApi(director, {
  deceased_last_name: 'Haastra',
  died_at: at('2026-11-16', '18:00'),
});
await createDossierViaApi(director, { deceased_last_name: 'Vroegers', died_at: at('2026-11-19', '09:00') });
// Overdue tasks of the director.
const directorUser = await userByEmail(ctx, 'uitvaartverzorger@afscheid.test');
for (const due of ['2026-11-19', '2026-11-20']) {
  const res = await director.post('/api/tasks', {
    title: `Nabellen ${due}`,
    due_date: due,
    assignee_id: directorUser.id,
  });
  expect(res.statusCode, res.body).toBe(201);
}
// A cremation at Het Rozenveld today for De Linde, performed: its ashes wait for the client's decision. And one
// planned later today that is not ready.
const performed = await createCremation(ctx, {
  organizationId: rozenveld.id,
  requesterId: linde.id,
  userId: staffUser.id,
  lastName: 'Asman',
  plannedAt: at('2026-11-21', '09:00'),
});
{
  const version = (await staff.get(`/api/cremations/${performed.id}`)).json().data.version;
  await staff.put(`/api/cremations/${performed.id}`, {
    version,
    permit_received: true,
    permit_compared: true,
    request_form_received: true,
    implants_removed: true,
    coffin_registration_number: 'K-2001',
    identified_by: 'Chris Crematorium',
  });
  expect((await staff.post(`/api/cremations/${performed.id}/approve`, {})).statusCode).toBe(200);
  const res = await staff.post(`/api/cremations/${performed.id}/perform`, {
    performed_at: iso(ctx.clock.now()),
    ash_registration_number: 'RZ-2026-8001',
  });
  expect(res.statusCode, res.body).toBe(200);
}
await createCremation(ctx, {
  organizationId: rozenveld.id,
  requesterId: linde.id,
  userId: staffUser.id,
  lastName: 'Laterveld',
  plannedAt: at('2026-11-21', '15:00'),
});
// Ashes the crematorium received: released before the week ends, and over the term.
await createRecord(staff, { cremated_on: '2026-10-20', registration_number: nextNumber('RZ') });
await createRecord(staff, { cremated_on: '2026-03-02', registration_number: nextNumber('RZ') });

describe('each card of a funeral company', () => {
  it('counts what the list behind it lists', async () => {
    const data = await dashboardOf(director);
    expect(data.dossiers.total).toBe(await totalOf(director, '/api/dossiers'));
    for (const { status, count } of data.dossiers.by_status as { status: string; count: number }[]) {
      expect(count, status).toBe(await totalOf(director, `/api/dossiers?filter[status]=${status}`));
    }
    expect(data.legal_deadlines.count).toBe(2);
    expect(data.legal_deadlines.count).toBe(await totalOf(director, '/api/dossiers?filter[deadline]=soon'));

    const day = async (date: string, next: string) =>
      (await director.get(`/api/reservations?from=${date}&to=${next}`)).json().data.length;
    expect(data.reservations).toEqual({
      today: await day('2026-11-21', '2026-11-22'),
      tomorrow: await day('2026-11-22', '2026-11-23'),
    });
    expect(data.reservations.today + data.reservations.tomorrow).toBeGreaterThan(0);

    expect(data.tasks.open).toBe(await totalOf(director, '/api/tasks?scope=mine&status=open'));
    expect(data.tasks.overdue).toBe(
      await totalOf(director, '/api/tasks?scope=mine&status=open&overdue=true'),
    );
    expect(data.tasks.overdue).toBeGreaterThanOrEqual(2);

    const billable = (await director.get('/api/invoicing/billable-dossiers?per_page=100')).json();
    const sum = (key: 'excl' | 'incl') =>
      (billable.data as { excl: number; incl: number }[]).reduce((total, item) => total + item[key], 0);
    expect(data.billable).toEqual({
      count: billable.meta.total,
      total_excl: sum('excl'),
      total_incl: sum('incl'),
    });
    expect(data.billable.count).toBeGreaterThan(0);

    expect(data.crematorium_requests).toEqual({
      submitted: await totalOf(director, '/api/crematorium-requests?status=submitted'),
      proposals: await totalOf(director, '/api/crematorium-requests?status=proposed'),
    });
    expect(data.ash_waiting_for_client.count).toBe(1);
    expect(data.ash_waiting_for_client.count).toBe(
      await totalOf(director, '/api/crematorium-requests?ash=waiting'),
    );
  });

  it("counts the suppliers per status as the owner's supplier list does", async () => {
    const data = await dashboardOf(owner);
    for (const { status, count } of data.suppliers.by_status as { status: string; count: number }[]) {
      expect(count, status).toBe(await totalOf(owner, `/api/suppliers?filter[status]=${status}`));
    }
  });
});

describe('each card of a crematorium', () => {
  it('counts what the list behind it lists', async () => {
    const data = await dashboardOf(staff);
    expect(data.crematorium_requests).toEqual({
      submitted: await totalOf(staff, '/api/crematorium-requests?status=submitted'),
      proposals: await totalOf(staff, '/api/crematorium-requests?status=proposed'),
    });
    expect(data.crematorium_requests.submitted).toBeGreaterThan(0);

    const today = await staff.get(`/api/cremations?from=${data.today}&to=${data.today}`);
    expect(data.cremations_today.count).toBe(2);
    expect(data.cremations_today.count).toBe(today.json().meta.total);
    expect(data.cremations_today.items.map((item: { id: string }) => item.id)).toEqual(
      today.json().data.map((item: { id: string }) => item.id),
    );

    expect(data.ash.releasable_this_week).toBe(
      await totalOf(staff, `/api/ash-records?releasable_by=${data.week_end}`),
    );
    expect(data.ash.over_term).toBe(await totalOf(staff, '/api/ash-records?over_term=true'));
    expect(data.ash.places_terms_ending).toBe(await totalOf(staff, '/api/ash-places?terms_ending=true'));
    expect(data.ash.releasable_this_week).toBeGreaterThan(0);
    expect(data.ash.over_term).toBeGreaterThan(0);
    expect(data.ash.places_terms_ending).toBeGreaterThan(0);
  });
});

describe('the dossier list with filter[deadline]=soon', () => {
  it('lists the open dossiers without a funeral moment whose latest day is close, by latest day', async () => {
    const res = await director.get('/api/dossiers?filter[deadline]=soon&sort=died_at');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((item: { id: string }) => item.id)).toEqual([closeFriday.id, closeMonday.id]);
    const dashboard = await dashboardOf(director);
    expect(dashboard.legal_deadlines.items.map((item: { dossier_id: string }) => item.dossier_id)).toEqual([
      closeFriday.id,
      closeMonday.id,
    ]);
    // With the other filters and a search it narrows further.
    expect(await totalOf(director, '/api/dossiers?filter[deadline]=soon&search=haastra')).toBe(1);
    expect(await totalOf(director, '/api/dossiers?filter[deadline]=soon&filter[status]=completed')).toBe(0);
  });

  it('leaves a dossier once its cremation is planned', async () => {
    const saved = await director.get(`/api/dossiers/${closeMonday.id}/sections/cremation`);
    const section = saved.json().data as { version: number; data: Record<string, unknown> };
    const put = await director.put(`/api/dossiers/${closeMonday.id}/sections/cremation`, {
      version: section.version,
      data: { ...section.data, date: '2026-11-23', time: '10:00' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await totalOf(director, '/api/dossiers?filter[deadline]=soon')).toBe(1);
    expect((await dashboardOf(director)).legal_deadlines.count).toBe(1);
  });

  it('refuses an unknown value in Dutch', async () => {
    const res = await director.get('/api/dossiers?filter[deadline]=later');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['filter.deadline']).toEqual([f.deadline]);
  });
});

describe('the task list with overdue=true', () => {
  it('lists only the open tasks due before today', async () => {
    const res = await director.get('/api/tasks?scope=mine&status=open&overdue=true&per_page=100');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { is_overdue: boolean; due_date: string; status: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item).toMatchObject({ is_overdue: true, status: 'open' });
    // Not a filter when false.
    expect(await totalOf(director, '/api/tasks?scope=mine&status=open&overdue=false')).toBe(
      await totalOf(director, '/api/tasks?scope=mine&status=open'),
    );
    // Overdue tasks are open ones: none among the finished.
    expect(await totalOf(director, '/api/tasks?scope=mine&status=done&overdue=true')).toBe(0);
  });
});

describe('the crematorium requests with ash=waiting', () => {
  it('lists the accepted requests whose ashes are in storage without a destination, on both sides', async () => {
    const res = await director.get('/api/crematorium-requests?ash=waiting');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((item: { id: string }) => item.id)).toEqual([performed.requestId]);
    const crematoriumSide = await staff.get('/api/crematorium-requests?ash=waiting');
    expect(crematoriumSide.json().data.map((item: { id: string }) => item.id)).toContain(performed.requestId);
    // Once a destination is on its way, it no longer waits.
    const record = await db
      .selectFrom('ash_records')
      .select('id')
      .where('cremation_id', '=', performed.id)
      .executeTakeFirstOrThrow();
    const sent = await director.post(`/api/crematorium-requests/${performed.requestId}/ash-destination`, {
      kind: 'hand_over',
      decided_by_name: 'Marieke Asman',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await totalOf(director, '/api/crematorium-requests?ash=waiting')).toBe(0);
    expect((await dashboardOf(director)).ash_waiting_for_client.count).toBe(0);
    expect(record.id).toBeTruthy();
  });

  it('refuses an unknown value in Dutch', async () => {
    const res = await director.get('/api/crematorium-requests?ash=sent');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ash).toEqual([f.ash]);
  });
});

describe('the ash records with releasable_by', () => {
  it('lists the records that may leave by that day and have no approved destination', async () => {
    const res = await staff.get('/api/ash-records?releasable_by=2026-11-22&per_page=100');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { release_on: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.release_on <= '2026-11-22').toBe(true);
      expect(['in_storage', 'destination_requested']).toContain(item.status);
    }
    // A later day takes in more (the performed cremation's ashes leave from 22 December).
    expect(await totalOf(staff, '/api/ash-records?releasable_by=2026-12-22')).toBeGreaterThan(items.length);
  });

  it('refuses a date that is not one in Dutch', async () => {
    const res = await staff.get('/api/ash-records?releasable_by=2026-02-30');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.releasable_by).toEqual([f.releasableBy]);
  });
});

describe('the range of deaths behind filter[deadline]=soon', () => {
  it('holds exactly the deaths whose legal latest day is today up to two working days on, every day of two years', () => {
    // The latest day of every day of death, from the shared legal window (holidays and decree days included).
    const latest = new Map<string, string>();
    for (let day = '2025-11-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      latest.set(day, legalWindow(amsterdamInstant(day, '12:00')!).latestDate);
    }
    const wrong: string[] = [];
    for (let today = '2026-01-01'; today <= '2027-12-31'; today = addDays(today, 1)) {
      const range = legalDeadlineRange(today);
      const until = addWorkingDays(today, 2);
      if (range.until !== until) wrong.push(`${today}: until ${range.until}`);
      for (let died = addDays(today, -30); died <= today; died = addDays(died, 1)) {
        const close = latest.get(died)! >= today && latest.get(died)! <= until;
        for (const time of ['00:00', '23:59']) {
          const at = amsterdamInstant(died, time)!;
          if (close !== (at >= range.diedFrom && at < range.diedTo))
            wrong.push(`${today}: died ${died} ${time}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
