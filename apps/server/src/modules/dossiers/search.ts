import { foldedWords, nameSortKey, normalizeBsn } from '@afscheid/shared';
import { hmac } from '../../lib/crypto.ts';
import { deriveKey } from '../../lib/secret-box.ts';

/**
 * Search helpers for dossiers. `search_text` holds the folded words (lower case, no accents: the shared
 * `foldText`) of the deceased's name and the dossier number (`2026-0042` and the plain sequence `42`), each
 * preceded by a space, so "a search word is the start of a word" is `search_text LIKE '% word%'` (see
 * `repository.ts` for the measured plans). `sort_name` is the name's Dutch sort key (the shared `nameSortKey`).
 */

/** The folded words of a name: letters and digits, everything else separates (`d'Ancona-de Wit` → d, ancona, de, wit). */
export const wordsOf = foldedWords;

export type SearchSource = {
  firstNames: string;
  namePrefix: string | null;
  lastName: string;
  number: string;
  sequence: number;
};

/** ` jan pieter de vries 2026-0042 42` (leading space: every word starts after a space). */
export function dossierSearchText(source: SearchSource): string {
  const words = [
    ...wordsOf(source.firstNames),
    ...wordsOf(source.namePrefix),
    ...wordsOf(source.lastName),
    source.number.toLowerCase(),
    String(source.sequence),
  ];
  return ` ${[...new Set(words)].join(' ')}`;
}

export type DossierNames = Pick<SearchSource, 'firstNames' | 'namePrefix' | 'lastName'>;

/**
 * The key the list sorts names by: last name, then first names, then the prefix ("Pieter de Vries" under V,
 * the Dutch convention), in Dutch alphabetical order whatever the case or accents ("Çelik" among the C's).
 */
export function dossierSortName(names: DossierNames): string {
  return nameSortKey([names.lastName, names.firstNames, names.namePrefix]);
}

/** The columns every write of a dossier's name sets: its search text and its sort key. */
export function dossierNameColumns(source: SearchSource): { search_text: string; sort_name: string } {
  return { search_text: dossierSearchText(source), sort_name: dossierSortName(source) };
}

/**
 * The words a search is split into: a dossier number (`2026-0042`, or the start of one) stays one word;
 * everything else is split like the names. At most 6 words, each at most 40 characters.
 */
export function searchWords(search: string): string[] {
  const words: string[] = [];
  for (const token of search.trim().split(/\s+/)) {
    if (/^\d{4}-\d*$/.test(token)) words.push(token);
    else words.push(...wordsOf(token));
  }
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, 6);
}

/** A search that could be a BSN: 9 digits, or 8 (an old number without its leading zero); spaces and dots allowed. */
export function bsnCandidate(search: string): string | null {
  const bsn = normalizeBsn(search);
  return /^\d{9}$/.test(bsn) ? bsn : null;
}

const bsnKeys = new WeakMap<Buffer, Buffer>();

/**
 * HMAC-SHA256 of the normalised BSN (9 digits) with a key derived from the app key for this purpose only:
 * an exact search finds the dossier, while the column on its own does not reveal the number.
 */
export function bsnHash(appKey: Buffer, bsn: string): string {
  let key = bsnKeys.get(appKey);
  if (!key) {
    key = deriveKey(appKey, 'afscheid:dossier-bsn-search:v1');
    bsnKeys.set(appKey, key);
  }
  return hmac(key, bsn);
}
