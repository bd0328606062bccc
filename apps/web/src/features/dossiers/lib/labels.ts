import {
  DOSSIER_STATUS_LABELS,
  DOSSIER_TYPE_LABELS,
  READ_ONLY_DOSSIER_STATUSES,
  type DossierStatus,
  type DossierType,
} from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

const STATUS_TONES: Record<DossierStatus, BadgeTone> = {
  open: 'info',
  completed: 'success',
  invoiced: 'warning',
  closed: 'muted',
  cancelled: 'danger',
};

export function statusLabel(status: DossierStatus): string {
  return DOSSIER_STATUS_LABELS[status] ?? status;
}

export function statusTone(status: DossierStatus): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}

export function typeLabel(type: DossierType): string {
  return DOSSIER_TYPE_LABELS[type] ?? type;
}

export function isReadOnlyStatus(status: DossierStatus): boolean {
  return READ_ONLY_DOSSIER_STATUSES.includes(status);
}

export const statusOptions = (Object.keys(STATUS_TONES) as DossierStatus[]).map((status) => ({
  value: status,
  label: statusLabel(status),
}));

export const typeOptions = (['cremation', 'burial'] as const).map((type) => ({
  value: type,
  label: typeLabel(type),
}));
