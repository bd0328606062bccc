import {
  deathMomentOf,
  deceasedFullName,
  isSectionFilled,
  plannedDateOf,
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
import { completionRefusal } from './rules.ts';

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

/** The permission a status change needs besides `dossiers.update`. */
const EXTRA_PERMISSION: Partial<Record<DossierStatus, string>> = {
  invoiced: 'invoicing.invoice',
  cancelled: 'dossiers.cancel',
};

/**
 * The status changes the caller may make: the transitions of the status, by permission, each with the reason
 * it cannot succeed yet (`completed` before the cremation or burial), so the action says why before confirming.
 */
export function allowedTransitions(
  dossier: Pick<Dossier, 'status' | 'type' | 'funeral_at'>,
  access: Pick<Actor, 'isSuper' | 'permissions'>,
  now: Date,
  /** Why "gefactureerd" cannot succeed yet (billable lines not invoiced; the invoicing module says so). */
  invoicedRefusal: string | null = null,
): DossierData['allowedTransitions'] {
  if (!can(access, 'dossiers.update')) return [];
  return DOSSIER_STATUS_TRANSITIONS[dossier.status]
    .filter((next) => {
      const extra = EXTRA_PERMISSION[next];
      return !extra || can(access, extra);
    })
    .map((next) => ({
      status: next,
      label: DOSSIER_STATUS_LABELS[next],
      blocked:
        next === 'completed' ? completionRefusal(dossier, now) : next === 'invoiced' ? invoicedRefusal : null,
    }));
}

export type DossierDetailParts = {
  dossier: Dossier;
  sections: StoredSection[];
  names: Map<string, string>;
  openTasks: number;
  /** The types of the dossier's documents: the legal checklist ticks off by type. */
  documentTypes: readonly string[];
  /** The moment the answer describes (the service's clock): what can be done now. */
  now: Date;
  /** Why the dossier cannot move to "gefactureerd" yet, or null. */
  invoicedRefusal?: string | null;
};

/** GET /api/dossiers/:id: the header, the legal window and missing documents, the sections' state. */
export function presentDossier(
  { dossier, sections, names, openTasks, documentTypes, now, invoicedRefusal = null }: DossierDetailParts,
  access: Pick<Actor, 'isSuper' | 'permissions'>,
): DossierData {
  const byKey = new Map(sections.map((section) => [section.key, section]));
  const deceased = (byKey.get('deceased')?.data ?? null) as DeceasedSection | null;
  // A death without a known time counts from 23:59 of its day (issue 11).
  const death = deathMomentOf(dossier.died_at, deceased);
  const diedAt = death.at ?? dossier.died_at;
  const window = legalWindow(diedAt);
  const keys = sectionsForType(dossier.type);
  const dataByKey = Object.fromEntries(keys.map((key) => [key, byKey.get(key)?.data ?? null])) as Partial<
    Record<SectionKey, Record<string, unknown> | null>
  >;
  return {
    ...presentListItem({
      ...dossier,
      responsible_name: dossier.responsible_user_id ? (names.get(dossier.responsible_user_id) ?? null) : null,
    }),
    diedAt,
    deathTimeUnknown: death.timeUnknown,
    funeralDate: plannedDateOf(byKey.get(dossier.type === 'cremation' ? 'cremation' : 'funeral')?.data),
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
      unknownDecreeYears: window.unknownDecreeYears,
      exception: deceased ? legalExceptionOf(deceased) : null,
    },
    missingDocuments: missingLegalDocuments(dossier.type, dataByKey, documentTypes),
    allowedTransitions: allowedTransitions(dossier, access, now, invoicedRefusal),
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
