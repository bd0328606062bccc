import {
  amsterdamToday,
  ashRegisterEntrySchema,
  foldedWords,
  formatDate,
  interpolate,
  messages,
  toSnakeCase,
  type AshRegister,
  type AshRegisterEntry,
  type AshRegisterQuery,
} from '@afscheid/shared';
import type { Organization } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { registerCsv } from './csv.ts';
import { registerTexts } from './lines.ts';
import { renderRegisterPdf } from './pdf.ts';
import { presentRegisterLine } from './presenter.ts';
import { ashRegisterRepository } from './repository.ts';

const texts = messages.ash.register;

export type RegisterFile = { fileName: string; contentType: string; content: Buffer };

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('The ash register needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** The year asked for, or the current year in Amsterdam. */
const yearOf = (ctx: ServiceContext, query: Pick<AshRegisterQuery, 'year'>) =>
  query.year ?? Number(amsterdamToday(ctx.clock.now()).slice(0, 4));

/**
 * GET /api/ash-register?year=YYYY&search=: the register of art. 50 Wlb for one year of cremation dates, by
 * cremation date and registration number: one line per destination that is not withdrawn (a corrected entry
 * stays, with when it was corrected; its correction is a line of its own), one "in bewaring" line for a record
 * without destination; `years` lists every year with records, newest first. Search: name, first names, number.
 */
export async function ashRegister(
  ctx: ServiceContext,
  query: Pick<AshRegisterQuery, 'year' | 'search'>,
): Promise<AshRegister> {
  const organizationId = organizationOf(ctx);
  const year = yearOf(ctx, query);
  const [years, rows, corrected] = await Promise.all([
    ashRegisterRepository.years(ctx.db, organizationId),
    ashRegisterRepository.lines(ctx.db, organizationId, {
      from: `${String(year).padStart(4, '0')}-01-01`,
      to: `${String(year).padStart(4, '0')}-12-31`,
      words: [...new Set(foldedWords(query.search))].slice(0, 6),
    }),
    ashRegisterRepository.correctedAt(ctx.db, organizationId),
  ]);
  const entries = new Array<AshRegisterEntry>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    entries[index] = presentRegisterLine(
      row,
      row.destination_id ? (corrected.get(row.destination_id) ?? null) : null,
    );
  }
  return { year, years, entries };
}

/** Each line's keys as the schema orders them, with their wire (snake_case) names. */
const ENTRY_KEYS = Object.keys(ashRegisterEntrySchema.shape) as (keyof AshRegisterEntry)[];
const WIRE_KEYS = Object.keys(toSnakeCase(Object.fromEntries(ENTRY_KEYS.map((key) => [key, null]))));

/**
 * The JSON answer of GET /api/ash-register, serialised here once: exactly what the route's schema, the case
 * conversion and `JSON.stringify` made of `ashRegister`, without checking and converting a year's thousands of
 * lines object by object (5,000 lines: 2.4 MB, about three quarters of the request's time, and a second and
 * third copy of every line in memory). The lines are the presenter's, of one shape; the schema's key order and
 * names are read from the schema itself, and a test checks the answer against the schema.
 */
export async function ashRegisterJson(
  ctx: ServiceContext,
  query: Pick<AshRegisterQuery, 'year' | 'search'>,
): Promise<string> {
  const register = await ashRegister(ctx, query);
  const lines = new Array<Record<string, unknown>>(register.entries.length);
  for (let index = 0; index < lines.length; index++) {
    const entry = register.entries[index]!;
    const line: Record<string, unknown> = {};
    for (let key = 0; key < ENTRY_KEYS.length; key++) line[WIRE_KEYS[key]!] = entry[ENTRY_KEYS[key]!];
    lines[index] = line;
  }
  return JSON.stringify({ data: { year: register.year, years: register.years, entries: lines } });
}

/**
 * The register of one year as a download: `asregister-2026.csv` (UTF-8 with BOM, `;`) or `asregister-2026.pdf`
 * (A4 landscape), the same lines as the JSON.
 */
export async function ashRegisterFile(
  ctx: ServiceContext,
  organization: Pick<Organization, 'name'>,
  query: AshRegisterQuery,
): Promise<RegisterFile> {
  const register = await ashRegister(ctx, query);
  const lines = registerTexts(register.entries);
  const fileName = interpolate(texts.fileName, { year: register.year });
  if (query.format === 'csv') {
    return {
      fileName: `${fileName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: registerCsv(lines),
    };
  }
  const now = ctx.clock.now();
  const content = await renderRegisterPdf({
    organizationName: organization.name,
    year: register.year,
    generatedAt: interpolate(texts.generatedAt, { date: formatDate(now) }),
    createdAt: now,
    lines,
  });
  return { fileName: `${fileName}.pdf`, contentType: 'application/pdf', content };
}
