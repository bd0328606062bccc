import type { Insertable } from 'kysely';
import type { CrematoriumRequestEventsTable, Db, RequestSide } from '../../db/types.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { usersRepository } from '../users/index.ts';

/** One step of a request's timeline with the names both sides read (`requestEventSchema`). */
export type RequestEventItem = {
  id: string;
  action: string;
  side: RequestSide;
  organizationName: string;
  user: { id: string; name: string } | null;
  note: string | null;
  createdAt: string;
};

/** One step of the other side's recent work, for the dashboard and the updates route. */
export type RecentRequestEvent = {
  id: string;
  requestId: string;
  deceasedName: string;
  action: string;
  side: RequestSide;
  organizationName: string;
  note: string | null;
  createdAt: string;
};

const organizationNames = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const organization = await organizationsRepository.findById(db, id);
    if (organization) names.set(id, organization.name);
  }
  return names;
};

/** Queries for `crematorium_request_events`: the timeline both sides of a request see. */
export const requestEventsRepository = {
  insert: (db: Db, values: Insertable<CrematoriumRequestEventsTable>) =>
    db.insertInto('crematorium_request_events').values(values).execute(),

  /** The request's events, oldest first, with the acting organisation's and user's names. */
  async listOfRequest(db: Db, requestId: string): Promise<RequestEventItem[]> {
    const request = await db
      .selectFrom('crematorium_requests')
      .select(['requester_organization_id', 'provider_organization_id'])
      .where('id', '=', requestId)
      .executeTakeFirst();
    if (!request) return [];
    const rows = await db
      .selectFrom('crematorium_request_events')
      .selectAll()
      .where('request_id', '=', requestId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const organizations = await organizationNames(db, [
      request.requester_organization_id,
      request.provider_organization_id,
    ]);
    const users = await usersRepository.namesByIds(
      db,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => {
      const organizationId =
        row.side === 'requester' ? request.requester_organization_id : request.provider_organization_id;
      const userName = row.user_id ? users.get(row.user_id) : undefined;
      return {
        id: row.id,
        action: row.action,
        side: row.side,
        organizationName: organizations.get(organizationId) ?? '',
        user: row.user_id && userName !== undefined ? { id: row.user_id, name: userName } : null,
        note: row.note,
        createdAt: row.created_at,
      };
    });
  },

  /**
   * What the other side did on the requests where `organizationId` is on `side`, since `sinceIso`, newest
   * first (at most `limit`). A draft's creation is the requester's own business and never listed.
   */
  async recentEventsFor(
    db: Db,
    organizationId: string,
    side: RequestSide,
    sinceIso: string,
    limit: number,
  ): Promise<RecentRequestEvent[]> {
    const column = side === 'requester' ? 'r.requester_organization_id' : 'r.provider_organization_id';
    // Only the other side's events are listed, so the organisation that acted is the other side's.
    const other = side === 'requester' ? 'r.provider_organization_id' : 'r.requester_organization_id';
    const rows = await db
      .selectFrom('crematorium_request_events as e')
      .innerJoin('crematorium_requests as r', 'r.id', 'e.request_id')
      .leftJoin('organizations as o', 'o.id', other)
      .select([
        'e.id',
        'e.request_id',
        'e.action',
        'e.side',
        'e.note',
        'e.created_at',
        'r.deceased_name',
        'o.name as organization_name',
      ])
      .where(column, '=', organizationId)
      .where('e.side', '!=', side)
      .where('e.action', '!=', 'created')
      .where('e.created_at', '>=', sinceIso)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      requestId: row.request_id,
      deceasedName: row.deceased_name,
      action: row.action,
      side: row.side,
      organizationName: row.organization_name ?? '',
      note: row.note,
      createdAt: row.created_at,
    }));
  },
};

/** The other side's events on the organisation's requests since `sinceIso`, newest first (the dashboard). */
export const recentEventsFor = requestEventsRepository.recentEventsFor;
