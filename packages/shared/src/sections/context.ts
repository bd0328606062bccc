import type { DossierType } from '../schemas/dossier-values.ts';
import type { DeceasedSection } from './deceased.ts';

/** What the cross-field rules of a section may consult besides its own data. */
export interface SectionContext {
  dossierType: DossierType;
  /** The dossier's moment of death (an instant). */
  diedAt: string | null;
  /** The deceased section's data (the exception permits live there). */
  deceased: DeceasedSection | null;
  /** The cremation date (`YYYY-MM-DD`) of the cremation section, for the ashes' waiting period. */
  cremationDate?: string | null;
  /** "Now" for the checks against the future (tests pin it). */
  now?: Date;
}

export type IssuePath = readonly (string | number)[];
export type AddIssue = (path: IssuePath, message: string) => void;

/** Checks across the fields of a parsed section; reports with `add(path, message)`. */
export type SectionRule<T> = (data: T, context: SectionContext, add: AddIssue) => void;
