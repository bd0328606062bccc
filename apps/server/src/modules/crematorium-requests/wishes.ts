import type { RequestWishes } from '@afscheid/shared';
import type { RequestRow } from './repository.ts';

/** What the wishes hold before anyone chose anything. */
export const EMPTY_WISHES: Omit<RequestWishes, 'wishedAt' | 'ceremony'> = {
  location: null,
  alternativeAt: null,
  ceremonyPlaceId: null,
  ceremonyMinutes: null,
  coffeeRoom: false,
  coffeePlaceId: null,
  coffeeMinutes: null,
  guests: null,
  livestream: false,
  coffinKind: null,
  coffinLengthCm: null,
  coffinWidthCm: null,
  implants: null,
  implantKinds: [],
  implantsOther: null,
  relativesAttend: false,
  relativesCount: null,
  ashDestination: null,
  remarks: null,
  documentIds: [],
};

const WISH_KEYS = Object.keys(EMPTY_WISHES) as (keyof typeof EMPTY_WISHES)[];

/** The wishes of a request row (`documentIds` from its own column). */
export function wishesOf(row: Pick<RequestRow, 'wishes' | 'document_ids' | 'wished_at'>): RequestWishes {
  const stored = JSON.parse(row.wishes) as Partial<RequestWishes>;
  return {
    ...EMPTY_WISHES,
    ceremony: false,
    ...stored,
    wishedAt: row.wished_at,
    documentIds: JSON.parse(row.document_ids) as string[],
  };
}

/** The input's wishes over `current`: a field left out keeps its value. */
export function mergeWishes(
  current: RequestWishes,
  input: Partial<Record<keyof RequestWishes, unknown>>,
): RequestWishes {
  const next: Record<string, unknown> = { ...current };
  for (const key of [...WISH_KEYS, 'wishedAt', 'ceremony'] as const) {
    if (input[key] !== undefined) next[key] = input[key];
  }
  return next as RequestWishes;
}

/** The columns the wishes are stored in: the JSON (without the documents) and the documents' ids. */
export function wishColumns(wishes: RequestWishes): {
  wishes: string;
  document_ids: string;
  wished_at: string;
} {
  const { documentIds, ...rest } = wishes;
  return {
    wishes: JSON.stringify(rest),
    document_ids: JSON.stringify(documentIds),
    wished_at: wishes.wishedAt,
  };
}
