/**
 * The register of art. 50 Wet op de lijkbezorging (issue 15): GET /api/ash-register for a year as JSON, as CSV
 * (parsed back with csv-parse: the BOM, the `;`, the Dutch column names, the values) and as PDF (read back with
 * unpdf: the organisation, the names, the numbers, the destinations, "Pagina 1 van N" on every page, a long
 * remark not cut off); a record without destination, a correction and the entry it corrects, withdrawn
 * destinations left out, the search; 422 on a bad year or format; another organisation's lines never appear; a
 * funeral company gets 403; and nothing in the register can be changed or removed through the API. Records and
 * destinations are written straight to the database (the ash module's own routes are tested on their own).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ASH_KIND_OUTCOMES,
  ashReleaseDate,
  ashSearchText,
  interpolate,
  messages,
  type AshDestinationKind,
} from '@afscheid/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  loginIn,
  newRow,
  organizationByName,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const r = messages.ash.register;
const columns = r.columns;

/** A crematorium of its own (the demo's may get ash records from the demo seed), with an owner and a viewer. */
const asheuvel = await createOrganization(ctx, 'Crematorium De Asheuvel', 'crematorium');
const ownerUser = await createUser(ctx, 'eigenaar@asheuvel.test', 'Olga Asheuvel');
const viewerUser = await createUser(ctx, 'lezer@asheuvel.test', 'Vera Asheuvel');
await addMember(ctx, asheuvel.id, ownerUser.id, 'owner');
await addMember(ctx, asheuvel.id, viewerUser.id, 'viewer');
const owner = await loginIn(ctx, ownerUser.email, asheuvel.id);
const viewer = await loginIn(ctx, viewerUser.email, asheuvel.id);
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const rozenveldStaff = await loginAs(ctx, 'crematorium@afscheid.test');
const { director } = await lindeClients(ctx);

let stamp = Date.parse('2026-01-01T09:00:00Z');
/** A moment later than the one before: destinations are listed in the order they were made. */
const nextStamp = () => new Date((stamp += 60_000)).toISOString();

async function insertRecord(
  organizationId: string,
  input: { number: string; name: string; firstNames?: string; crematedOn: string },
) {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    source: 'external',
    registration_number: input.number,
    deceased_name: input.name,
    deceased_first_names: input.firstNames ?? null,
    search_name: ashSearchText({
      deceased_name: input.name,
      deceased_first_names: input.firstNames ?? null,
      registration_number: input.number,
    }),
    cremated_on: input.crematedOn,
    earliest_release_on: ashReleaseDate(input.crematedOn)!,
    status: 'in_storage',
  };
  await db.insertInto('ash_records').values(row).execute();
  return { id: row.id };
}

type DestinationInput = {
  kind: AshDestinationKind;
  status: 'requested' | 'approved' | 'executed' | 'closed' | 'withdrawn';
  decidedByName?: string;
  decidedByAddress?: string | null;
  destinationPlace?: string | null;
  placeId?: string | null;
  handedToName?: string | null;
  executedPlace?: string | null;
  executedOn?: string | null;
  closedAt?: string | null;
  correctsId?: string;
  correctionReason?: string;
};

async function insertDestination(organizationId: string, record: { id: string }, input: DestinationInput) {
  const made = nextStamp();
  const row = {
    id: newRow(ctx).id,
    organization_id: organizationId,
    ash_record_id: record.id,
    kind: input.kind,
    outcome: ASH_KIND_OUTCOMES[input.kind],
    source: 'crematorium',
    decided_by_name: input.decidedByName ?? 'Piet Jansen',
    decided_by_address: input.decidedByAddress ?? null,
    destination_place: input.destinationPlace ?? null,
    ash_place_id: input.placeId ?? null,
    status: input.status,
    requested_at: made,
    handed_to_name: input.handedToName ?? null,
    executed_place: input.executedPlace ?? null,
    executed_on: input.executedOn ?? null,
    closed_at: input.closedAt ?? null,
    corrects_id: input.correctsId ?? null,
    correction_reason: input.correctionReason ?? null,
    created_at: made,
    updated_at: made,
  };
  await db.insertInto('ash_destinations').values(row).execute();
  return { id: row.id };
}

