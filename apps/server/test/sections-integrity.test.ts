/**
 * Issue 10, items 9 and 10: the dates a dossier's status rests on are fixed past "open"; the checks of a section
 * save read inside its transaction (two saves cannot together leave an illegal plan); a date of death "in the
 * future" is judged by the server's clock; a corrupt stored section fails loudly instead of reading as empty.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { interpolate, lockedDatesText, messages, SECTION_LABELS, toSnakeCase } from '@afscheid/shared';
import { dossiersRepository } from '../src/modules/dossiers/index.ts';
import { sectionsRepository } from '../src/modules/sections/index.ts';
import { createTestApp } from './helpers.ts';
import { createDossierViaApi, lindeClients, loginIn, saveSectionViaApi } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const { linde, owner, director } = await lindeClients(ctx);
const db = ctx.app.deps.db;
const locked = messages.sectionIntegrity;

/** Died on Tuesday 17 November 2026 at 09:30 in Amsterdam: window from Wednesday 21:30 to Wednesday 25 November. */
const DIED_AT = '2026-11-17T08:30:00.000Z';
/** Friday 20 November, before the test clock's "now" (21 November 12:00 UTC): a cremation that took place. */
const HELD = { crematorium_name: 'Crematorium Het Rozenveld', date: '2026-11-20', time: '10:00' };

