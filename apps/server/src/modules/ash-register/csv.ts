import { stringify } from 'csv-stringify/sync';
import { messages } from '@afscheid/shared';
import { REGISTER_COLUMNS, type RegisterText } from './lines.ts';

const columns = messages.ash.register.columns;

/**
 * The register as a CSV file that Excel opens correctly with a double click on a Dutch computer: UTF-8 with a
 * byte order mark (without it Excel reads the file as Windows-1252 and "Çelik" turns into "Ã‡elik"), `;` as the
 * separator (the Dutch list separator; a `,` would put every line in one column), CRLF line ends, Dutch column
 * names. csv-stringify quotes every field holding a `;`, a quote or a line break, so an address with a line
 * break stays one field. A field that begins with `=`, `+`, `-` or `@` gets a leading `'` (`escape_formulas`):
 * the decider's name and address come from a funeral company, and Excel must not run them as a formula
 * (CSV injection).
 *
 * Dates are written `21-11-2026`, not `21 november 2026`: Excel on a Dutch computer recognises `dd-mm-jjjj` as
 * a date, so the crematorium can sort and filter the register on the cremation date; the long form would stay
 * text and sort alphabetically ("1 december" before "2 januari").
 */
export function registerCsv(lines: readonly RegisterText[]): Buffer {
  const text = stringify([...lines], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    header: true,
    columns: REGISTER_COLUMNS.map((column) => ({ key: column, header: columns[column] })),
  });
  return Buffer.from(text, 'utf8');
}
