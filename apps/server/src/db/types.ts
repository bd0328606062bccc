import type { Generated, Kysely, Selectable, Insertable, Updateable } from 'kysely';

/**
 * Portable column conventions (one set of migrations for SQLite and PostgreSQL):
 * ids are text (UUIDv7), instants are ISO-8601 UTC text, booleans are integers 0/1, JSON is text.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  phone: string | null;
  is_super: number;
  disabled_at: string | null;
  last_login_at: string | null;
  /** The organisation last worked in; login restores it while the membership is active (migration 0005). */
  last_organization_id: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  type: 'funeral_company' | 'crematorium';
  kvk_number: string | null;
  vat_number: string | null;
  iban: string | null;
  street: string | null;
  house_number: string | null;
  house_number_addition: string | null;
  postcode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  /** Optimistic locking: every update of the settings raises it; a stale write gets 409. */
  version: Generated<number>;
  /** File name under DATA_DIR/logos (never a path the client chose). */
  logo_path: string | null;
  logo_mime: string | null;
  /** AES-256-GCM, see lib/secret-box.ts; never leaves the server. */
  wefact_api_key_encrypted: string | null;
  wefact_base_url: string | null;
  /** JSON text: { "21": "V21", "9": "V9", "0": "V0", "exempt": "…" }. */
  wefact_tax_codes: string | null;
  wefact_updated_at: string | null;
  /** A crematorium that takes requests through the platform (migration 0012); 1 or 0. */
  accepts_requests: Generated<number>;
  /** Months in storage after which an ash record is flagged (default 6). */
  ash_storage_term_months: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MembershipsTable {
  id: string;
  user_id: string;
  organization_id: string;
  role: string;
  status: 'invited' | 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a copy of the database does not hold usable session tokens. */
  id: string;
  user_id: string;
  active_organization_id: string | null;
  remember: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  email: string;
  token_hash: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

export interface AuditEventsTable {
  id: string;
  organization_id: string | null;
  user_id: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: string;
}

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: string;
  /** SHA-256 of the mailed token. */
  token_hash: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  invited_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: 'set_password';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A login e-mail change waiting for its mailed link (migration 0006); one per user. */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  /** The new address; the user's `email` changes only when the link is used. */
  email: string;
  /** SHA-256 of the mailed token. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface DossierNumberCountersTable {
  organization_id: string;
  year: number;
  last_number: number;
}

/** Live dossiers per organisation and status, kept by the database's triggers (migration 0017). */
export interface DossierCountsTable {
  organization_id: string;
  status: string;
  count: number;
}

export interface DossiersTable {
  id: string;
  organization_id: string;
  number: string;
  number_year: number;
  number_sequence: number;
  type: 'cremation' | 'burial';
  status: 'open' | 'completed' | 'invoiced' | 'closed' | 'cancelled';
  responsible_user_id: string | null;
  executor_user_id: string | null;
  deceased_first_names: string;
  deceased_name_prefix: string | null;
  deceased_last_name: string;
  deceased_birth_date: string | null;
  died_at: string;
  deceased_bsn_hash: string | null;
  search_text: string;
  /** The name's Dutch sort key (`nameSortKey`: last name, first names, prefix; migration 0008). */
  sort_name: string;
  funeral_at: string | null;
  /** The last day of a delay permit (uitstel) on the deceased section: the legal latest day then (migration 0016). */
  legal_delay_until: string | null;
  general_notes: string | null;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  status_changed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** The words of a live dossier's `search_text`, one row each (see migration 0003). */
export interface DossierSearchTermsTable {
  organization_id: string;
  term: string;
  dossier_id: string;
}

export interface DossierSectionsTable {
  id: string;
  organization_id: string;
  dossier_id: string;
  key: string;
  /** JSON text of the section's data (the shared section schema). */
  data: string;
  version: number;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface DossierNotesTable {
  id: string;
  organization_id: string;
  dossier_id: string;
  author_id: string | null;
  body: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TasksTable {
  id: string;
  organization_id: string;
  dossier_id: string | null;
  title: string;
  description: string | null;
  assignee_id: string | null;
  due_date: string | null;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  status: 'open' | 'done';
  completed_at: string | null;
  completed_by: string | null;
  template_id: string | null;
  position: number;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TaskTemplatesTable {
  id: string;
  organization_id: string;
  dossier_type: 'cremation' | 'burial';
  title: string;
  description: string | null;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  due_offset_days: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Marks a standard list an organisation saved (also an empty one); without a row the defaults apply. */
export interface TaskTemplateListsTable {
  organization_id: string;
  dossier_type: 'cremation' | 'burial';
  updated_by: string | null;
  updated_at: string;
}

export interface DocumentsTable {
  id: string;
  organization_id: string;
  dossier_id: string;
  file_name: string;
  mime_type: string;
  /** What the document is (`DOSSIER_DOCUMENT_TYPES`); 'other' by default (migration 0007). */
  document_type: Generated<string>;
  size: number;
  sha256: string;
  storage_key: string;
  uploaded_by: string | null;
  /** The template a generated document was made from (migration 0014: `generatable_key` says which kind). */
  generatable_id: string | null;
  /** A built-in generatable key (`order-confirmation`, …) or `template-<id>`; null for an uploaded file. */
  generatable_key: string | null;
  /** SHA-256 of the dossier data a generated document was made from. */
  data_fingerprint: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: string | null;
}

export interface AddressBookEntriesTable {
  id: string;
  organization_id: string;
  dossier_id: string | null;
  source: string;
  name: string;
  relation: string | null;
  person: string;
  search_text: string;
  /** The name's Dutch sort key (`nameSortKey`; migration 0008). */
  sort_name: string;
  created_at: string;
  updated_at: string;
}

export interface JobsTable {
  id: string;
  /** Which registered handler runs it (`mail`, later reminders and WeFact calls). */
  kind: string;
  /** JSON text. */
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: number;
  /** The lease of the worker that claimed the job; once past, another worker may take it over. */
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  done_at: string | null;
  failed_at: string | null;
  created_at: string;
}

/** Migration 0009-budget (issue 12). VAT rates: `21`, `9`, `0`, `exempt`, `disbursement`. */
export type VatRateCode = '21' | '9' | '0' | 'exempt' | 'disbursement';

export interface CategoriesTable {
  id: string;
  organization_id: string;
  name: string;
  position: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SuppliersTable {
  id: string;
  organization_id: string;
  name: string;
  kind: string;
  contact_person: string | null;
  street: string | null;
  house_number: string | null;
  house_number_addition: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  kvk_number: string | null;
  iban: string | null;
  notes: string | null;
  status: 'active' | 'inactive';
  /** Folded words, each after a space (` bloemenhuis jansen utrecht`). */
  search_text: string;
  /** `nameSortKey([name])`. */
  sort_name: string;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticlesTable {
  id: string;
  organization_id: string;
  code: string;
  name: string;
  description: string | null;
  unit: string;
  /** Cents excl. VAT. */
  unit_price: number;
  vat_rate: VatRateCode;
  category_id: string | null;
  supplier_id: string | null;
  purchase_price: number | null;
  active: number;
  search_text: string;
  sort_name: string;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface DebtorsTable {
  id: string;
  organization_id: string;
  kind: 'person' | 'company';
  company_name: string | null;
  initials: string | null;
  first_name: string | null;
  name_prefix: string | null;
  surname: string | null;
  kvk_number: string | null;
  vat_number: string | null;
  street: string | null;
  house_number: string | null;
  house_number_addition: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  iban: string | null;
  invoice_method: 'email' | 'post' | 'email_and_post';
  notes: string | null;
  wefact_debtor_code: string | null;
  wefact_identifier: string | null;
  source_dossier_id: string | null;
  search_text: string;
  sort_name: string;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BudgetSectionsTable {
  id: string;
  organization_id: string;
  name: string;
  position: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface InvoicesTable {
  id: string;
  organization_id: string;
  dossier_id: string;
  debtor_id: string;
  state: 'pending' | 'created' | 'failed';
  reference: string;
  wefact_identifier: string | null;
  wefact_code: string | null;
  wefact_status: 'concept' | 'sent' | 'paid' | 'expired' | 'credit' | null;
  status_refreshed_at: string | null;
  /** bigint on PostgreSQL (migration 0024): text when read there. */
  amount_excl: number | string;
  amount_vat: number | string;
  amount_incl: number | string;
  line_count: number;
  last_error: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BudgetLinesTable {
  id: string;
  organization_id: string;
  dossier_id: string;
  section_id: string;
  article_id: string | null;
  description: string;
  unit: string | null;
  /** Thousandths (2,5 → 2500). */
  quantity_milli: number;
  /** Cents excl. VAT. */
  unit_price: number;
  vat_rate: VatRateCode;
  /** Basis points of a percent (12,5 % → 1250). */
  discount_bp: Generated<number>;
  insurance_policy: string | null;
  insurance_covered: Generated<number>;
  debtor_id: string | null;
  billable: Generated<number>;
  invoice_id: string | null;
  invoiced_at: string | null;
  credits_line_id: string | null;
  position: number;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A live dossier with billable lines not yet invoiced (migration 0018): kept in step by the database's triggers
 * from `budget_lines` (and `dossiers.deleted_at`); read-only for the code. `excl`/`incl` come back as text from
 * PostgreSQL (bigint).
 */
export interface BillableDossiersTable {
  dossier_id: string;
  organization_id: string;
  number_year: number;
  number_sequence: number;
  line_count: number;
  excl: number | string;
  incl: number | string;
}

export interface PlacesTable {
  id: string;
  organization_id: string;
  name: string;
  kind:
    | 'aula'
    | 'coffee_room'
    | 'condolence_room'
    | 'viewing_room'
    | 'mourning_room'
    | 'cremation_oven'
    | 'other';
  location_name: string | null;
  street: string | null;
  house_number: string | null;
  house_number_addition: string | null;
  postcode: string | null;
  city: string | null;
  capacity: number | null;
  /** `#rrggbb` */
  color: string;
  preparation_minutes: Generated<number>;
  cleanup_minutes: Generated<number>;
  /** 0/1 */
  broadcasting: Generated<number>;
  /** 0/1 */
  active: Generated<number>;
  sort_name: string;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationsTable {
  id: string;
  organization_id: string;
  place_id: string;
  dossier_id: string | null;
  kind: 'ceremony' | 'condolence' | 'wake' | 'coffee' | 'cremation' | 'other';
  title: string;
  notes: string | null;
  status: 'option' | 'confirmed' | 'cancelled';
  /** Instants, ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  /** Minutes since the epoch: the reservation widened by the place's preparation and clean-up times. */
  busy_from_min: number;
  busy_until_min: number;
  /** The crematorium request whose acceptance booked it (migration 0012). */
  crematorium_request_id: string | null;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CalendarFeedsTable {
  id: string;
  organization_id: string;
  place_id: string | null;
  token_hash: string;
  token: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BroadcastsTable {
  id: string;
  organization_id: string;
  place_id: string;
  reservation_id: string | null;
  dossier_id: string | null;
  title: string;
  starts_at: string;
  ends_at: string;
  stream_url: string;
  access_code: string;
  slug: string;
  available_until: string | null;
  status: 'scheduled' | 'live' | 'ended' | 'cancelled';
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export type RequestSide = 'requester' | 'provider';

/** The one record two organisations share (issue 14): a funeral company asks a crematorium. */
export interface CrematoriumRequestsTable {
  id: string;
  requester_organization_id: string;
  provider_organization_id: string;
  dossier_id: string | null;
  dossier_number: string;
  status: 'draft' | 'submitted' | 'accepted' | 'rejected' | 'proposed' | 'cancelled';
  deceased_name: string;
  search_name: string;
  wished_at: string;
  proposed_at: string | null;
  proposal_note: string | null;
  confirmed_at: string | null;
  planned_at: string;
  /** JSON text: the wishes (`requestWishesSchema` without `documentIds`). */
  wishes: string;
  /** JSON text: the dossier document ids chosen to attach. */
  document_ids: Generated<string>;
  revision: Generated<number>;
  reason: string | null;
  cancelled_by: RequestSide | null;
  cremation_id: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CrematoriumRequestRevisionsTable {
  id: string;
  request_id: string;
  revision: number;
  /** JSON text: `requestSnapshotSchema`. */
  snapshot: string;
  /** JSON text: `snapshotChangeSchema[]`. */
  changes: string;
  created_by: string | null;
  created_at: string;
}

export interface CrematoriumRequestEventsTable {
  id: string;
  request_id: string;
  side: RequestSide;
  action: string;
  user_id: string | null;
  note: string | null;
  created_at: string;
}

export interface CrematoriumRequestAttachmentsTable {
  id: string;
  request_id: string;
  /** The crematorium (the copy is stored under it). */
  organization_id: string;
  source_document_id: string | null;
  document_type: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: string;
}

export interface CremationNumberCountersTable {
  organization_id: string;
  year: number;
  last_number: number;
}

/** The crematorium's own record of a cremation (issue 14). Booleans are 0/1. */
export interface CremationsTable {
  id: string;
  organization_id: string;
  request_id: string | null;
  number: string;
  number_year: number;
  number_sequence: number;
  status: 'planned' | 'approved' | 'performed' | 'cancelled';
  deceased_name: string;
  search_name: string;
  funeral_company_name: string;
  /** JSON text: the request's snapshot at acceptance. */
  snapshot: string;
  planned_at: string | null;
  oven_place_id: string | null;
  identified_by: string | null;
  coffin_registration_number: string | null;
  permit_received: Generated<number>;
  permit_compared: Generated<number>;
  permit_number: string | null;
  permit_municipality: string | null;
  request_form_received: Generated<number>;
  implants_removed: Generated<number>;
  unnatural_death: Generated<number>;
  no_objection_received: Generated<number>;
  no_objection_reference: string | null;
  legal_delay_reference: string | null;
  legal_delay_until: string | null;
  notes: string | null;
  approved_by: string | null;
  approved_at: string | null;
  performed_at: string | null;
  ended_at: string | null;
  ash_registration_number: string | null;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The ashes of a performed cremation (created by issue 14; the ashes issue completes it). */
/** Crematorium requests per organisation, side and status, kept by the database's triggers (migration 0019). */
export interface CrematoriumRequestCountsTable {
  organization_id: string;
  side: string;
  status: string;
  count: number;
}

/**
 * The accepted requests whose ashes wait, in the crematorium's storage, for the client's destination, with the
 * requesting organisation: kept by the database's triggers (migration 0021).
 */
export interface AshWaitingRequestsTable {
  request_id: string;
  organization_id: string;
}

/** Per organisation the count and sums of its `billable_dossiers` rows, kept by triggers (migration 0021). */
export interface BillableTotalsTable {
  organization_id: string;
  dossier_count: number;
  /** bigint on PostgreSQL: text when read there. */
  excl: number | string;
  incl: number | string;
}

/**
 * The revision of a cached answer's sources per scope (`planner:<organisation>`, `budget:<organisation>`,
 * `budget-lines:<dossier>`, `users`), bumped by the database's triggers (migration 0020).
 */
export interface ResponseRevisionsTable {
  scope: string;
  revision: number;
}

/** Ash records per organisation and stored status, kept by the database's triggers (migration 0019). */
export interface AshRecordCountsTable {
  organization_id: string;
  status: string;
  count: number;
}

export interface AshRecordsTable {
  id: string;
  organization_id: string;
  cremation_id: string | null;
  /** cremation | received | external */
  source: Generated<string>;
  received_from: string | null;
  registration_number: string;
  deceased_name: string;
  deceased_first_names: string | null;
  deceased_initials: string | null;
  search_name: Generated<string>;
  urn_count: Generated<number>;
  storage_location: string | null;
  cremated_on: string;
  earliest_release_on: string;
  exemption_reference: string | null;
  exemption_granted_on: string | null;
  exemption_release_on: string | null;
  block_reference: string | null;
  blocked_on: string | null;
  block_note: string | null;
  /** in_storage | destination_requested | approved | executed | closed */
  status: string;
  notes: string | null;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AshPlacesTable {
  id: string;
  organization_id: string;
  kind: string;
  code: string;
  location: string | null;
  capacity: number | null;
  term_start: string | null;
  term_end: string | null;
  rights_holder_name: string | null;
  rights_holder_address: string | null;
  rights_holder_phone: string | null;
  rights_holder_email: string | null;
  reserved: Generated<number>;
  reserved_for: string | null;
  notes: string | null;
  active: Generated<number>;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AshDestinationsTable {
  id: string;
  organization_id: string;
  ash_record_id: string;
  kind: string;
  outcome: string;
  urns: Generated<number>;
  source: string;
  request_id: string | null;
  decided_by_name: string;
  decided_by_address: string | null;
  details: string | null;
  destination_place: string | null;
  consent: number | null;
  planned_on: string | null;
  ash_place_id: string | null;
  /** requested | approved | executed | closed | withdrawn */
  status: string;
  requested_by: string | null;
  requested_at: string;
  approved_by: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  executed_on: string | null;
  executed_by: string | null;
  executed_at: string | null;
  handed_to_name: string | null;
  identity_checked: number | null;
  identity_document: string | null;
  executed_place: string | null;
  relatives_present: number | null;
  execution_note: string | null;
  closed_by: string | null;
  closed_by_name: string | null;
  closed_at: string | null;
  withdrawn_reason: string | null;
  corrects_id: string | null;
  correction_reason: string | null;
  /** The record's registration number, copied by the database on insert (migration 0022): the occupants' order. */
  registration_number: Generated<string | null>;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AshDocumentsTable {
  id: string;
  organization_id: string;
  ash_record_id: string;
  destination_id: string | null;
  /** exemption | block | decision_form | handover_form | signature | other */
  kind: string;
  file_name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface DocumentTemplatesTable {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  file_name: string;
  size: number;
  sha256: string;
  storage_key: string;
  /** JSON text: the merge tags the template uses. */
  fields: Generated<string>;
  version: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: string | null;
}

export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  audit_events: AuditEventsTable;
  invitations: InvitationsTable;
  account_tokens: AccountTokensTable;
  email_changes: EmailChangesTable;
  dossier_number_counters: DossierNumberCountersTable;
  dossiers: DossiersTable;
  dossier_counts: DossierCountsTable;
  dossier_search_terms: DossierSearchTermsTable;
  dossier_sections: DossierSectionsTable;
  dossier_notes: DossierNotesTable;
  tasks: TasksTable;
  task_templates: TaskTemplatesTable;
  task_template_lists: TaskTemplateListsTable;
  documents: DocumentsTable;
  address_book_entries: AddressBookEntriesTable;
  jobs: JobsTable;
  categories: CategoriesTable;
  suppliers: SuppliersTable;
  articles: ArticlesTable;
  debtors: DebtorsTable;
  budget_sections: BudgetSectionsTable;
  invoices: InvoicesTable;
  budget_lines: BudgetLinesTable;
  billable_dossiers: BillableDossiersTable;
  places: PlacesTable;
  reservations: ReservationsTable;
  calendar_feeds: CalendarFeedsTable;
  broadcasts: BroadcastsTable;
  crematorium_requests: CrematoriumRequestsTable;
  crematorium_request_revisions: CrematoriumRequestRevisionsTable;
  crematorium_request_events: CrematoriumRequestEventsTable;
  crematorium_request_attachments: CrematoriumRequestAttachmentsTable;
  cremation_number_counters: CremationNumberCountersTable;
  cremations: CremationsTable;
  ash_records: AshRecordsTable;
  ash_record_counts: AshRecordCountsTable;
  response_revisions: ResponseRevisionsTable;
  crematorium_request_counts: CrematoriumRequestCountsTable;
  ash_waiting_requests: AshWaitingRequestsTable;
  billable_totals: BillableTotalsTable;
  ash_places: AshPlacesTable;
  ash_destinations: AshDestinationsTable;
  ash_documents: AshDocumentsTable;
  document_templates: DocumentTemplatesTable;
}

export type Db = Kysely<Database>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type Membership = Selectable<MembershipsTable>;
export type Session = Selectable<SessionsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type Invitation = Selectable<InvitationsTable>;
export type AccountToken = Selectable<AccountTokensTable>;
export type EmailChange = Selectable<EmailChangesTable>;
export type Dossier = Selectable<DossiersTable>;
export type DossierSection = Selectable<DossierSectionsTable>;
export type DossierNote = Selectable<DossierNotesTable>;
export type Task = Selectable<TasksTable>;
export type TaskTemplate = Selectable<TaskTemplatesTable>;
export type DocumentRecord = Selectable<DocumentsTable>;
export type AddressBookEntry = Selectable<AddressBookEntriesTable>;
export type Category = Selectable<CategoriesTable>;
export type Supplier = Selectable<SuppliersTable>;
export type Article = Selectable<ArticlesTable>;
export type Debtor = Selectable<DebtorsTable>;
export type BudgetSection = Selectable<BudgetSectionsTable>;
export type Invoice = Selectable<InvoicesTable>;
export type BudgetLine = Selectable<BudgetLinesTable>;
export type Place = Selectable<PlacesTable>;
export type ReservationRecord = Selectable<ReservationsTable>;
export type CalendarFeed = Selectable<CalendarFeedsTable>;
export type Broadcast = Selectable<BroadcastsTable>;
export type CrematoriumRequest = Selectable<CrematoriumRequestsTable>;
export type CrematoriumRequestRevision = Selectable<CrematoriumRequestRevisionsTable>;
export type CrematoriumRequestEvent = Selectable<CrematoriumRequestEventsTable>;
export type CrematoriumRequestAttachment = Selectable<CrematoriumRequestAttachmentsTable>;
export type Cremation = Selectable<CremationsTable>;
export type AshRecord = Selectable<AshRecordsTable>;
export type AshPlace = Selectable<AshPlacesTable>;
export type AshDestination = Selectable<AshDestinationsTable>;
export type AshDocument = Selectable<AshDocumentsTable>;
export type DocumentTemplate = Selectable<DocumentTemplatesTable>;
export type Job = Selectable<JobsTable>;