const LONG_REASON = `${'De naam van de ontvanger was verkeerd gespeld in het overdrachtsformulier. '.repeat(12)}Einde van de reden.`;

// De Asheuvel's register for 2026 (and one record in 2025).
const niche = {
  ...newRow(ctx),
  organization_id: asheuvel.id,
  kind: 'niche',
  code: 'C-12',
  location: 'Columbarium west',
};
await db.insertInto('ash_places').values(niche).execute();

const devries = await insertRecord(asheuvel.id, {
  number: '2026-0001',
  name: 'Johannes Petrus de Vries',
  firstNames: 'Johannes Petrus',
  crematedOn: '2026-03-10',
});
const handedOver = await insertDestination(asheuvel.id, devries, {
  kind: 'hand_over',
  status: 'closed',
  decidedByName: 'Piet de Vries',
  decidedByAddress: 'Dorpsstraat 1, 3731 AA De Bilt',
  handedToName: 'Piet de Vris',
  executedOn: '2026-04-20',
  closedAt: '2026-04-21T10:00:00.000Z',
});
const correction = await insertDestination(asheuvel.id, devries, {
  kind: 'hand_over',
  status: 'closed',
  decidedByName: 'Piet de Vries',
  decidedByAddress: 'Dorpsstraat 1, 3731 AA De Bilt',
  handedToName: 'Piet de Vries',
  executedOn: '2026-04-20',
  closedAt: '2026-06-02T08:30:00.000Z',
  correctsId: handedOver.id,
  correctionReason: LONG_REASON,
});
const jansen = await insertRecord(asheuvel.id, {
  number: '2026-0003',
  name: 'Maria Jansen',
  crematedOn: '2026-05-02',
});
const celik = await insertRecord(asheuvel.id, {
  number: '2026-0002',
  name: 'Ayşe Çelik',
  firstNames: 'Ayşe',
  crematedOn: '2026-05-02',
});
await insertDestination(asheuvel.id, celik, {
  kind: 'scattering_field',
  status: 'withdrawn',
  decidedByName: 'Ingetrokken Persoon',
});
const placed = await insertDestination(asheuvel.id, celik, {
  kind: 'niche',
  status: 'executed',
  decidedByName: 'Mehmet Çelik',
  placeId: niche.id,
  executedOn: '2026-06-10',
});
const smit = await insertRecord(asheuvel.id, {
  number: '2026-0004',
  name: 'Karel Smit',
  crematedOn: '2026-12-31',
});
await insertDestination(asheuvel.id, smit, {
  kind: 'sea',
  status: 'approved',
  decidedByName: '=HYPERLINK("http://example.test")',
  decidedByAddress: 'Laan 5; "achter"\n1234 AB Zeist',
  destinationPlace: 'Noordzee, 3 mijl uit Scheveningen',
});
await insertDestination(asheuvel.id, smit, {
  kind: 'existing_grave',
  status: 'requested',
  destinationPlace: 'Begraafplaats Soestbergen, vak C',
});
await insertRecord(asheuvel.id, { number: '2025-0100', name: 'Oud Jaar', crematedOn: '2025-07-01' });
// Het Rozenveld's record in 2026 and one in 2024: never in De Asheuvel's register.
const theirs = await insertRecord(rozenveld.id, {
  number: 'RZ-2026-1',
  name: 'Vreemde Rozenveld',
  crematedOn: '2026-05-02',
});
await insertDestination(rozenveld.id, theirs, {
  kind: 'hand_over',
  status: 'requested',
  decidedByName: 'Andere Opdrachtgever',
});
await insertRecord(rozenveld.id, {
  number: 'RZ-2024-1',
  name: 'Vroeger Rozenveld',
  crematedOn: '2024-02-02',
});

type EntryWire = Record<string, unknown> & {
  record_id: string;
  destination_id: string | null;
  registration_number: string;
};

