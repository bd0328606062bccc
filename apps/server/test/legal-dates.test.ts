import { afterAll, describe, expect, it } from 'vitest';
import { toSnakeCase, type SectionKey } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import { createDossierViaApi, lindeClients, saveSectionViaApi } from './factories.ts';

// Issue 11, law and dates: the uitstel's end date, an unknown time of death, the autumn hour that occurs twice,
// the decree days, a planned date without a time and the ashes' waiting month, through the API.
const ctx = await createTestApp();
afterAll(() => ctx.close());

const { director } = await lindeClients(ctx);

/** Died on Friday 20 November 2026 at 09:30 in Amsterdam: window from Saturday 21:30 to Monday 30 November. */
const DIED_AT = '2026-11-20T08:30:00.000Z';

async function put(dossierId: string, key: SectionKey, data: Record<string, unknown>) {
  const current = (await director.get(`/api/dossiers/${dossierId}/sections/${key}`)).json().data;
  return director.put(`/api/dossiers/${dossierId}/sections/${key}`, {
    version: current.version,
    data: toSnakeCase<Record<string, unknown>>(data),
  });
}

const detailOf = async (id: string) => (await director.get(`/api/dossiers/${id}`)).json().data;

describe('an uitstel has an end date', () => {
  it('refuses a planned cremation after the last day of the uitstel, and allows it up to that day', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    const uitstel = {
      kind: 'delay',
      reference: 'UTR-2026-4471',
      granted_by: 'Burgemeester van Utrecht',
      granted_on: '2026-11-23',
    };

    // Without its end date the permit is refused, and nothing is saved.
    const withoutEnd = await saveSectionViaApi(director, dossier.id, 'deceased', {
      legal_exception: uitstel,
    });
    expect(withoutEnd.statusCode).toBe(422);
    expect(withoutEnd.json().errors['legal_exception.until']).toEqual([
      'Vul in tot en met welke datum het uitstel geldt.',
    ]);
    expect((await detailOf(dossier.id)).legal_window.exception).toBeNull();

    const saved = await saveSectionViaApi(director, dossier.id, 'deceased', {
      legal_exception: { ...uitstel, until: '2026-12-03' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detailOf(dossier.id)).legal_window.exception).toEqual({
      kind: 'delay',
      reference: 'UTR-2026-4471',
      until: '2026-12-03',
    });

    const after = await put(dossier.id, 'cremation', { date: '2026-12-04', time: '10:00' });
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.date).toEqual([
      'De crematie moet uiterlijk op 3 december 2026 plaatsvinden: tot en met die dag geldt het uitstel van de burgemeester (kenmerk UTR-2026-4471). Later mag alleen met een nieuw uitstel; leg de nieuwe einddatum vast bij de overledene.',
    ]);
    expect((await detailOf(dossier.id)).funeral_at).toBeNull();

    const lastDay = await put(dossier.id, 'cremation', { date: '2026-12-03', time: '16:00' });
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    expect((await detailOf(dossier.id)).funeral_at).toBe('2026-12-03T15:00:00.000Z');

    // Shortening the uitstel to before the planned cremation is refused on the deceased.
    const shorter = await saveSectionViaApi(director, dossier.id, 'deceased', {
      legal_exception: { until: '2026-12-02' },
    });
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().errors.died_on[0]).toContain('2 december 2026');
  });
});

