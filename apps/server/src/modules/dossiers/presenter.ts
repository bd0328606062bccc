import {
  deceasedFullName,
  isSectionFilled,
  DOSSIER_STATUS_LABELS,
  DOSSIER_STATUS_TRANSITIONS,
  legalExceptionOf,
  legalWindow,
  missingLegalDocuments,
  SECTION_LABELS,
  sectionsForType,
  type DeceasedSection,
  type DossierData,
  type DossierListItem,
  type DossierStatus,
  type SectionKey,
  type UserRef,
} from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { can, type Actor } from '../../lib/context.ts';
import type { StoredSection } from '../sections/index.ts';
import type { DossierListRow } from './repository.ts';

const userRef = (id: string | null, names: Map<string, string>): UserRef | null =>
  id && names.has(id) ? { id, name: names.get(id)! } : null;

export function presentListItem(row: DossierListRow): DossierListItem {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    deceasedName: deceasedFullName(
      row.deceased_first_names,
      row.deceased_name_prefix,
      row.deceased_last_name,
    ),
    deceasedFirstNames: row.deceased_first_names,
    deceasedNamePrefix: row.deceased_name_prefix,
    deceasedLastName: row.deceased_last_name,
    deceasedBirthDate: row.deceased_birth_date,
    diedAt: row.died_at,
    funeralAt: row.funeral_at,
    responsible:
      row.responsible_user_id && row.responsible_name
        ? { id: row.responsible_user_id, name: row.responsible_name }
        : null,
    updatedAt: row.updated_at,
  };
}

/** The status changes the caller may make now: the transitions of the status, by permission. */
export function allowedTransitions(
  status: DossierStatus,
  access: Pick<Actor, 'isSuper' | 'permissions'>,
): { status: DossierStatus; label: string }[] {
  if (!can(access, 'dossiers.update')) return [];
  return DOSSIER_STATUS_TRANSITIONS[status]
    .filter((next) => next !== 'invoiced' || can(access, 'invoicing.invoice'))
    .map((next) => ({ status: next, label: DOSSIER_STATUS_LABELS[next] }));
}

export type DossierDetailParts = {
  dossier: Dossier;
  sections: StoredSection[];
  names: Map<string, string>;
  openTasks: number;
};

/** GET /api/dossiers/:id: the header, the legal window and missing documents, the sections' state. */
export function presentDossier(
  { dossier, sections, names, openTasks }: DossierDetailParts,
  access: Pick<Actor, 'isSuper' | 'permissions'>,
): DossierData {
  const byKey = new Map(sections.map((section) => [section.key, section]));
  const deceased = (byKey.get('deceased')?.data ?? null) as DeceasedSection | null;
  const window = legalWindow(dossier.died_at);
  const keys = sectionsForType(dossier.type);
  const dataByKey = Object.fromEntries(keys.map((key) => [key, byKey.get(key)?.data ?? null])) as Partial<
    Record<SectionKey, Record<string, unknown> | null>
  >;
  return {
    ...presentListItem({
      ...dossier,
      responsible_name: dossier.responsible_user_id ? (names.get(dossier.responsible_user_id) ?? null) : null,
    }),
    executor: userRef(dossier.executor_user_id, names),
    generalNotes: dossier.general_notes,
    version: dossier.version,
    createdAt: dossier.created_at,
    createdBy: userRef(dossier.created_by, names),
    updatedBy: userRef(dossier.updated_by, names),
    legalWindow: {
      earliestAt: window.earliestAt,
      latestDate: window.latestDate,
      latestAt: window.latestAt,
      exception: deceased ? legalExceptionOf(deceased) : null,
    },
    missingDocuments: missingLegalDocuments(dossier.type, dataByKey),
    allowedTransitions: allowedTransitions(dossier.status, access),
    sections: keys.map((key) => {
      const section = byKey.get(key);
      return {
        key,
        label: SECTION_LABELS[key],
        updatedAt: section?.updated_at ?? dossier.created_at,
        updatedBy: userRef(section?.updated_by ?? null, names),
        filled: section ? isSectionFilled(section.data) : false,
      };
    }),
    openTasks,
  };
}
