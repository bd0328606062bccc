import { normalizeBsn } from '@afscheid/shared';
import { hmac } from '../../lib/crypto.ts';
import { deriveKey } from '../../lib/secret-box.ts';

/**
 * Search helpers for dossiers. `search_text` holds the lower-case, accent-free words of the deceased's name
 * and the dossier number (`2026-0042` and the plain sequence `42`), each preceded by a space, so "a search
 * word is the start of a word" is `search_text LIKE '% word%'` (see `repository.ts` for the measured plans).
 */

/** Lower case without accents or other combining marks: `Çelik-Éénhoorn` → `celik-eenhoorn`. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[ø]/gi, 'o')
    .replace(/[ł]/gi, 'l')
    .toLowerCase();
}

/** The words of a name: letters and digits, everything else separates (`d'Ancona-de Wit` → d, ancona, de, wit). */
export function wordsOf(value: string | null | undefined): string[] {
  if (!value) return [];
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

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
