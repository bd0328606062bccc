/**
 * `node --import tsx apps/server/bench/seed-requests.ts`: gives the demo crematorium (Het Rozenveld) the incoming
 * requests of a busy crematorium over several years: 20,000 requests from the demo funeral company, in every
 * state but draft, planned over two years around today (a tenth of them still waiting for an answer). Rows are
 * written directly in one transaction (bench data, not business events); prints what it wrote.
 */
import { sql } from 'kysely';
import { nameSortKey } from '@afscheid/shared';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { newId } from '../src/lib/ids.ts';

const REQUESTS = 20_000;
const FIRST_NAMES = [
  'Jan',
  'Maria',
  'Johannes',
  'Anna',
  'Pieter',
  'Cornelia',
  'Hendrik',
  'Johanna',
  'Willem',
  'Geertruida',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
];
const STATUSES = [
  'submitted',
  'accepted',
  'accepted',
  'accepted',
  'accepted',
  'rejected',
  'proposed',
  'cancelled',
  'accepted',
  'accepted',
] as const;

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const db = handle.db;
  const started = performance.now();
  const org = (name: string) =>
    db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const requester = (await org('Uitvaartzorg De Linde')).id;
  const provider = (await org('Crematorium Het Rozenveld')).id;
  const now = Date.now();
  const wishes = JSON.stringify({
    location: null,
    alternativeAt: null,
    ceremony: false,
    ceremonyPlaceId: null,
    ceremonyMinutes: null,
    coffeeRoom: false,
    coffeePlaceId: null,
    coffeeMinutes: null,
    guests: null,
    livestream: false,
    coffinKind: 'standard',
    coffinLengthCm: 200,
    coffinWidthCm: 60,
    implants: 'none',
    implantKinds: [],
    implantsOther: null,
    relativesAttend: false,
    relativesCount: null,
    ashDestination: null,
    remarks: null,
  });
  await db.transaction().execute(async (trx) => {
    const stamp = new Date().toISOString();
    let rows = [];
    for (let index = 0; index < REQUESTS; index++) {
      const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
      // Every 10th request waits for an answer and lies ahead; the rest spread over a year back and a year ahead.
      const status = STATUSES[index % STATUSES.length]!;
      const dayOffset = status === 'submitted' ? 1 + (index % 60) : (index % 730) - 365;
      const planned = new Date(now + dayOffset * 86_400_000 + (index % 8) * 3_600_000);
      planned.setUTCMinutes(0, 0, 0);
      const plannedAt = planned.toISOString();
      rows.push({
        id: newId(),
        requester_organization_id: requester,
        provider_organization_id: provider,
        dossier_id: null,
        dossier_number: `B${String(index + 1).padStart(6, '0')}`,
        status,
        deceased_name: `${first} ${last} ${index + 1}`,
        search_name: nameSortKey([last, `${first} ${index + 1}`]),
        wished_at: plannedAt,
        proposed_at: status === 'proposed' ? plannedAt : null,
        proposal_note: null,
        confirmed_at: status === 'accepted' ? plannedAt : null,
        planned_at: plannedAt,
        wishes,
        revision: 1,
        reason: status === 'rejected' || status === 'cancelled' ? 'Bench' : null,
        cancelled_by: status === 'cancelled' ? ('requester' as const) : null,
        cremation_id: null,
        submitted_at: stamp,
        decided_at: status === 'submitted' ? null : stamp,
        created_at: stamp,
        updated_at: stamp,
      });
      if (rows.length === 500) {
        await trx.insertInto('crematorium_requests').values(rows).execute();
        rows = [];
      }
    }
    if (rows.length > 0) await trx.insertInto('crematorium_requests').values(rows).execute();
  });
  // PostgreSQL: VACUUM as well, as autovacuum does after a bulk load in a normal deployment (its insert threshold):
  // it sets the visibility map, so index-only scans skip the table. This machine's PostgreSQL runs with autovacuum
  // off, and counts over never-vacuumed tables read every row's page (decision 033).
  await (handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(JSON.stringify({ requests: REQUESTS, seconds }));
} finally {
  await handle.close();
}
