import { sql, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Db } from '../../db/types.ts';

export type RegisterFilter = {
  /** `YYYY-01-01` and `YYYY-12-31`: the cremation dates of the year. */
  from: string;
  to: string;
  /** Folded search words: each must occur in the record's folded name, first names or number. */
  words: string[];
};

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The register of art. 50 Wlb is a view on the ash records and their destinations (decision 018), read here and
 * never written: no route of this module changes anything.
 */
export const ashRegisterRepository = {
  /**
   * The years (of the cremation date) in which the organisation has ash records, newest first. Walked down the
   * (organisation, cremation date) index one year at a time, each step the latest date before the year found
   * last: a few index lookups, where grouping read every record's date (50,000 index entries, 5–20 ms).
   */
  async years(db: Db, organizationId: string): Promise<number[]> {
    const rows = await sql<{ year: string | null }>`
      with recursive found (year) as (
        select substr(max(cremated_on), 1, 4) from ash_records where organization_id = ${organizationId}
        union all
        select (
          select substr(max(a.cremated_on), 1, 4) from ash_records a
          where a.organization_id = ${organizationId} and a.cremated_on < (found.year || '-01-01')
        )
        from found where found.year is not null
      )
      select year from found where year is not null
    `.execute(db);
    return rows.rows.map((row) => Number(row.year)).filter((year) => Number.isInteger(year));
  },

  /**
   * The lines of the year: each record with each destination that is not withdrawn (a record without one gives
   * one line without destination), with the crematorium's ash place and, for an entry a correction replaced,
   * when that correction was closed. By cremation date, registration number, then in the order the
   * destinations were made (a correction after the entry it corrects). When an entry was corrected comes from
   * `correctedAt`, read apart: as a lookup per line it became a scan of every destination per line whenever
   * SQLite's statistics were older than the table (150 s for 5,000 lines).
   */
  lines(db: Db, organizationId: string, filter: RegisterFilter) {
    const number = isPostgres(db) ? sql`r.registration_number collate "C"` : sql`r.registration_number`;
    let query = db
      .selectFrom('ash_records as r')
      .leftJoin('ash_destinations as d', (join) =>
        join
          .onRef('d.ash_record_id', '=', 'r.id')
          .onRef('d.organization_id', '=', 'r.organization_id')
          .on('d.status', '!=', 'withdrawn'),
      )
      .leftJoin('ash_places as p', 'p.id', 'd.ash_place_id')
      .select([
        'r.id as record_id',
        'r.registration_number',
        'r.deceased_name',
        'r.deceased_first_names',
        'r.cremated_on',
        'd.id as destination_id',
        'd.kind',
        'd.outcome',
        'd.status',
        'd.decided_by_name',
        'd.decided_by_address',
        'd.destination_place',
        'd.handed_to_name',
        'd.executed_place',
        'd.executed_on',
        'd.closed_at',
        'd.corrects_id',
        'd.correction_reason',
        'p.code as place_code',
        'p.location as place_location',
      ])
      .where('r.organization_id', '=', organizationId)
      .where('r.cremated_on', '>=', filter.from)
      .where('r.cremated_on', '<=', filter.to);
    for (const word of filter.words) {
      query = query.where(sql<SqlBool>`r.search_name like ${likeWord(word)} escape '!'`);
    }
    return query
      .orderBy('r.cremated_on')
      .orderBy(number)
      .orderBy('r.id')
      .orderBy('d.created_at')
      .orderBy('d.id')
      .execute();
  },

  /**
   * For each of the organisation's entries that a correction replaced, when the (first) correction was closed
   * (or made): few rows, corrections are rare.
   */
  async correctedAt(db: Db, organizationId: string): Promise<Map<string, string>> {
    const rows = await db
      .selectFrom('ash_destinations as c')
      .select(['c.corrects_id', sql<string>`min(coalesce(c.closed_at, c.created_at))`.as('corrected_at')])
      .where('c.organization_id', '=', organizationId)
      .where('c.corrects_id', 'is not', null)
      .groupBy('c.corrects_id')
      .execute();
    return new Map(rows.map((row) => [row.corrects_id!, row.corrected_at]));
  },
};

export type RegisterLineRow = Awaited<ReturnType<typeof ashRegisterRepository.lines>>[number];
