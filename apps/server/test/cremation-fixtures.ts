/**
 * Cremation records for tests (issue 14): the shared fields a request would have sent, and a record made the
 * way accepting a request makes it (`createCremationForRequest`), without going through the requests' API.
 */
import type { RequestSnapshot } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { systemContext } from '../src/lib/context.ts';
import { newId } from '../src/lib/ids.ts';
import { createCremationForRequest } from '../src/modules/cremations/index.ts';
import type { TestContext } from './helpers.ts';

export type SnapshotInput = {
  firstNames?: string;
  lastName?: string;
  initials?: string | null;
  diedOn?: string | null;
  diedAtTime?: string | null;
  unnaturalDeath?: boolean;
  noObjectionReference?: string | null;
  permitNumber?: string | null;
  permitMunicipality?: string | null;
  funeralCompanyName?: string;
  crematoriumName?: string;
};

/** The shared fields as a funeral company's request would have sent them (died Thursday 19 November 2026). */
export function snapshotFor(input: SnapshotInput = {}): RequestSnapshot {
  return {
    deceased: {
      firstNames: input.firstNames ?? 'Johanna Maria',
      namePrefix: null,
      lastName: input.lastName ?? 'Jansen',
      initials: input.initials === undefined ? 'J.M.' : input.initials,
      gender: 'Vrouw',
      birthDate: '1940-03-02',
      birthPlace: 'Utrecht',
      diedOn: input.diedOn === undefined ? '2026-11-19' : input.diedOn,
      diedAtTime: input.diedAtTime === undefined ? '08:00' : input.diedAtTime,
      deathMunicipality: 'Utrecht',
      bsn: '111222333',
      unnaturalDeath: input.unnaturalDeath ?? false,
      noObjectionReference: input.noObjectionReference ?? null,
      permitNumber: input.permitNumber === undefined ? 'VC-2026-118' : input.permitNumber,
      permitMunicipality: input.permitMunicipality === undefined ? 'Utrecht' : input.permitMunicipality,
      permitIssuedOn: '2026-11-20',
    },
    client: { name: 'Piet Jansen', relation: 'Zoon', address: null, phone: null, email: null },
    funeralCompany: {
      name: input.funeralCompanyName ?? 'Uitvaartzorg De Linde',
      address: null,
      phone: null,
      email: null,
      directorName: null,
      directorPhone: null,
      directorEmail: null,
    },
    wishes: {
      crematoriumName: input.crematoriumName ?? 'Crematorium Het Rozenveld',
      location: null,
      wishedAt: null,
      alternativeAt: null,
      ceremony: false,
      ceremonyPlace: null,
      ceremonyMinutes: null,
      coffeeRoom: false,
      coffeePlace: null,
      coffeeMinutes: null,
      guests: null,
      livestream: false,
      coffinKind: 'standard',
      coffinLengthCm: null,
      coffinWidthCm: null,
      implants: 'none',
      implantKinds: [],
      implantsOther: null,
      relativesAttend: false,
      relativesCount: null,
      ashDestination: null,
      remarks: null,
      documents: [],
    },
  };
}

/** A minimal accepted request of `requesterId` at `providerId`, as the requests module would have stored it. */
export async function insertAcceptedRequest(
  ctx: TestContext,
  input: { requesterId: string; providerId: string; deceasedName: string; plannedAt: string },
): Promise<string> {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('crematorium_requests')
    .values({
      id,
      requester_organization_id: input.requesterId,
      provider_organization_id: input.providerId,
      dossier_id: null,
      dossier_number: '2026-0999',
      status: 'accepted',
      deceased_name: input.deceasedName,
      search_name: input.deceasedName.toLowerCase(),
      wished_at: input.plannedAt,
      confirmed_at: input.plannedAt,
      planned_at: input.plannedAt,
      wishes: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export type NewCremation = SnapshotInput & {
  /** The crematorium that owns the record. */
  organizationId: string;
  /** The funeral company that asked. */
  requesterId: string;
  /** Acting for the crematorium (audited as this user). */
  userId: string;
  plannedAt: string;
  ovenPlaceId?: string | null;
};

/** A planned cremation record of `organizationId`, made for an accepted request of `requesterId`. */
export async function createCremation(ctx: TestContext, input: NewCremation) {
  const snapshot = snapshotFor(input);
  const deceasedName = `${snapshot.deceased.firstNames} ${snapshot.deceased.lastName}`;
  const requestId = await insertAcceptedRequest(ctx, {
    requesterId: input.requesterId,
    providerId: input.organizationId,
    deceasedName,
    plannedAt: input.plannedAt,
  });
  const service = systemContext(ctx.app.deps, {
    userId: input.userId,
    organizationId: input.organizationId,
    organizationType: 'crematorium',
    role: 'crematorium_staff',
    permissions: [],
    isSuper: false,
  });
  const created = await createCremationForRequest(ctx.app.deps.db, service, {
    organizationId: input.organizationId,
    requestId,
    snapshot,
    deceasedName,
    funeralCompanyName: snapshot.funeralCompany.name ?? '',
    plannedAt: input.plannedAt,
    ovenPlaceId: input.ovenPlaceId ?? null,
  });
  return { ...created, requestId, deceasedName };
}
