/**
 * Folding for search and sorting: what a person types ("yilmaz", "celik", "de vries") has to find what was
 * written ("Yılmaz", "Çelik", "De Vries"), on SQLite and PostgreSQL alike. The server stores folded text and keys
 * and compares them byte by byte, so no database collation is involved.
 */

/** Letters that Unicode decomposition leaves whole, by what a Dutch reader takes them for. */
const LETTERS: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
};
const OTHER_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * Lower case without accents or other marks: `Çelik-Éénhoorn` → `celik-eenhoorn`, `Yılmaz` → `yilmaz`,
 * `Øster` → `oster`, `Straße` → `strasse`, `ĳsselmeer` → `ijsselmeer`. Compatibility forms are taken apart too
 * (NFKD: the Dutch ligature ĳ, ﬁ, full-width letters), then the letters that do not decompose are spelled out.
 * Folding twice gives the same text as folding once.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(OTHER_LETTERS, (letter) => LETTERS[letter]!);
}

/** The folded words of a text: letters and digits, everything else separates (`d'Ancona-de Wit` → d, ancona, de, wit). */
export function foldedWords(value: string | null | undefined): string[] {
  if (!value) return [];
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Lower-case words with their accents (the tie-breaker of `nameSortKey`). */
function accentedWords(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** Between the parts of a key; below every character of a folded word and below the space between words. */
const PART = '\u0002';
/** Between the folded key and its tie-breaker; below `PART`, so a shorter name comes first ("Berg" < "Bergen"). */
const TIE = '\u0001';

/**
 * A sort key whose byte order (SQLite's and PostgreSQL's `COLLATE "C"`) is the Dutch alphabetical order of a
 * name given as its parts, most significant first (the list passes last name, first names, prefix: the Dutch
 * convention files "Pieter de Vries" under V). It follows `Intl.Collator('nl')`: the letters decide, part after
 * part, whatever the case, accents and punctuation ("Çelik" sorts among the C's, "d'Ancona" as "d ancona");
 * among names with the same letters the one without accents comes first; case never decides (the caller adds
 * its own last key). Unlike the collator, "ı" sorts as "i" and "þ" as "th", as they are searched. Control
 * characters separate the parts, so the key is for comparing, never for showing.
 */
export function nameSortKey(parts: readonly (string | null | undefined)[]): string {
  const folded = parts.map((part) => foldedWords(part).join(' ')).join(PART);
  const accented = parts.map((part) => accentedWords(part).join(' ')).join(PART);
  return `${folded}${TIE}${accented}`;
}
