import type { Kysely, Selectable, Insertable, Updateable } from 'kysely';

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
  created_at: string;
  updated_at: string;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  type: 'funeral_company' | 'crematorium';
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

export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  audit_events: AuditEventsTable;
}

export type Db = Kysely<Database>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type Membership = Selectable<MembershipsTable>;
export type Session = Selectable<SessionsTable>;