const sectionOf = async (dossierId: string, key: string) =>
  db
    .selectFrom('dossier_sections')
    .selectAll()
    .where('dossier_id', '=', dossierId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

const dossierRow = (id: string) =>
  db.selectFrom('dossiers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A dossier whose cremation or burial took place, moved on to `status` through the API. */
async function pastOpen(type: 'cremation' | 'burial', status: 'completed' | 'invoiced') {
  const dossier = await createDossierViaApi(director, { type, died_at: DIED_AT });
  const planned = await saveSectionViaApi(
    director,
    dossier.id,
    type === 'cremation' ? 'cremation' : 'funeral',
    {
      ...(type === 'cremation'
        ? HELD
        : { cemetery_name: 'Begraafplaats Soestbergen', date: HELD.date, time: HELD.time }),
    },
  );
  expect(planned.statusCode, planned.body).toBe(200);
  const url = `/api/dossiers/${dossier.id}/status`;
  const completed = await director.post(url, { version: 1, status: 'completed' });
  expect(completed.statusCode, completed.body).toBe(200);
  if (status === 'invoiced') {
    const invoiced = await owner.post(url, { version: 2, status: 'invoiced' });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
  }
  return dossier;
}

describe('the dates a dossier past "open" rests on', () => {
  it('refuses moving a completed cremation (date or time), with a Dutch message on the field, and saves nothing', async () => {
    const dossier = await pastOpen('cremation', 'completed');
    const before = await sectionOf(dossier.id, 'cremation');
    const funeralAt = (await dossierRow(dossier.id)).funeral_at;
    expect(funeralAt).toBe('2026-11-20T09:00:00.000Z');

    const later = await saveSectionViaApi(director, dossier.id, 'cremation', { date: '2026-12-24' });
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toBe(lockedDatesText('cremation', 'completed', 'refusal'));
    expect(later.json().errors).toEqual({
      date: [
        interpolate(locked.dateLocked, { field: locked.lockedFields.cremation.date, status: 'uitgevoerd' }),
      ],
    });
    expect(later.json().errors.date[0]).toBe(
      'De datum van de crematie kan niet meer worden gewijzigd, want het dossier is uitgevoerd.',
    );
    const otherTime = await saveSectionViaApi(director, dossier.id, 'cremation', {
      time: '16:00',
      notes: 'Later',
    });
    expect(otherTime.statusCode).toBe(422);
    expect(Object.keys(otherTime.json().errors)).toEqual(['time']);
    const cleared = await saveSectionViaApi(director, dossier.id, 'cremation', { date: null, time: null });
    expect(cleared.statusCode).toBe(422);
    expect(Object.keys(cleared.json().errors).sort()).toEqual(['date', 'time']);

    const after = await sectionOf(dossier.id, 'cremation');
    expect(after).toEqual(before);
    expect((await dossierRow(dossier.id)).funeral_at).toBe(funeralAt);
  });

  it('refuses a new date or time of death of a completed dossier', async () => {
    const dossier = await pastOpen('cremation', 'completed');
    const before = await sectionOf(dossier.id, 'deceased');
    const day = await saveSectionViaApi(director, dossier.id, 'deceased', { died_on: '2026-11-16' });
    expect(day.statusCode).toBe(422);
    expect(day.json().errors).toEqual({
      died_on: ['De datum van overlijden kan niet meer worden gewijzigd, want het dossier is uitgevoerd.'],
    });
    const hour = await saveSectionViaApi(director, dossier.id, 'deceased', { died_at_time: '10:15' });
    expect(hour.statusCode).toBe(422);
    expect(Object.keys(hour.json().errors)).toEqual(['died_at_time']);
    expect(await sectionOf(dossier.id, 'deceased')).toEqual(before);
    expect((await dossierRow(dossier.id)).died_at).toBe(DIED_AT);
  });

  it('still saves the other fields, and the same moment written another way', async () => {
    const dossier = await pastOpen('cremation', 'completed');
    const notes = await saveSectionViaApi(director, dossier.id, 'cremation', {
      notes: 'Urn op 21 december ophalen',
      time: '10:00:00',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().data.data).toMatchObject({ notes: 'Urn op 21 december ophalen', time: '10:00' });
    const place = await saveSectionViaApi(director, dossier.id, 'deceased', {
      place_of_death: { kind: 'hospice', name: 'Hospice De Wilg' },
    });
    expect(place.statusCode, place.body).toBe(200);
    expect((await dossierRow(dossier.id)).funeral_at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('keeps an invoiced burial fixed too, and leaves an open dossier free', async () => {
    const dossier = await pastOpen('burial', 'invoiced');
    const moved = await saveSectionViaApi(director, dossier.id, 'funeral', { date: '2026-11-23' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      date: ['De datum van de begrafenis kan niet meer worden gewijzigd, want het dossier is gefactureerd.'],
    });
    expect(moved.json().message).toBe(lockedDatesText('burial', 'invoiced', 'refusal'));
    const grave = await saveSectionViaApi(director, dossier.id, 'funeral', {
      grave_location: { number: 'B-14' },
    });
    expect(grave.statusCode, grave.body).toBe(200);
    const permit = await saveSectionViaApi(director, dossier.id, 'funeral', {
      permit: { received: true, number: 'B-2026-0117' },
    });
    expect(permit.statusCode, permit.body).toBe(200);

    const open = await createDossierViaApi(director, { type: 'burial', died_at: DIED_AT });
    const planned = await saveSectionViaApi(director, open.id, 'funeral', {
      date: '2026-11-23',
      time: '11:00',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const again = await saveSectionViaApi(director, open.id, 'funeral', { date: '2026-11-24' });
    expect(again.statusCode, again.body).toBe(200);
  });
});

/**
 * Holds each party at the point where it has read what its check depends on, until every party has read it: so
 * without a lock both check the state before either wrote. With the lock a party may be waiting for the other's
 * transaction and never arrive: after `fallbackMs` the one that is there goes on alone. Once open it stays open.
 */
function barrier(parties: number, fallbackMs = 300) {
  const arrived = new Set<string>();
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async (party: string) => {
    arrived.add(party);
    if (arrived.size >= parties) open();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([opened, new Promise<void>((resolve) => (timer = setTimeout(resolve, fallbackMs)))]);
    clearTimeout(timer);
    open();
  };
}

/** Which request the code runs for (async context follows the request through `inject`). */
const party = new AsyncLocalStorage<string>();

describe('concurrent changes of one dossier', () => {
  it('lets only one of two saves through that are each legal alone but illegal together', async () => {
    const dossier = await createDossierViaApi(director, { died_at: '2026-11-20T08:30:00.000Z' });
    const cremation = await director.get(`/api/dossiers/${dossier.id}/sections/cremation`);
    const deceased = await director.get(`/api/dossiers/${dossier.id}/sections/deceased`);
    // Friday 27 November is within the window of a death on Friday 20 November (last day Monday 30), and a
    // death on Friday 13 November is fine while nothing is planned; together the cremation is too late.
    const cremationBody = {
      version: cremation.json().data.version,
      data: { ...cremation.json().data.data, date: '2026-11-27', time: '10:00' },
    };
    const deceasedBody = {
      version: deceased.json().data.version,
      data: { ...deceased.json().data.data, died_on: '2026-11-13' },
    };

    // Each save holds once it has read the other section (the cremation save the deceased, the deceased save the
    // planned cremation), whether it reads one section (`find`) or several (`someOf`).
    const arrive = barrier(2);
    const crossRead = async (keys: readonly string[]) => {
      const who = party.getStore();
      if (
        (who === 'cremation' && keys.includes('deceased')) ||
        (who === 'deceased' && keys.includes('cremation'))
      ) {
        await arrive(who);
      }
    };
    const find = sectionsRepository.find.bind(sectionsRepository);
    const someOf = sectionsRepository.someOf.bind(sectionsRepository);
    const spies = [
      vi.spyOn(sectionsRepository, 'find').mockImplementation(async (database, dossierId, key) => {
        const found = await find(database, dossierId, key);
        await crossRead([key]);
        return found;
      }),
      vi.spyOn(sectionsRepository, 'someOf').mockImplementation(async (database, dossierId, keys) => {
        const found = await someOf(database, dossierId, keys);
        await crossRead(keys);
        return found;
      }),
    ];
    let answers;
    try {
      answers = await Promise.all([
        party.run('cremation', () =>
          director.put(`/api/dossiers/${dossier.id}/sections/cremation`, cremationBody),
        ),
        party.run('deceased', () =>
          director.put(`/api/dossiers/${dossier.id}/sections/deceased`, deceasedBody),
        ),
      ]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const [cremationAnswer, deceasedAnswer] = answers;
    expect([cremationAnswer!.statusCode, deceasedAnswer!.statusCode].sort()).toEqual([200, 422]);
    const stored = [
      (JSON.parse((await sectionOf(dossier.id, 'cremation')).data) as { date: string | null }).date,
      (JSON.parse((await sectionOf(dossier.id, 'deceased')).data) as { diedOn: string }).diedOn,
    ];
    // What is stored is one of the two plans, never both; the other save is told why on its field.
    if (cremationAnswer!.statusCode === 200) {
      expect(Object.keys(deceasedAnswer!.json().errors)).toEqual(['died_on']);
      expect(stored).toEqual(['2026-11-27', '2026-11-20']);
    } else {
      expect(Object.keys(cremationAnswer!.json().errors)).toEqual(['date']);
      expect(stored).toEqual([null, '2026-11-13']);
    }
  });

  it('does not complete a dossier while a save moves its cremation into the future', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    expect((await saveSectionViaApi(director, dossier.id, 'cremation', HELD)).statusCode).toBe(200);
    const cremation = (await director.get(`/api/dossiers/${dossier.id}/sections/cremation`)).json().data;

    const arrive = barrier(2);
    const findById = dossiersRepository.findById.bind(dossiersRepository);
    const find = sectionsRepository.find.bind(sectionsRepository);
    // Both requests hold after their first look at the dossier (the status change at its access check, the
    // save at its section), so each starts from the dossier as it was before the other.
    const spies = [
      vi.spyOn(dossiersRepository, 'findById').mockImplementation(async (...args) => {
        const found = await findById(...args);
        if (party.getStore() === 'status') await arrive('status');
        return found;
      }),
      vi.spyOn(sectionsRepository, 'find').mockImplementation(async (...args) => {
        const found = await find(...args);
        if (party.getStore() === 'save' && !args[0].isTransaction) await arrive('save');
        return found;
      }),
    ];
    let answers;
    try {
      answers = await Promise.all([
        party.run('status', () =>
          director.post(`/api/dossiers/${dossier.id}/status`, { version: 1, status: 'completed' }),
        ),
        party.run('save', () =>
          director.put(`/api/dossiers/${dossier.id}/sections/cremation`, {
            version: cremation.version,
            data: { ...cremation.data, date: '2026-11-24' },
          }),
        ),
      ]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const [status, save] = answers;
    // One of them goes first; the other is refused because of it.
    const row = await dossierRow(dossier.id);
    if (status!.statusCode === 200) {
      expect(save!.statusCode).toBe(422);
      expect(Object.keys(save!.json().errors)).toEqual(['date']);
      expect(row).toMatchObject({ status: 'completed', funeral_at: '2026-11-20T09:00:00.000Z' });
    } else {
      expect([status!.statusCode, save!.statusCode]).toEqual([409, 200]);
      expect(status!.json().message).toBe(
        interpolate(messages.dossierApi.completedBeforeMoment, {
          act: 'crematie',
          section: SECTION_LABELS.cremation,
          at: '24 november 2026 10:00',
        }),
      );
      expect(row).toMatchObject({ status: 'open', funeral_at: '2026-11-24T09:00:00.000Z' });
    }
  });
});

describe('a corrupt stored section', () => {
  it('is a 500 with a reference, and a save does not overwrite it with an empty section', async () => {
    const dossier = await createDossierViaApi(director);
    const care = await saveSectionViaApi(director, dossier.id, 'care', { place: 'Thuis' });
    expect(care.statusCode).toBe(200);
    const corrupt = '{"place": "Thuis", "laid';
    await db
      .updateTable('dossier_sections')
      .set({ data: corrupt })
      .where('dossier_id', '=', dossier.id)
      .where('key', '=', 'care')
      .execute();

    const read = await director.get(`/api/dossiers/${dossier.id}/sections/care`);
    expect(read.statusCode).toBe(500);
    expect(read.json().reference).toEqual(expect.any(String));
    expect(read.json().message).toBe(
      interpolate(messages.errors.server, { reference: read.json().reference }),
    );
    expect((await director.get(`/api/dossiers/${dossier.id}/sections`)).statusCode).toBe(500);

    const save = await director.put(`/api/dossiers/${dossier.id}/sections/care`, {
      version: 2,
      data: toSnakeCase({ place: 'Rouwcentrum' }),
    });
    expect(save.statusCode).toBe(500);
    expect(save.json().reference).toEqual(expect.any(String));
    const row = await sectionOf(dossier.id, 'care');
    expect(row).toMatchObject({ data: corrupt, version: 2 });
  });

  it('is a 500 too when the JSON is readable but not an object', async () => {
    const dossier = await createDossierViaApi(director);
    for (const data of ['null', '[]', '"tekst"']) {
      await db
        .updateTable('dossier_sections')
        .set({ data })
        .where('dossier_id', '=', dossier.id)
        .where('key', '=', 'flowers')
        .execute();
      expect((await director.get(`/api/dossiers/${dossier.id}/sections/flowers`)).statusCode, data).toBe(500);
      const save = await director.put(`/api/dossiers/${dossier.id}/sections/flowers`, {
        version: 1,
        data: {},
      });
      expect(save.statusCode, data).toBe(500);
      expect((await sectionOf(dossier.id, 'flowers')).data).toBe(data);
    }
  });
});

describe('a date of death in the future', () => {
  const body = (diedAt: string) => ({
    type: 'cremation',
    deceased_first_names: 'Klaas',
    deceased_last_name: 'Tijdgenoot',
    died_at: diedAt,
  });
  const DAY = 24 * 3600;

  /** Sets the app's clock `days` from the wall clock, logs in again there, and restores the clock afterwards. */
  async function atClock<T>(
    days: number,
    run: (now: Date, client: Awaited<ReturnType<typeof loginIn>>) => Promise<T>,
  ) {
    const seconds = (Date.now() - ctx.clock.now().getTime()) / 1000 + days * DAY;
    ctx.clock.advance(seconds);
    try {
      return await run(ctx.clock.now(), await loginIn(ctx, 'uitvaartverzorger@afscheid.test', linde.id));
    } finally {
      ctx.clock.advance(-seconds);
    }
  }
  const count = async () =>
    (await db.selectFrom('dossiers').select('id').where('deceased_last_name', '=', 'Tijdgenoot').execute())
      .length;

  it("is judged by the server's clock: a moment after it is refused, though the wall clock has passed it", async () => {
    const before = await count();
    await atClock(-30, async (now, client) => {
      // A day after the server's "now", three weeks before the wall clock's.
      const res = await client.post(
        '/api/dossiers',
        body(new Date(now.getTime() + DAY * 1000).toISOString()),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ died_at: [messages.dossiers.errors.diedInFuture] });
    });
    expect(await count()).toBe(before);
  });

  it("is judged by the server's clock: a moment before it is accepted, though the wall clock has not reached it", async () => {
    await atClock(30, async (now, client) => {
      // Ten days before the server's "now", twenty days after the wall clock's.
      const diedAt = new Date(now.getTime() - 10 * DAY * 1000).toISOString();
      const res = await client.post('/api/dossiers', body(diedAt));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.died_at).toBe(diedAt);
    });
  });
});
