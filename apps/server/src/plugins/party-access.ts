import type { FastifyRequest } from 'fastify';
import { messages } from '@afscheid/shared';
import type { Db } from '../db/types.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { perRequest } from '../http/access-hook.ts';
import { activeOrganizationAccess, authorize, type OrganizationAccess } from './authorize.ts';

/** The two organisations of a shared record: the one that asks (a funeral company) and the one that provides. */
export const PARTY_SIDES = ['requester', 'provider'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

/**
 * A route's party rule, `config.party`: the permission each side needs for the route. A side without an entry
 * may not use the route at all (403: it is a party, so the record's existence is no secret to it). Party
 * routes declare no `config.permission`: the permission depends on the side.
 */
export type PartyRule = Partial<Record<PartySide, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Party access (decision 009): the permission per side of the two-party record in `:id`. */
    party?: PartyRule;
  }
}

/** Where a kind of two-party record lives: loads one by id (any organisation's) and names its two sides. */
export type PartySource<T> = {
  load: (db: Db, id: string) => Promise<T | undefined>;
  organizations: (record: T) => Record<PartySide, string>;
};

export type PartyAccess<T> = OrganizationAccess & { record: T; side: PartySide };

/** The side the organisation takes in the record, or null when it is neither party. */
export function sideOf(parties: Record<PartySide, string>, organizationId: string): PartySide | null {
  return PARTY_SIDES.find((side) => parties[side] === organizationId) ?? null;
}

/**
 * The access resolver of routes on a record shared by exactly two organisations (the crematorium request is
 * the first). It works for the active organisation (`activeOrganizationAccess`: the X-Organization-Id check,
 * 409 without one) and then:
 * - 404 when the record `:id` does not exist or the active organisation is neither of its two parties (a third
 *   organisation learns nothing);
 * - 403 when the route's `config.party` has no entry for the caller's side (the other party's action);
 * - 403 when the caller lacks the permission of that side (checked as any route permission, so the
 *   organisation's type applies too).
 * Memoised per request, so it can be both the route's `config.access` and the handler's first call.
 */
export function partyAccess<T>(source: PartySource<T>): (request: FastifyRequest) => Promise<PartyAccess<T>> {
  return perRequest(async (request) => {
    const access = await activeOrganizationAccess(request);
    const { id } = request.params as { id?: string };
    const record = id ? await source.load(request.server.deps.db, id) : undefined;
    const side = record ? sideOf(source.organizations(record), access.organization.id) : null;
    if (!record || !side) throw notFound();
    const permission = request.routeOptions.config.party?.[side];
    if (!permission) throw new HttpError(403, messages.organizationContext.otherParty);
    authorize(access, permission);
    return { ...access, record, side };
  });
}
