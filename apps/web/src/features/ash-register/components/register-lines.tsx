import { interpolate, messages, type AshRegisterEntry } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import {
  breakableHeader,
  lineKey,
  REGISTER_COLUMNS,
  registerCells,
  type RegisterColumn,
} from '../lib/display.ts';
import { nlAshRegister } from '../lib/texts.ts';

const columns = messages.ash.register.columns;
const texts = nlAshRegister.line;

const recordPath = (entry: AshRegisterEntry) => `/ash/${encodeURIComponent(entry.recordId)}`;

/** "Correctie" on a line that corrects another, "Gecorrigeerd" on the line it corrects. */
function Marks({ entry }: { entry: AshRegisterEntry }) {
  if (!entry.correctsId && !entry.correctedAt) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {entry.correctsId && <Badge tone="info">{texts.correctionBadge}</Badge>}
      {entry.correctedAt && <Badge tone="muted">{texts.correctedBadge}</Badge>}
    </span>
  );
}

/** A corrected line stays in the register, struck through; its remark says when it was corrected. */
const struck = (entry: AshRegisterEntry, column: RegisterColumn) =>
  entry.correctedAt && column !== 'remark' && column !== 'status'
    ? 'line-through decoration-stone-500'
    : undefined;

/**
 * The table's columns: every column of the register, with the outcome (art. 59) shown under the destination and
 * the closing date under the status, so the fourteen columns of the CSV and PDF fit a wide screen in twelve.
 */
const TABLE_COLUMNS = REGISTER_COLUMNS.filter((column) => column !== 'outcome' && column !== 'closedAt');

/** Every line of the page with every column of the register (wide screens); each opens its ash record. */
export function RegisterTable({
  entries,
  allEntries,
  caption,
}: {
  entries: readonly AshRegisterEntry[];
  /** Every line of the year (a correction names the closing date of the line it corrects). */
  allEntries: readonly AshRegisterEntry[];
  caption: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-[0.8125rem] leading-snug" data-testid="ash-register-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs text-stone-700">
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-1.5 py-3 align-bottom font-semibold">
                {breakableHeader(columns[column])}
                {column === 'destination' && (
                  <span className="block font-normal"> ({breakableHeader(columns.outcome)})</span>
                )}
                {column === 'status' && (
                  <span className="block font-normal"> ({breakableHeader(columns.closedAt)})</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {entries.map((entry) => {
            const cells = registerCells(entry, allEntries);
            return (
              <tr
                key={lineKey(entry)}
                data-corrected={entry.correctedAt ? 'true' : undefined}
                className={cx(
                  'align-top',
                  entry.correctedAt ? 'bg-stone-50 text-stone-700' : 'hover:bg-stone-50',
                )}
              >
                {TABLE_COLUMNS.map((column) =>
                  column === 'registrationNumber' ? (
                    <th
                      key={column}
                      scope="row"
                      className="px-1.5 py-2 font-medium whitespace-nowrap tabular-nums"
                    >
                      <Link
                        to={recordPath(entry)}
                        aria-label={interpolate(nlAshRegister.page.open, {
                          number: entry.registrationNumber,
                        })}
                        className={struck(entry, column)}
                      >
                        {cells.registrationNumber}
                      </Link>
                    </th>
                  ) : column === 'remark' ? (
                    <td key={column} className="px-1.5 py-2">
                      <span className="flex flex-col items-start gap-1">
                        <Marks entry={entry} />
                        <span>{cells.remark}</span>
                      </span>
                    </td>
                  ) : column === 'destination' || column === 'status' ? (
                    <td key={column} className={cx('px-1.5 py-2 break-words', struck(entry, column))}>
                      {cells[column]}
                      {(column === 'destination' ? entry.outcome : entry.closedAt) && (
                        <span className="block text-stone-700">
                          {' '}
                          {column === 'destination' ? cells.outcome : cells.closedAt}
                        </span>
                      )}
                    </td>
                  ) : (
                    <td key={column} className={cx('px-1.5 py-2 break-words', struck(entry, column))}>
                      {cells[column]}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The lines as cards, for a phone: every column as a term and its value. */
export function RegisterCards({
  entries,
  allEntries,
}: {
  entries: readonly AshRegisterEntry[];
  allEntries: readonly AshRegisterEntry[];
}) {
  return (
    <ul className="space-y-3" data-testid="ash-register-cards">
      {entries.map((entry) => {
        const cells = registerCells(entry, allEntries);
        return (
          <li
            key={lineKey(entry)}
            data-corrected={entry.correctedAt ? 'true' : undefined}
            className={cx(
              'rounded-lg border p-4 shadow-sm',
              entry.correctedAt ? 'border-stone-300 bg-stone-50' : 'border-stone-200 bg-white',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={recordPath(entry)}
                  aria-label={interpolate(nlAshRegister.page.open, { number: entry.registrationNumber })}
                  className={cx('text-lg font-semibold tabular-nums', struck(entry, 'registrationNumber'))}
                >
                  {cells.registrationNumber}
                </Link>
                <p className={cx('break-words', struck(entry, 'lastName'))}>
                  {[entry.firstNames, entry.lastName].filter(Boolean).join(' ')}
                </p>
              </div>
              <span className="flex flex-col items-end gap-1 text-sm">
                <span>{cells.status}</span>
                <Marks entry={entry} />
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-sm">
              {REGISTER_COLUMNS.filter(
                (column) => !['registrationNumber', 'lastName', 'firstNames', 'status'].includes(column),
              ).map((column) => (
                <div key={column} className="contents">
                  <dt className="text-stone-600">{columns[column]}</dt>
                  <dd className={cx('break-words', struck(entry, column))}>{cells[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
