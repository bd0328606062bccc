import {
  formatDate,
  interpolate,
  kindIsBlockable,
  type AshDestinationData,
  type AshRecordData,
} from '@afscheid/shared';
import { destinationStatusLabel } from './display.ts';
import { ashTexts } from './texts.ts';

const texts = ashTexts.approve;

export type ApprovalCheckKey = 'state' | 'release' | 'client' | 'block';

export interface ApprovalCheck {
  key: ApprovalCheckKey;
  label: string;
  ok: boolean;
  detail: string;
}

/**
 * The conditions of "ash destination approval", as the server checks them: the destination is still requested,
 * the release day has come (the legal one or the exemption's; the record's `daysUntilRelease` is the server's
 * count, so its clock decides), the decision is the client's (sent by the funeral company or the signed form is
 * on the record), and no block of the officier van justitie stops this kind.
 */
export function approvalChecks(
  record: Pick<
    AshRecordData,
    'daysUntilRelease' | 'releaseOn' | 'earliestReleaseOn' | 'exempted' | 'blocked'
  >,
  destination: Pick<AshDestinationData, 'status' | 'kind' | 'source' | 'fromClient'>,
): ApprovalCheck[] {
  const checks: ApprovalCheck[] = [];
  if (destination.status !== 'requested') {
    checks.push({
      key: 'state',
      label: texts.stateLabel,
      ok: false,
      detail: interpolate(texts.stateFails, { status: destinationStatusLabel(destination.status) }),
    });
  }

  const date = formatDate(record.releaseOn);
  const days = record.daysUntilRelease;
  const byExemption = record.exempted && record.releaseOn < record.earliestReleaseOn;
  checks.push({
    key: 'release',
    label: texts.releaseLabel,
    ok: days <= 0,
    detail:
      days <= 0
        ? interpolate(byExemption ? texts.releaseOkExemption : texts.releaseOk, { date })
        : days === 1
          ? interpolate(texts.releaseNotYetOne, { date })
          : interpolate(texts.releaseNotYet, { date, days }),
  });

  checks.push({
    key: 'client',
    label: texts.clientLabel,
    ok: destination.fromClient,
    detail: !destination.fromClient
      ? texts.clientMissing
      : destination.source === 'funeral_company'
        ? texts.clientFuneralCompany
        : texts.clientForm,
  });

  const stopped = record.blocked && kindIsBlockable(destination.kind);
  checks.push({
    key: 'block',
    label: texts.blockLabel,
    ok: !stopped,
    detail: stopped ? texts.blockFails : record.blocked ? texts.blockOkKind : texts.blockOk,
  });
  return checks;
}

/** "Goedkeuren kan nog niet. …" with what fails, or null when every condition holds. */
export function approvalBlockedText(checks: readonly ApprovalCheck[]): string | null {
  const failing = checks.filter((check) => !check.ok);
  if (failing.length === 0) return null;
  return [texts.disabledBecause, ...failing.map((check) => check.detail)].join(' ');
}
