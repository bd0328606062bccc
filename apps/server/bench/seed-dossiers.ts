/**
 * Bulk dossiers for measurements (npm run bench) and for the search tests: realistic Dutch names with a long
 * tail, numbers per year, statuses by age, imported through the dossiers module's import service (one
 * transaction, written in batches; the list and the search read the dossier rows alone). Deterministic per seed.
 */
import { addDays, toIsoDate, type DossierStatus } from '@afscheid/shared';
import { systemContext, type ContextDeps } from '../src/lib/context.ts';
import { importDossiers, type ImportedDossier } from '../src/modules/dossiers/index.ts';

const MEN = [
  'Johannes',
  'Cornelis',
  'Hendrik',
  'Jan',
  'Willem',
  'Gerrit',
  'Pieter',
  'Jacobus',
  'Adrianus',
  'Theodorus',
];
const MEN_TAIL = [
  'Antonius',
  'Franciscus',
  'Gerardus',
  'Klaas',
  'Dirk',
  'Hendrikus',
  'Albertus',
  'Marinus',
  'Jannes',
];
const WOMEN = [
  'Maria',
  'Johanna',
  'Anna',
  'Cornelia',
  'Elisabeth',
  'Wilhelmina',
  'Hendrika',
  'Geertruida',
  'Catharina',
];
const WOMEN_TAIL = [
  'Aaltje',
  'Grietje',
  'Petronella',
  'Jannetje',
  'Adriana',
  'Margaretha',
  'Hélène',
  'Zoë',
  'Fatma',
];
/** The most frequent Dutch surnames (prefix, name), most frequent first. */
const COMMON = [
  ['de', 'Jong'],
  [null, 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  [null, 'Bakker'],
  [null, 'Janssen'],
  [null, 'Visser'],
  [null, 'Smit'],
  [null, 'Meijer'],
  ['de', 'Boer'],
  [null, 'Mulder'],
  ['de', 'Groot'],
  [null, 'Bos'],
  [null, 'Vos'],
  [null, 'Peters'],
  [null, 'Hendriks'],
  ['van', 'Leeuwen'],
  [null, 'Dekker'],
  [null, 'Brouwer'],
  ['de', 'Wit'],
  [null, 'Dijkstra'],
  ['van der', 'Meer'],
  [null, 'Yılmaz'],
  [null, 'Çelik'],
] as const;
/** Compound surnames for the long tail: Zandstra, Beekhuis, Lindeboom, … */
const HEADS = [
  'Zand',
  'Berg',
  'Hout',
  'Veen',
  'Beek',
  'Kamp',
  'Molen',
  'Water',
  'Hoog',
  'Groen',
  'Wester',
  'Ooster',
];
const HEADS_2 = [
  'Noord',
  'Linde',
  'Eik',
  'Wilg',
  'Brink',
  'Heuvel',
  'Akker',
  'Weide',
  'Dal',
  'Bosch',
  'Kerk',
  'Dijk',
];
const TAILS = [
  'man',
  'stra',
  'sma',
  'ink',
  'ing',
  'huis',
  'veld',
  'hof',
  'horst',
  'meijer',
  'broek',
  'ema',
  'boom',
];

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid BSN (11-check) from 8 random digits. */
function bsnFrom(next: () => number): string {
  for (;;) {
    const digits = Array.from({ length: 8 }, () => Math.floor(next() * 10));
    if (digits[0] === 0) digits[0] = 1;
    const sum = digits.reduce((total, digit, index) => total + digit * (9 - index), 0);
    const check = sum % 11;
    if (check !== 10) return `${digits.join('')}${check}`;
  }
}

export type SeedOptions = {
  organizationId: string;
  count: number;
  /** Members who are made responsible for the dossiers, in turn; the first one imports them. */
  userIds: string[];
  /** The newest dossier is created at this moment; older ones every few hours before it. */
  now: Date;
  seed?: number;
};

export type SeededName = { firstNames: string; namePrefix: string | null; lastName: string };

export function generateName(next: () => number): SeededName {
  const woman = next() < 0.52;
  const head = woman ? WOMEN : MEN;
  const tail = woman ? WOMEN_TAIL : MEN_TAIL;
  // Frequent names more often: the square of a uniform number leans towards the start of the list.
  const pick = <T>(list: readonly T[], skew = 2) => list[Math.floor(Math.pow(next(), skew) * list.length)]!;
  const first = next() < 0.8 ? pick(head) : pick(tail, 1);
  const firstNames = next() < 0.55 ? `${first} ${pick([...head, ...tail], 1)}` : first;
  if (next() < 0.45) {
    const [namePrefix, lastName] = pick(COMMON, 1.6);
    return { firstNames, namePrefix, lastName };
  }
  const lastName = `${pick([...HEADS, ...HEADS_2], 1)}${pick(TAILS, 1)}`;
  return { firstNames, namePrefix: null, lastName };
}

/**
 * `count` dossiers of one organisation through the dossiers module's import service (numbers after the ones the
 * organisation used, search terms, an audit event each), generated deterministically. Returns the names.
 */
export async function seedDossiers(deps: ContextDeps, options: SeedOptions): Promise<SeededName[]> {
  const next = random(options.seed ?? 20261121);
  const spacingMs = 2.5 * 3_600_000;
  const start = options.now.getTime() - (options.count - 1) * spacingMs;
  const names: SeededName[] = [];
  const importer = options.userIds[0] ?? '';
  const ctx = systemContext(deps, {
    userId: importer,
    organizationId: options.organizationId,
    organizationType: 'funeral_company',
    role: 'owner',
    permissions: ['*'],
    isSuper: false,
  });
  function* generate(): Generator<ImportedDossier> {
    for (let index = 0; index < options.count; index++) {
      const createdMs = start + index * spacingMs;
      const created = new Date(createdMs);
      const year = Number(toIsoDate(created)!.slice(0, 4));
      const name = generateName(next);
      names.push(name);
      const diedAt = new Date(createdMs - (2 + next() * 30) * 3_600_000);
      const age = options.now.getTime() - createdMs;
      const day = 86_400_000;
      const status: DossierStatus =
        age > 120 * day
          ? next() < 0.97
            ? 'closed'
            : 'cancelled'
          : age > 40 * day
            ? 'invoiced'
            : age > 8 * day
              ? 'completed'
              : 'open';
      const planned = status !== 'open' || next() < 0.6;
      const funeralAt = planned ? new Date(diedAt.getTime() + (3 + Math.floor(next() * 3)) * day) : null;
      const birthYear = year - 55 - Math.floor(next() * 45);
      yield {
        type: next() < 0.68 ? 'cremation' : 'burial',
        status,
        ...name,
        birthDate: addDays(`${birthYear}-01-01`, Math.floor(next() * 365)),
        bsn: bsnFrom(next),
        diedAt: diedAt.toISOString(),
        funeralAt: funeralAt ? funeralAt.toISOString() : null,
        responsibleUserId: options.userIds.length ? options.userIds[index % options.userIds.length]! : null,
        createdAt: created.toISOString(),
      };
    }
  }
  await importDossiers(ctx, generate());
  return names;
}
