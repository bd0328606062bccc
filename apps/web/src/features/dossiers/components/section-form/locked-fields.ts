import { createContext, useContext } from 'react';

/**
 * The fields of a section that are read-only although the section can be edited: past "open" the dates the
 * dossier's status rests on (`lockedDateFields` in the shared package). `hint` is shown under each of them.
 */
export interface LockedFields {
  paths: ReadonlySet<string>;
  hint: string;
}

export const LockedFieldsContext = createContext<LockedFields | null>(null);

/** The hint of the field at `path` when it is read-only, else undefined. */
export function useLockedHint(path: string): string | undefined {
  const locked = useContext(LockedFieldsContext);
  return locked?.paths.has(path) ? locked.hint : undefined;
}
