/**
 * The cremation approval (vrijgave, issue 14; `DUTCH-RULES.md`, documents and time window): a crematorium
 * cremates only with the verlof tot cremeren (compared with the request), the request form signed by the
 * client, the implants removed, the coffin's registration number, the deceased identified, inside the legal
 * window of art. 16/17 Wlb (or with a recorded uitstel), and for a non-natural death with the officier van
 * justitie's verklaring van geen bezwaar. One function decides it, for the server's 409 and the dialog alike.
 */
import { messages } from '../nl/catalogue.ts';
import { diedAtFromParts } from '../sections/deceased.ts';
import { checkLegalMoment, type LegalExceptionPermit } from './legal-window.ts';

export type ApprovalConditionKey =
  'permit' | 'requestForm' | 'implants' | 'coffin' | 'identification' | 'legalWindow' | 'noObjection';

export interface ApprovalConditionState {
  key: ApprovalConditionKey;
  label: string;
  ok: boolean;
  detail: string | null;
}

export interface CremationApprovalInput {
  /** The planned moment (instant) or null. */
  plannedAt: string | null;
  /** The deceased's date and time of death (`YYYY-MM-DD`, `HH:mm`) from the request's snapshot. */
  diedOn: string | null;
  diedAtTime: string | null;
  permitReceived: boolean;
  permitCompared: boolean;
  requestFormReceived: boolean;
  implantsRemoved: boolean;
  coffinRegistrationNumber: string | null;
  identifiedBy: string | null;
  unnaturalDeath: boolean;
  noObjectionReceived: boolean;
  legalDelayReference: string | null;
  legalDelayUntil: string | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Every condition with its state, in the order the dialog lists them (the non-natural death only when it applies). */
export function cremationApprovalChecklist(input: CremationApprovalInput): ApprovalConditionState[] {
  const { checklist } = messages.cremations;
  const line = (key: ApprovalConditionKey, ok: boolean, missing: string | null): ApprovalConditionState => ({
    key,
    label: checklist[key],
    ok,
    detail: ok ? null : missing,
  });
  const conditions = [
    line('permit', input.permitReceived && input.permitCompared, checklist.missing.permit),
    line('requestForm', input.requestFormReceived, checklist.missing.requestForm),
    line('implants', input.implantsRemoved, checklist.missing.implants),
    line('coffin', filled(input.coffinRegistrationNumber), checklist.missing.coffin),
    line('identification', filled(input.identifiedBy), checklist.missing.identification),
    legalWindowLine(input),
  ];
  if (input.unnaturalDeath) {
    conditions.push(line('noObjection', input.noObjectionReceived, checklist.missing.noObjection));
  }
  return conditions;
}

function legalWindowLine(input: CremationApprovalInput): ApprovalConditionState {
  const { checklist } = messages.cremations;
  const base = { key: 'legalWindow' as const, label: checklist.legalWindow };
  if (!input.plannedAt) return { ...base, ok: false, detail: checklist.missing.noPlannedAt };
  const diedAt = diedAtFromParts(input.diedOn, input.diedAtTime);
  if (!diedAt) return { ...base, ok: false, detail: checklist.missing.noDeathDate };
  const exception: LegalExceptionPermit | null = filled(input.legalDelayReference)
    ? { kind: 'delay', reference: input.legalDelayReference!.trim(), until: input.legalDelayUntil }
    : null;
  const message = checkLegalMoment(diedAt, input.plannedAt, exception, { subject: 'cremation' });
  return { ...base, ok: message === null, detail: message };
}

/** The conditions that do not hold (empty when the cremation may be approved). */
export function missingApprovalConditions(input: CremationApprovalInput): ApprovalConditionState[] {
  return cremationApprovalChecklist(input).filter((condition) => !condition.ok);
}
