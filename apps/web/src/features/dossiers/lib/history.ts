import {
  DOSSIER_STATUS_LABELS,
  DOSSIER_TYPE_LABELS,
  SECTION_LAYOUTS,
  SECTION_LABELS,
  camelKey,
  formatDateTime,
  interpolate,
  isSectionKey,
  type AuditEntry,
} from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { displayValue } from './display-value.ts';
import { formatMoment } from './legal-window.ts';
import { fieldAt, pathLabel } from './section-fields.ts';

const texts = nld.history;

export interface ChangeView {
  field: string;
  label: string;
  from: string;
  to: string;
}

export interface AuditEntryView {
  id: string;
  title: string;
  /** "Anna de Boer op 21 november 2026 14:05". */
  byline: string;
  /** A creation lists what was set, not "from → to". */
  created: boolean;
  changes: ChangeView[];
}

/** Looks up a user's name by id (the dossier's own events store ids). */
export type UserNames = (id: string) => string | undefined;

const USER_FIELDS = ['responsibleUserId', 'executorUserId', 'createdBy', 'updatedBy'];

function dossierValue(field: string, value: unknown, userName: UserNames): string {
  if (value === null || value === undefined || value === '') return '';
  if (USER_FIELDS.includes(field) && typeof value === 'string') return userName(value) ?? texts.unknownUser;
  if (field === 'status' && typeof value === 'string')
    return DOSSIER_STATUS_LABELS[value as keyof typeof DOSSIER_STATUS_LABELS] ?? value;
  if (field === 'type' && typeof value === 'string')
    return DOSSIER_TYPE_LABELS[value as keyof typeof DOSSIER_TYPE_LABELS] ?? value;
  if ((field === 'diedAt' || field === 'funeralAt') && typeof value === 'string')
    return formatMoment(value) || value;
  // A user reference ({ id, name }) shows the name.
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string')
    return value.name;
  return displayValue(null, value);
}

function titleOf(entry: AuditEntry): string {
  if (entry.entity === 'dossier_section' && entry.sectionKey && isSectionKey(entry.sectionKey)) {
    return interpolate(texts.actions.section_updated, { section: SECTION_LABELS[entry.sectionKey] });
  }
  if (entry.entity === 'dossier') {
    if (entry.action === 'created') return texts.actions.created;
    if (entry.action === 'status_changed') return texts.actions.status_changed;
    return texts.actions.updated;
  }
  if (entry.entity === 'document') {
    if (entry.action === 'uploaded') return texts.actions.uploaded;
    if (entry.action === 'downloaded') return texts.actions.downloaded;
    if (entry.action === 'deleted') return texts.actions.deleted;
  }
  if (entry.entity === 'note') return texts.actions.note;
  if (entry.entity === 'task') return texts.actions.task;
  return texts.actions.other;
}

/** An audit event as the history panels show it: what happened, who and when, and each field from → to. */
export function describeAuditEntry(entry: AuditEntry, userName: UserNames = () => undefined): AuditEntryView {
  const sectionForm =
    entry.sectionKey && isSectionKey(entry.sectionKey) ? SECTION_LAYOUTS[entry.sectionKey] : null;
  const changes = entry.changes.map((change) => {
    if (sectionForm) {
      const field = fieldAt(sectionForm, change.field);
      return {
        field: change.field,
        label: pathLabel(sectionForm, change.field),
        from: displayValue(field, change.from),
        to: displayValue(field, change.to),
      };
    }
    // The dossier's own events name its columns (`responsible_user_id`).
    const field = camelKey(change.field);
    return {
      field: change.field,
      label: texts.dossierFields[field] ?? change.field,
      from: dossierValue(field, change.from, userName),
      to: dossierValue(field, change.to, userName),
    };
  });
  const name = entry.user?.name ?? texts.unknownUser;
  return {
    id: entry.id,
    title: titleOf(entry),
    byline: interpolate(texts.entryBy, { name, date: formatDateTime(entry.at) }),
    created: entry.action === 'created',
    changes,
  };
}
