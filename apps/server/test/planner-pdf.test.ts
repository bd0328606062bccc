/**
 * POST /api/planner/generate: the day and week planning as an A4-landscape PDF, read back with a real PDF parser
 * (unpdf, pdf.js text extraction): the organisation, the Dutch title, the places, the reservations with their
 * Amsterdam times and dossier numbers, no cancelled ones; the place filter; a week with its Sunday; the day the
 * clocks go back; the 422s; who may download it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { messages } from '@afscheid/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
  newRow,
  PNG_1X1,
} from './factories.ts';

let ctx: TestContext;
let linde: Awaited<ReturnType<typeof lindeClients>>;

beforeAll(async () => {
  ctx = await createTestApp();
  linde = await lindeClients(ctx);
});
afterAll(() => ctx.close());

let sequence = 0;

async function insertPlace(
  organizationId: string,
  name: string,
  opts: { location?: string; preparation?: number; cleanup?: number; active?: boolean } = {},
) {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    name,
    kind: 'aula' as const,
    location_name: opts.location ?? null,
    color: '#2f6f4e',
    preparation_minutes: opts.preparation ?? 0,
    cleanup_minutes: opts.cleanup ?? 0,
    active: opts.active === false ? 0 : 1,
    sort_name: `${opts.location ?? ''} ${name} ${++sequence}`.toLowerCase(),
  };
  await ctx.app.deps.db.insertInto('places').values(row).execute();
  return { id: row.id, preparation: row.preparation_minutes, cleanup: row.cleanup_minutes };
}

async function insertReservation(
  organizationId: string,
  place: { id: string; preparation: number; cleanup: number },
  title: string,
  startsAt: string,
  endsAt: string,
  opts: { status?: 'option' | 'confirmed' | 'cancelled'; dossierId?: string; notes?: string } = {},
) {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    place_id: place.id,
    dossier_id: opts.dossierId ?? null,
    kind: 'ceremony' as const,
    title,
    notes: opts.notes ?? null,
    status: opts.status ?? ('confirmed' as const),
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(end).toISOString(),
    busy_from_min: start / 60_000 - place.preparation,
    busy_until_min: end / 60_000 + place.cleanup,
  };
  await ctx.app.deps.db.insertInto('reservations').values(row).execute();
  return row.id;
}

async function pdfText(res: LightMyRequestResponse): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}

/** Without white space: a line a narrow cell wraps (`10:00–11:00 Maandag-` / `dienst`) reads as one. */
const squash = (text: string) => text.replace(/\s+/g, '');
const expectInCells = (text: string, expected: string) => expect(squash(text)).toContain(squash(expected));

const generate = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/planner/generate', body);