describe('an unknown time of death', () => {
  it('counts from 23:59 of that day and says that the time is unknown', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    const saved = await saveSectionViaApi(director, dossier.id, 'deceased', { died_at_time: null });
    expect(saved.statusCode, saved.body).toBe(200);

    const detail = await detailOf(dossier.id);
    // 23:59 on 20 November in Amsterdam; the 36 hours end on Sunday 22 November at 11:59.
    expect(detail.died_at).toBe('2026-11-20T22:59:00.000Z');
    expect(detail.death_time_unknown).toBe(true);
    expect(detail.legal_window).toMatchObject({
      earliest_at: '2026-11-22T10:59:00.000Z',
      latest_date: '2026-11-30',
      unknown_decree_years: [],
    });
    const row = await ctx.app.deps.db
      .selectFrom('dossiers')
      .select('died_at')
      .where('id', '=', dossier.id)
      .executeTakeFirstOrThrow();
    expect(row.died_at).toBe('2026-11-20T22:59:00.000Z');

    // Counted from 00:00 a cremation at 10:00 on Sunday would pass; from 23:59 it is too early.
    const early = await put(dossier.id, 'cremation', { date: '2026-11-22', time: '10:00' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toContain('op zijn vroegst 22 november 2026 11:59');
    expect((await put(dossier.id, 'cremation', { date: '2026-11-22', time: '12:00' })).statusCode).toBe(200);

    // With the time filled in again, it counts from that time.
    const known = await saveSectionViaApi(director, dossier.id, 'deceased', { died_at_time: '09:30' });
    expect(known.statusCode, known.body).toBe(200);
    const again = await detailOf(dossier.id);
    expect(again.died_at).toBe(DIED_AT);
    expect(again.death_time_unknown).toBe(false);
  });

  it('reads 02:30 in the night the clocks go back as the later 02:30', async () => {
    const dossier = await createDossierViaApi(director, { died_at: '2026-10-25T09:00:00.000Z' });
    const saved = await saveSectionViaApi(director, dossier.id, 'deceased', {
      died_on: '2026-10-25',
      died_at_time: '02:30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await detailOf(dossier.id);
    expect(detail.died_at).toBe('2026-10-25T01:30:00.000Z');
    expect(detail.legal_window.earliest_at).toBe('2026-10-26T13:30:00.000Z');
  });
});

describe('the decree days', () => {
  it('counts 27 December 2024 as a holiday: death on Friday 20 December 2024 → latest 3 January 2025', async () => {
    const dossier = await createDossierViaApi(director, { died_at: '2024-12-20T13:00:00.000Z' });
    const detail = await detailOf(dossier.id);
    expect(detail.legal_window.latest_date).toBe('2025-01-03');
    expect(detail.legal_window.unknown_decree_years).toEqual([]);
  });

  it('says for a year that no decree covers that its equated days are not known yet', async () => {
    const dossier = await createDossierViaApi(director, { died_at: '2022-12-27T09:00:00.000Z' });
    const detail = await detailOf(dossier.id);
    expect(detail.legal_window.unknown_decree_years).toEqual([2022]);
    const late = await put(dossier.id, 'cremation', { date: '2023-01-16', time: '10:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.date[0]).toMatch(
      /De dagen die in 2022 bij besluit met een feestdag worden gelijkgesteld, zijn nog niet bekend/,
    );
  });
});

describe('a planned date without a time', () => {
  it('is shown as the funeral date in the dossier, while the moment stays empty', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    expect((await detailOf(dossier.id)).funeral_date).toBeNull();
    expect((await put(dossier.id, 'cremation', { date: '2026-11-26' })).statusCode).toBe(200);
    const detail = await detailOf(dossier.id);
    expect(detail.funeral_date).toBe('2026-11-26');
    expect(detail.funeral_at).toBeNull();
  });
});

describe('the ashes', () => {
  it('may leave from the day after the full month (art. 59 lid 1)', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    expect((await put(dossier.id, 'cremation', { date: '2026-11-26', time: '14:30' })).statusCode).toBe(200);
    const monthDay = await put(dossier.id, 'ash-destination', {
      destination: 'scatter_field',
      plannedDate: '2026-12-26',
    });
    expect(monthDay.statusCode).toBe(422);
    expect(monthDay.json().errors.planned_date[0]).toContain('27 december 2026');
    expect(
      (await put(dossier.id, 'ash-destination', { destination: 'scatter_field', plannedDate: '2026-12-27' }))
        .statusCode,
    ).toBe(200);
  });
});
