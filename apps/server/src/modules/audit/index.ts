/** The audit module owns `audit_events`: the writer of lib/audit.ts and the histories read through here. */
export {
  auditRepository,
  type AuditScope,
  type AuditHistoryRow,
  type BudgetHistoryRow,
} from './repository.ts';
export { auditChanges } from './changes.ts';