async function registerOf(query = 'year=2026', client = owner) {
  const res = await client.get(`/api/ash-register?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { year: number; years: number[]; entries: EntryWire[] };
}

async function pdfPages(res: LightMyRequestResponse): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: false });
  return text as string[];
}
/** Without white space: a text a narrow cell wraps over lines reads as one. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the register as JSON', () => {
  it('lists the year by cremation date and number: destinations, a record without one, a correction and what it corrects', async () => {
    const register = await registerOf();
    expect(register.year).toBe(2026);
    expect(register.years).toEqual([2026, 2025]);
    expect(register.entries.map((entry) => [entry.registration_number, entry.destination_id])).toEqual([
      ['2026-0001', handedOver.id],
      ['2026-0001', correction.id],
      ['2026-0002', placed.id],
      ['2026-0003', null],
      ['2026-0004', expect.any(String)],
      ['2026-0004', expect.any(String)],
    ]);
    const [corrected, correcting, inNiche, inStorage, atSea, grave] = register.entries;
    expect(corrected).toEqual({
      record_id: devries.id,
      destination_id: handedOver.id,
      registration_number: '2026-0001',
      last_name: 'de Vries',
      first_names: 'Johannes Petrus',
      cremated_on: '2026-03-10',
      kind: 'hand_over',
      outcome: 'handed_over',
      decided_by_name: 'Piet de Vries',
      decided_by_address: 'Dorpsstraat 1, 3731 AA De Bilt',
      destination_place: null,
      handed_to_or_placed: 'Piet de Vris',
      executed_on: '2026-04-20',
      status: 'closed',
      closed_at: '2026-04-21T10:00:00.000Z',
      corrects_id: null,
      correction_reason: null,
      corrected_at: '2026-06-02T08:30:00.000Z',
    });
    expect(correcting).toMatchObject({
      handed_to_or_placed: 'Piet de Vries',
      corrects_id: handedOver.id,
      correction_reason: LONG_REASON,
      corrected_at: null,
      status: 'closed',
    });
    expect(inNiche).toMatchObject({
      last_name: 'Çelik',
      first_names: 'Ayşe',
      kind: 'niche',
      outcome: 'placed',
      decided_by_name: 'Mehmet Çelik',
      destination_place: 'C-12, Columbarium west',
      handed_to_or_placed: 'C-12, Columbarium west',
      status: 'executed',
    });
    expect(inStorage).toMatchObject({
      record_id: jansen.id,
      last_name: 'Maria Jansen',
      first_names: null,
      kind: null,
      outcome: null,
      decided_by_name: null,
      status: 'in_storage',
    });
    expect(atSea).toMatchObject({
      kind: 'sea',
      outcome: 'scattered',
      status: 'approved',
      handed_to_or_placed: null,
    });
    expect(grave).toMatchObject({
      kind: 'existing_grave',
      status: 'requested',
      destination_place: 'Begraafplaats Soestbergen, vak C',
    });
    // The withdrawn destination is no line of the register.
    expect(register.entries.some((entry) => entry.decided_by_name === 'Ingetrokken Persoon')).toBe(false);
  });

  it('takes the current Amsterdam year by default, and gives an empty year with the years that have records', async () => {
    expect((await registerOf('')).year).toBe(2026);
    const empty = await registerOf('year=2020');
    expect(empty).toEqual({ year: 2020, years: [2026, 2025], entries: [] });
    expect((await registerOf('year=2025')).entries.map((entry) => entry.registration_number)).toEqual([
      '2025-0100',
    ]);
  });

  it('searches on the name, the first names and the number (folded)', async () => {
    const numbers = async (search: string) =>
      (await registerOf(`year=2026&search=${encodeURIComponent(search)}`)).entries.map(
        (e) => e.registration_number,
      );
    expect(await numbers('jansen')).toEqual(['2026-0003']);
    expect(await numbers('celik')).toEqual(['2026-0002']);
    expect(await numbers('Johannes')).toEqual(['2026-0001', '2026-0001']);
    expect(await numbers('2026-0004')).toEqual(['2026-0004', '2026-0004']);
    expect(await numbers('rozenveld')).toEqual([]);
  });

  it("never shows another organisation's lines, nor its years", async () => {
    const ours = await registerOf();
    expect(JSON.stringify(ours)).not.toContain('Rozenveld');
    expect(ours.years).not.toContain(2024);
    const theirRegister = await registerOf('year=2026', rozenveldStaff);
    expect(theirRegister.entries.map((entry) => entry.registration_number)).toContain('RZ-2026-1');
    expect(JSON.stringify(theirRegister)).not.toContain('Asheuvel');
    expect(theirRegister.entries.map((entry) => entry.record_id)).not.toContain(devries.id);
  });

  it('answers a bad year or format with 422 in Dutch', async () => {
    for (const query of ['year=twintig', 'year=1800', 'year=2026.5', 'format=xls']) {
      const res = await owner.get(`/api/ash-register?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await owner.get('/api/ash-register?year=abc')).json().errors.year).toEqual([
      messages.ash.errors.year,
    ]);
    expect((await owner.get('/api/ash-register?format=xls')).json().errors.format).toEqual([
      messages.ash.errors.format,
    ]);
  });

  it('lets a viewer read it, and gives a funeral company 403 in every format', async () => {
    expect((await registerOf('year=2026', viewer)).entries).toHaveLength(6);
    for (const format of ['json', 'csv', 'pdf']) {
      const res = await director.get(`/api/ash-register?year=2026&format=${format}`);
      expect(res.statusCode, format).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('has no route that changes or removes anything in the register', async () => {
    const before = await registerOf();
    const rows = await db.selectFrom('ash_destinations').selectAll().orderBy('id').execute();
    for (const url of [
      '/api/ash-register',
      '/api/ash-register?year=2026',
      `/api/ash-register/${handedOver.id}`,
    ]) {
      for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
        const res = await owner.request(
          method,
          url,
          method === 'DELETE' ? undefined : { status: 'withdrawn' },
        );
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect(await registerOf()).toEqual(before);
    expect(await db.selectFrom('ash_destinations').selectAll().orderBy('id').execute()).toEqual(rows);
  });
});

describe('the register as CSV', () => {
  it('downloads asregister-2026.csv: UTF-8 with BOM, `;`, the Dutch column names and the lines', async () => {
    const res = await owner.get('/api/ash-register?year=2026&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="asregister-2026.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const records = parse(bytes, { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
    const [header, ...lines] = records;
    expect(header).toEqual([
      columns.registrationNumber,
      columns.lastName,
      columns.firstNames,
      columns.crematedOn,
      columns.destination,
      columns.outcome,
      columns.decidedByName,
      columns.decidedByAddress,
      columns.destinationPlace,
      columns.handedToOrPlaced,
      columns.executedOn,
      columns.status,
      columns.closedAt,
      columns.remark,
    ]);
    expect(lines).toHaveLength(6);
    const rows = parse(bytes, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows[0]).toEqual({
      [columns.registrationNumber]: '2026-0001',
      [columns.lastName]: 'de Vries',
      [columns.firstNames]: 'Johannes Petrus',
      [columns.crematedOn]: '10-03-2026',
      [columns.destination]: messages.ash.kinds.hand_over,
      [columns.outcome]: messages.ash.outcomes.handed_over,
      [columns.decidedByName]: 'Piet de Vries',
      [columns.decidedByAddress]: 'Dorpsstraat 1, 3731 AA De Bilt',
      [columns.destinationPlace]: '',
      [columns.handedToOrPlaced]: 'Piet de Vris',
      [columns.executedOn]: '20-04-2026',
      [columns.status]: messages.ash.destinationStatuses.closed,
      [columns.closedAt]: '21-04-2026',
      [columns.remark]: interpolate(r.correctedBy, { date: '2 juni 2026' }),
    });
    expect(rows[1]![columns.remark]).toBe(
      interpolate(r.correctionOf, { date: '21 april 2026', reason: LONG_REASON }),
    );
    expect(rows[2]).toMatchObject({
      [columns.lastName]: 'Çelik',
      [columns.firstNames]: 'Ayşe',
      [columns.destinationPlace]: 'C-12, Columbarium west',
      [columns.status]: messages.ash.destinationStatuses.executed,
    });
    expect(rows[3]).toMatchObject({
      [columns.registrationNumber]: '2026-0003',
      [columns.lastName]: 'Maria Jansen',
      [columns.destination]: '',
      [columns.status]: r.inStorage,
    });
    // A `;`, quotes and a line break stay inside their field; a formula is not run by Excel.
    expect(rows[4]).toMatchObject({
      [columns.crematedOn]: '31-12-2026',
      [columns.decidedByName]: `'=HYPERLINK("http://example.test")`,
      [columns.decidedByAddress]: 'Laan 5; "achter"\n1234 AB Zeist',
      [columns.destinationPlace]: 'Noordzee, 3 mijl uit Scheveningen',
    });
    expect(res.body).not.toContain('Rozenveld');
  });

  it('gives only the header for a year without cremations', async () => {
    const res = await owner.get('/api/ash-register?year=2019&format=csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="asregister-2019.csv"');
    const records = parse(res.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(records).toHaveLength(1);
    expect(records[0]![0]).toBe(columns.registrationNumber);
  });
});

describe('the register as PDF', () => {
  it('downloads asregister-2026.pdf with the organisation, the title, the lines and the page footer', async () => {
    const res = await owner.get('/api/ash-register?year=2026&format=pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="asregister-2026.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(res);
    const all = squash(pages.join(' '));
    for (const text of [
      'Crematorium De Asheuvel',
      r.title,
      interpolate(r.subtitle, { year: 2026 }),
      interpolate(r.generatedAt, { date: '21 november 2026' }),
      '2026-0001',
      'de Vries',
      'Johannes Petrus',
      'Ayşe',
      'Çelik',
      messages.ash.kinds.hand_over,
      messages.ash.kinds.niche,
      'C-12, Columbarium west',
      'Dorpsstraat 1, 3731 AA De Bilt',
      r.inStorage,
      '10-03-2026',
      // The long reason of the correction is wrapped in its cell to its last words, not cut off.
      'Einde van de reden.',
    ]) {
      expect(all, text).toContain(squash(text));
    }
    expect(all.match(/overdrachtsformulier/g)).toHaveLength(12);
    expect(all).not.toContain('Rozenveld');
    expect(all).not.toContain('IngetrokkenPersoon');
    pages.forEach((page, index) => {
      expect(squash(page)).toContain(squash(interpolate(r.page, { page: index + 1, pages: pages.length })));
      // The table's header is repeated on every page.
      expect(squash(page)).toContain(squash(columns.decidedByName));
    });
  });

  it('breaks a long year over pages, every page numbered "Pagina n van N" with the header repeated', async () => {
    for (let index = 1; index <= 60; index++) {
      const record = await insertRecord(asheuvel.id, {
        number: `2024-${String(index).padStart(4, '0')}`,
        name: `Willem van den Berg ${index}`,
        firstNames: 'Willem',
        crematedOn: `2024-${String(1 + (index % 12)).padStart(2, '0')}-15`,
      });
      if (index % 2 === 0) {
        await insertDestination(asheuvel.id, record, {
          kind: 'urn_garden',
          status: 'closed',
          decidedByName: `Opdrachtgever ${index}`,
          decidedByAddress: 'Kerkstraat 10\n3511 AB Utrecht',
          destinationPlace: 'Urnentuin achter het crematorium, vak B, rij 3',
          executedPlace: 'Urnentuin vak B',
          executedOn: '2024-09-01',
          closedAt: '2024-09-02T10:00:00.000Z',
        });
      }
    }
    const res = await owner.get('/api/ash-register?year=2024&format=pdf');
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(squash(page)).toContain(squash(interpolate(r.page, { page: index + 1, pages: pages.length })));
      expect(squash(page)).toContain(squash(columns.decidedByName));
    });
    const all = squash(pages.join(' '));
    for (let index = 1; index <= 60; index++) expect(all).toContain(`2024-${String(index).padStart(4, '0')}`);
  });

  it('says so for a year without cremations', async () => {
    const res = await owner.get('/api/ash-register?year=2019&format=pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="asregister-2019.pdf"');
    const pages = await pdfPages(res);
    expect(pages).toHaveLength(1);
    expect(squash(pages[0]!)).toContain(squash(interpolate(r.empty, { year: 2019 })));
    expect(squash(pages[0]!)).toContain(squash(interpolate(r.page, { page: 1, pages: 1 })));
  });
});
