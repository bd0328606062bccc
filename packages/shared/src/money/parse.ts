// Reads an amount as a person types it into integer cents, with string arithmetic only (no float drift).

/** '1.234', '1.234.567': dots in groups of three are thousands separators (Dutch). */
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
/** The whole euros before a decimal comma: grouped with dots, plain digits, or nothing (',50'). */
const EUROS_BEFORE_COMMA = /^(?:\d{1,3}(?:\.\d{3})+|\d*)$/;

interface Parts {
  euros: string;
  decimals: string;
}

/** Splits the unsigned text into euros and decimals, or null when it is not an amount. */
function splitAmount(body: string): Parts | null {
  // '€ 25,-' and '€ 25,--': whole euros, the way a Dutch price tag writes them.
  const wholeEuros = /^(.+),-{1,2}$/.exec(body);
  if (wholeEuros) return splitAmount(wholeEuros[1] ?? '');
  const comma = body.lastIndexOf(',');
  if (comma >= 0) {
    // A comma is the decimal separator: what comes before may be grouped with dots ('1.250,50').
    const euros = body.slice(0, comma);
    const decimals = body.slice(comma + 1);
    if (!EUROS_BEFORE_COMMA.test(euros) || !/^\d+$/.test(decimals)) return null;
    return { euros: euros.replace(/\./g, ''), decimals };
  }
  if (GROUPED.test(body)) return { euros: body.replace(/\./g, ''), decimals: '' };
  // Otherwise a dot is the decimal point ('1250.50', '12.5'), as a calculator or a spreadsheet writes it.
  const plain = /^(\d*)(?:\.(\d+))?$/.exec(body);
  if (!plain || (plain[1] === '' && plain[2] === undefined)) return null;
  return { euros: plain[1] ?? '', decimals: plain[2] ?? '' };
}

/**
 * Reads an amount in euros into integer cents, or null when the text is not an amount.
 *
 * Accepted: '1.250,50', '1250,50', '1250.50', '€ 1.250,50', '1250', '-12,5', '€ -12,50', '- € 12,50',
 * '€ 25,-', ',5'; spaces anywhere are ignored. Ambiguous text is read the Dutch way: '1.250' is twelve hundred
 * and fifty euros (a dot before exactly three digits groups thousands), '1,5' is one euro fifty, '1.25' is one
 * euro twenty-five (a dot before one or two digits is the decimal point).
 * Refused (null): empty text, more than two decimals ('12,345', '1.2345': rounding them silently could change
 * an invoice), two separators of the same kind ('1,2,3'), letters, and amounts beyond
 * `Number.MAX_SAFE_INTEGER` cents.
 */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const match = /^([-+]?)€?([-+]?)(.*)$/.exec(compact);
  if (!match) return null;
  const [, signBefore = '', signAfter = '', body = ''] = match;
  if (signBefore !== '' && signAfter !== '') return null;
  const parts = splitAmount(body);
  if (!parts || parts.decimals.length > 2) return null;
  const euros = parts.euros === '' ? 0 : Number(parts.euros);
  const cents = euros * 100 + Number(parts.decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  const negative = (signBefore || signAfter) === '-';
  return negative && cents !== 0 ? -cents : cents;
}
