import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamDateOf, addPlannerDays } from '@afscheid/shared';
import { seedDemoAshes } from '../src/seed/ashes.ts';
import { createTestApp } from './helpers.ts';
import { createOrganization, lindeClients, loginAs, organizationByName, userByEmail } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const today = amsterdamDateOf(ctx.clock.now());

describe('the demo ashes of Crematorium Het Rozenveld', () => {
  it('has its ash places: eight niches, an urn wall, two urn graves (one term ending soon), the garden and the field', async () => {
    const places = await db
      .selectFrom('ash_places')
      .selectAll()
      .where('organization_id', '=', rozenveld.id)
      .orderBy('code')
      .execute();
    expect(
      places.filter((place) => place.kind === 'niche').map((place) => [place.code, place.capacity]),
    ).toEqual(Array.from({ length: 8 }, (_, i) => [`C-0${i + 1}`, 2]));
    expect(places.map((place) => place.kind)).toEqual(
      expect.arrayContaining(['urn_wall', 'urn_grave', 'urn_garden', 'scattering_field']),
    );
    const graves = places.filter((place) => place.kind === 'urn_grave');
    expect(graves).toHaveLength(2);
    expect(graves.every((grave) => grave.rights_holder_name && grave.term_start && grave.term_end)).toBe(
      true,
    );
    expect(graves.filter((grave) => grave.term_end! <= addPlannerDays(today, 60))).toHaveLength(1);
    expect(places.find((place) => place.kind === 'scattering_field')!.capacity).toBeNull();
  });

  it('has records in every state, over the term, with an exemption, a block and a correction', async () => {
    const staff = await loginAs(ctx, 'crematorium@afscheid.test');
    const list = (await staff.get('/api/ash-records?per_page=50')).json();
    expect(list.meta.total).toBe(11);
    const rows = list.data as Record<string, unknown>[];
    expect(new Set(rows.map((row) => row['status']))).toEqual(
      new Set(['in_storage', 'destination_requested', 'approved', 'executed', 'closed']),
    );
    expect(new Set(rows.map((row) => row['source']))).toEqual(new Set(['cremation', 'received', 'external']));
    expect(rows.filter((row) => row['over_term']).map((row) => row['deceased_name'])).toEqual([
      'Maria Petronella Jacobs',
    ]);
    expect(rows.filter((row) => row['blocked']).map((row) => row['deceased_name'])).toEqual([
      'Dirk Jan Meijer',
    ]);
    const bos = rows.find((row) => row['deceased_name'] === 'Cornelis Bos')!;
    expect(bos).toMatchObject({ exempted: true, releasable: true });
    expect(rows.some((row) => row['releasable'] === false)).toBe(true);

    const corrections = await db
      .selectFrom('ash_destinations')
      .select(['corrects_id', 'status', 'decided_by_address'])
      .where('organization_id', '=', rozenveld.id)
      .where('corrects_id', 'is not', null)
      .execute();
    expect(corrections).toEqual([
      {
        corrects_id: expect.any(String),
        status: 'closed',
        decided_by_address: 'Looydijk 41, 3732 VA De Bilt',
      },
    ]);
    const statuses = await db
      .selectFrom('ash_destinations')
      .select('status')
      .where('organization_id', '=', rozenveld.id)
      .execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['requested', 'approved', 'executed', 'closed']),
    );

    // The detail of a record made by a cremation names it and the funeral company.
    const bakker = rows.find((row) => row['registration_number'] === 'RZ-2026-0398')!;
    const detail = (await staff.get(`/api/ash-records/${bakker['id']}`)).json().data;
    expect(detail).toMatchObject({
      source: 'cremation',
      deceased_first_names: 'Wilhelmina',
      funeral_company_name: 'Uitvaartzorg De Linde',
      status: 'destination_requested',
      destinations: [
        { kind: 'urn_garden', source: 'funeral_company', status: 'requested', from_client: true },
      ],
    });
  });

  it('shows De Linde’s funeral director the status of Mien Bakker’s ashes in her dossier', async () => {
    const { director } = await lindeClients(ctx);
    const dossiers = (await director.get('/api/dossiers?search=bakker')).json().data as { id: string }[];
    expect(dossiers).toHaveLength(1);
    const status = (await director.get(`/api/dossiers/${dossiers[0]!.id}/ash-status`)).json().data;
    expect(status).toMatchObject({
      crematorium_name: 'Crematorium Het Rozenveld',
      registration_number: 'RZ-2026-0398',
      status: 'destination_requested',
      can_send: false,
      destinations: [{ kind: 'urn_garden', status: 'requested', decided_by_name: 'Peter Bakker' }],
    });
    const events = await db
      .selectFrom('crematorium_request_events')
      .select('action')
      .where('request_id', '=', status.request_id)
      .execute();
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['submitted', 'accepted', 'approved', 'performed', 'ash_destination_sent']),
    );
  });

  it('sends no e-mail', async () => {
    const mails = await db.selectFrom('jobs').select('id').where('kind', '=', 'mail').execute();
    expect(mails).toEqual([]);
  });

  it('is made through the services at the moment each step happened, on any day it is seeded', async () => {
    const staffUser = await userByEmail(ctx, 'crematorium@afscheid.test');
    const owner = await userByEmail(ctx, 'eigenaar@afscheid.test');
    const moments = ['2027-01-31T10:00:00.000Z', '2027-03-28T01:30:00.000Z', '2028-02-29T23:30:00.000Z'];
    for (const [index, moment] of moments.entries()) {
      const created = await createOrganization(ctx, `Demo crematorium ${index}`, 'crematorium');
      const organization = await db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      await seedDemoAshes(ctx.app.deps, new Date(moment), organization, {
        crematorium: staffUser.id,
        owner: owner.id,
      });
      const records = await db
        .selectFrom('ash_records')
        .select(['status', 'cremated_on', 'created_at'])
        .where('organization_id', '=', organization.id)
        .execute();
      expect(records, moment).toHaveLength(10);
      expect(records.every((record) => record.created_at <= moment)).toBe(true);
      expect(new Set(records.map((record) => record.status)), moment).toEqual(
        new Set(['in_storage', 'destination_requested', 'approved', 'executed', 'closed']),
      );
    }
  });
});