describe('the day planning', () => {
  let aula: Awaited<ReturnType<typeof insertPlace>>;
  let koffiekamer: Awaited<ReturnType<typeof insertPlace>>;
  let dossierNumber: string;

  beforeAll(async () => {
    const orgId = linde.linde.id;
    aula = await insertPlace(orgId, 'Aula Noord', {
      location: 'Locatie Amersfoort',
      preparation: 30,
      cleanup: 15,
    });
    koffiekamer = await insertPlace(orgId, 'Koffiekamer Zuid', { location: 'Locatie Amersfoort' });
    await insertPlace(orgId, 'Oude aula', { active: false });
    const dossier = await createDossierViaApi(linde.director, { deceased_last_name: 'Noë' });
    dossierNumber = dossier.number;
    // 24 November 2026 is winter time: Amsterdam = UTC + 1.
    await insertReservation(
      orgId,
      aula,
      'Afscheid mevrouw Noë',
      '2026-11-24T09:00:00Z',
      '2026-11-24T10:30:00Z',
      {
        dossierId: dossier.id,
        notes: 'Muziek: Ave Maria',
      },
    );
    await insertReservation(
      orgId,
      aula,
      'Condoleance familie Jansen',
      '2026-11-24T12:00:00Z',
      '2026-11-24T13:00:00Z',
      {
        status: 'option',
      },
    );
    await insertReservation(
      orgId,
      aula,
      'Geannuleerde dienst',
      '2026-11-24T14:00:00Z',
      '2026-11-24T15:00:00Z',
      {
        status: 'cancelled',
      },
    );
    await insertReservation(
      orgId,
      koffiekamer,
      'Koffietafel na afscheid',
      '2026-11-24T10:45:00Z',
      '2026-11-24T12:15:00Z',
    );
    await insertReservation(orgId, aula, 'Dienst van morgen', '2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z');
    await insertReservation(
      orgId,
      aula,
      'Dienst van gisteren',
      '2026-11-23T09:00:00Z',
      '2026-11-23T10:00:00Z',
    );
  });

  it('is an A4-landscape PDF download named after the day', async () => {
    const res = await generate(linde.director, { view: 'day', date: '2026-11-24' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dagplanning-2026-11-24.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
  });

  it('shows the organisation, the Dutch title, the places and their reservations in Amsterdam time', async () => {
    const { text } = await pdfText(await generate(linde.director, { view: 'day', date: '2026-11-24' }));
    expect(text).toContain('Uitvaartzorg De Linde');
    expect(text).toContain('Dagplanning dinsdag 24 november 2026');
    // The test clock stands at 21 November 2026 12:00 UTC.
    expect(text).toContain('Opgemaakt op 21 november 2026 om 13:00');
    expect(text).toMatch(/Pagina 1 van \d+/);
    expect(text).toContain('Aula Noord');
    expect(text).toContain('Locatie Amersfoort');
    expect(text).toContain('Koffiekamer Zuid');
    expect(text).not.toContain('Oude aula');

    expect(text).toContain('Afscheid mevrouw Noë');
    expect(text).toContain('10:00 – 11:30');
    expect(text).toContain(dossierNumber);
    expect(text).toContain('Muziek: Ave Maria');
    expect(text).toContain('Plechtigheid');
    expect(text).toContain('Bevestigd');
    // The aula's preparation (30 min) and clean-up (15 min) time.
    expect(text).toContain('Bezet 09:30 – 11:45');
    expect(text).toContain('voorbereiding 30 min');

    expect(text).toContain('Condoleance familie Jansen');
    expect(text).toContain('13:00 – 14:00');
    expect(text).toContain('Optie');

    expect(text).toContain('Koffietafel na afscheid');
    expect(text).toContain('11:45 – 13:15');

    expect(text).not.toContain('Geannuleerde dienst');
    expect(text).not.toContain('Dienst van morgen');
    expect(text).not.toContain('Dienst van gisteren');
  });

  it('lists the reservations of a place in time order', async () => {
    const { text } = await pdfText(await generate(linde.director, { view: 'day', date: '2026-11-24' }));
    expect(text.indexOf('Afscheid mevrouw Noë')).toBeLessThan(text.indexOf('Condoleance familie Jansen'));
    expect(text.indexOf('Aula Noord')).toBeLessThan(text.indexOf('Koffiekamer Zuid'));
  });

  it('shows only the chosen places, an inactive one too when chosen', async () => {
    const res = await generate(linde.director, {
      view: 'day',
      date: '2026-11-24',
      place_ids: [koffiekamer.id],
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res);
    expect(text).toContain('Koffiekamer Zuid');
    expect(text).toContain('Koffietafel na afscheid');
    expect(text).not.toContain('Aula Noord');
    expect(text).not.toContain('Afscheid mevrouw Noë');
  });

  it('says so for a place without reservations that day', async () => {
    const { text } = await pdfText(
      await generate(linde.director, { view: 'day', date: '2026-11-26', place_ids: [aula.id, aula.id] }),
    );
    expect(text).toContain('Dagplanning donderdag 26 november 2026');
    expect(text).toContain('Aula Noord');
    expect(text).toContain(messages.reservations.planner.noReservations);
  });
});

describe('the week planning', () => {
  let kapel: Awaited<ReturnType<typeof insertPlace>>;
  let dossierNumber: string;

  beforeAll(async () => {
    const orgId = linde.linde.id;
    kapel = await insertPlace(orgId, 'Kapel', { location: 'Locatie Baarn' });
    const dossier = await createDossierViaApi(linde.director, { deceased_last_name: 'Zondag' });
    dossierNumber = dossier.number;
    await insertReservation(orgId, kapel, 'Maandagdienst', '2026-11-30T09:00:00Z', '2026-11-30T10:00:00Z');
    await insertReservation(orgId, kapel, 'Zondagdienst', '2026-12-06T13:00:00Z', '2026-12-06T14:30:00Z', {
      dossierId: dossier.id,
    });
    await insertReservation(
      orgId,
      kapel,
      'Optie op woensdag',
      '2026-12-02T08:00:00Z',
      '2026-12-02T09:00:00Z',
      {
        status: 'option',
      },
    );
    await insertReservation(
      orgId,
      kapel,
      'Geschrapte woensdag',
      '2026-12-02T10:00:00Z',
      '2026-12-02T11:00:00Z',
      {
        status: 'cancelled',
      },
    );
    // Monday of the next week, at midnight in Amsterdam: outside the week.
    await insertReservation(orgId, kapel, 'Volgende week', '2026-12-06T23:00:00Z', '2026-12-07T00:00:00Z');
  });

  it('runs Monday to Sunday with the places as rows, named after the Monday', async () => {
    const res = await generate(linde.director, { view: 'week', date: '2026-12-03', place_ids: [kapel.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="weekplanning-2026-11-30.pdf"');
    const { text } = await pdfText(res);
    expect(text).toContain('Weekplanning 30 november – 6 december 2026');
    for (const day of ['ma 30 nov', 'di 1 dec', 'wo 2 dec', 'do 3 dec', 'vr 4 dec', 'za 5 dec', 'zo 6 dec']) {
      expect(text).toContain(day);
    }
    expect(text).toContain('Kapel');
    expectInCells(text, '10:00–11:00 Maandagdienst');
    expectInCells(text, `14:00–15:30 Zondagdienst (${dossierNumber})`);
    expectInCells(text, '09:00–10:00 Optie op woensdag, optie');
    expect(text).not.toContain('Geschrapte woensdag');
    expect(text).not.toContain('Volgende week');
  });

  it('writes the title of a week within one month as 23 – 29 november 2026', async () => {
    const { text } = await pdfText(await generate(linde.director, { view: 'week', date: '2026-11-29' }));
    expect(text).toContain('Weekplanning 23 – 29 november 2026');
  });

  it('continues on new pages when the places and reservations do not fit on one', async () => {
    const orgId = (await createOrganization(ctx, 'Uitvaartcentrum Veel Zalen')).id;
    const owner = await createUser(ctx, 'eigenaar@veelzalen.test', 'Eigenaar Veel Zalen');
    await addMember(ctx, orgId, owner.id, 'owner');
    const client = await loginIn(ctx, owner.email, orgId);
    const titles: string[] = [];
    for (let p = 1; p <= 14; p++) {
      const place = await insertPlace(orgId, `Zaal ${String(p).padStart(2, '0')}`, {
        location: 'Hoofdlocatie',
      });
      for (let day = 0; day < 7; day++) {
        for (let slot = 0; slot < (p === 1 ? 9 : 2); slot++) {
          const start = Date.parse('2026-11-23T07:00:00Z') + day * 86_400_000 + slot * 3_600_000;
          const title = `Z${p}D${day}S${slot} dienst`;
          titles.push(title);
          await insertReservation(
            orgId,
            place,
            title,
            new Date(start).toISOString(),
            new Date(start + 3_000_000).toISOString(),
          );
        }
      }
    }
    const res = await generate(client, { view: 'week', date: '2026-11-23' });
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Pagina ${pages} van ${pages}`);
    for (const title of titles) expectInCells(text, title);
    expect(text).toContain('Zaal 14');
  });
});

describe('the day the clocks go back', () => {
  it('shows a reservation across the switch with its real times and length', async () => {
    const orgId = linde.linde.id;
    const place = await insertPlace(orgId, 'Crematieoven 1', { location: 'Crematorium' });
    // 01:30 summer time (UTC + 2) to 03:30 winter time (UTC + 1): three hours.
    await insertReservation(
      orgId,
      place,
      'Nachtelijke crematie',
      '2026-10-24T23:30:00Z',
      '2026-10-25T02:30:00Z',
    );
    const res = await generate(linde.director, { view: 'day', date: '2026-10-25', place_ids: [place.id] });
    const { text } = await pdfText(res);
    expect(text).toContain('Dagplanning zondag 25 oktober 2026');
    expect(text).toContain('Nachtelijke crematie');
    expect(text).toContain('01:30 – 03:30');
    expect(text).toContain('3 u');
  });
});

describe('the text', () => {
  it('draws every name as written: Dutch accents, dashes and quotes, and Turkish and Polish letters', async () => {
    const orgId = linde.linde.id;
    const place = await insertPlace(orgId, 'Aula Ëlst – Zuid', { location: 'Café ‘De Drie Linden’' });
    await insertReservation(
      orgId,
      place,
      'Afscheidsdienst Fatma Yılmaz-Şahin',
      '2026-11-27T09:00:00Z',
      '2026-11-27T10:00:00Z',
      {
        notes: 'Familie uit Łódź; € 25 voor de koffie',
      },
    );
    const { text } = await pdfText(
      await generate(linde.director, { view: 'day', date: '2026-11-27', place_ids: [place.id] }),
    );
    expect(text).toContain('Aula Ëlst – Zuid');
    expect(text).toContain('Café ‘De Drie Linden’');
    // DejaVu is wider than Helvetica: the title wraps after its hyphen.
    expect(text.replace(/-\n/g, '-')).toContain('Afscheidsdienst Fatma Yılmaz-Şahin');
    expect(text).toContain('Familie uit Łódź; € 25 voor de koffie');
  });
});

describe('the logo', () => {
  it('is drawn when the organisation has one, and a missing file is skipped', async () => {
    const orgId = (await createOrganization(ctx, 'Uitvaartzorg Met Logo')).id;
    const owner = await createUser(ctx, 'eigenaar@metlogo.test', 'Eigenaar Met Logo');
    await addMember(ctx, orgId, owner.id, 'owner');
    const client = await loginIn(ctx, owner.email, orgId);
    const upload = await client.upload(`/api/organizations/${orgId}/logo`, 'logo', {
      name: 'logo.png',
      type: 'image/png',
      content: PNG_1X1,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const withLogo = await generate(client, { view: 'day', date: '2026-11-24' });
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await pdfText(withLogo)).text).toContain('Uitvaartzorg Met Logo');

    await ctx.app.deps.db
      .updateTable('organizations')
      .set({ logo_path: '0000-missing.png', logo_mime: 'image/png' })
      .where('id', '=', orgId)
      .execute();
    const without = await generate(client, { view: 'day', date: '2026-11-24' });
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('refused requests', () => {
  it('answers 422 with Dutch field messages for a bad view or date', async () => {
    const view = await generate(linde.director, { view: 'month', date: '2026-11-24' });
    expect(view.statusCode).toBe(422);
    expect(view.json().errors.view).toEqual([messages.reservations.errors.view]);
    const date = await generate(linde.director, { view: 'day', date: '2026-02-30' });
    expect(date.statusCode).toBe(422);
    expect(date.json().errors.date).toEqual([messages.reservations.errors.date]);
    const missing = await generate(linde.director, { view: 'day' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['date']);
  });

  it("answers 422 on place_ids for another organisation's place or an unknown one", async () => {
    const other = await createOrganization(ctx, 'Uitvaartzorg Elders');
    const elsewhere = await insertPlace(other.id, 'Aula Elders');
    const own = await insertPlace(linde.linde.id, 'Eigen zaal');
    for (const placeIds of [[elsewhere.id], [own.id, elsewhere.id], ['bestaat-niet']]) {
      const res = await generate(linde.director, { view: 'day', date: '2026-11-24', place_ids: placeIds });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ place_ids: [messages.reservations.errors.place] });
      expect(res.body).not.toContain('Aula Elders');
    }
  });

  it('is for the members of the active organisation: a viewer may download it, a visitor may not', async () => {
    const viewer = await generate(linde.viewer, { view: 'day', date: '2026-11-24' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toBe('application/pdf');
    expect((await generate(linde.employee, { view: 'week', date: '2026-11-24' })).statusCode).toBe(200);

    const visitor = new TestClient(ctx.app);
    await visitor.get('/sanctum/csrf-cookie');
    expect((await generate(visitor, { view: 'day', date: '2026-11-24' })).statusCode).toBe(401);

    // The platform administrator without an active organisation: 409, as on every route of the active one.
    const platform = await loginAs(ctx, 'platform@afscheid.test');
    expect((await generate(platform, { view: 'day', date: '2026-11-24' })).statusCode).toBe(409);
  });

  it("never shows another organisation's reservations", async () => {
    const other = await createOrganization(ctx, 'Uitvaartzorg Buren');
    const owner = await createUser(ctx, 'eigenaar@buren.test', 'Eigenaar Buren');
    await addMember(ctx, other.id, owner.id, 'owner');
    const client = await loginIn(ctx, owner.email, other.id);
    const res = await generate(client, { view: 'day', date: '2026-11-24' });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res);
    expect(text).toContain('Uitvaartzorg Buren');
    expect(text).not.toContain('Aula Noord');
    expect(text).not.toContain('Afscheid mevrouw Noë');
    expect(text).toContain(messages.reservations.planner.noPlaces);
  });
});
