import {
  acceptRequestSchema,
  addPlannerDays,
  amsterdamDateOf,
  amsterdamInstant,
  createCrematoriumRequestSchema,
  permissionsForRole,
  updateCremationSchema,
  type OrganizationType,
  type Role,
} from '@afscheid/shared';
import type { Organization } from '../db/types.ts';
import { systemContext, type ContextDeps } from '../lib/context.ts';
import type { Mailer } from '../mail/outbox.ts';
import {
  acceptRequest,
  createRequest,
  requestsRepository,
  submitRequest,
} from '../modules/crematorium-requests/index.ts';
import { cremationsRepository, updateCremation } from '../modules/cremations/index.ts';
import type { MailContext } from '../modules/users/index.ts';

function memberContext(
  deps: ContextDeps,
  userId: string,
  organization: Organization,
  role: Role,
): MailContext {
  const type = organization.type as OrganizationType;
  const ctx = systemContext(deps, {
    userId,
    organizationId: organization.id,
    organizationType: type,
    role,
    permissions: permissionsForRole(role, type),
    isSuper: false,
  });
  return { ...ctx, mailer: HISTORY_MAILER };
}

/**
 * The demo's requests are history, made as the demo starts: telling the other side by e-mail then would only
 * fill the outbox with mail to demo addresses. The services queue it here, and it goes nowhere.
 */
const HISTORY_MAILER: Mailer = { enqueue: async () => {}, idle: async () => {} };

/**
 * The demo's crematorium requests, through the same services the API uses: De Linde asked Het Rozenveld to
 * cremate Riek de Boer (with a ceremony in its aula and coffee afterwards), which Het Rozenveld accepted, so its
 * planner holds the bookings and its own cremation record is half completed (the approval dialog shows what is
 * still missing); and De Linde has just sent the request for Fatma Yılmaz, which waits for Het Rozenveld's answer.
 */
export async function seedDemoCrematoriumRequests(
  deps: ContextDeps & { mailer: Mailer },
  now: Date,
  organizations: { linde: Organization; rozenveld: Organization },
  people: { director: string; crematorium: string },
): Promise<void> {
  const { linde, rozenveld } = organizations;
  const director = memberContext(deps, people.director, linde, 'funeral_director');
  const staff = memberContext(deps, people.crematorium, rozenveld, 'crematorium_staff');
  const open = await deps.db
    .selectFrom('dossiers')
    .select(['id', 'deceased_last_name', 'funeral_at'])
    .where('organization_id', '=', linde.id)
    .where('type', '=', 'cremation')
    .where('status', '=', 'open')
    .where('deleted_at', 'is', null)
    .execute();
  const dossier = (lastName: string) => open.find((row) => row.deceased_last_name === lastName);
  const places = await deps.db
    .selectFrom('places')
    .select(['id', 'kind'])
    .where('organization_id', '=', rozenveld.id)
    .orderBy('sort_name')
    .execute();
  const aula = places.find((place) => place.kind === 'aula');
  const coffee = places.find((place) => place.kind === 'coffee_room');

  const boer = dossier('Boer');
  if (boer?.funeral_at) {
    const day = amsterdamDateOf(boer.funeral_at);
    const created = await createRequest(
      director,
      createCrematoriumRequestSchema.parse({
        dossierId: boer.id,
        crematoriumId: rozenveld.id,
        wishedAt: amsterdamInstant(day, '13:00'),
        ceremony: true,
        ceremonyPlaceId: aula?.id ?? null,
        ceremonyMinutes: 60,
        coffeeRoom: Boolean(coffee),
        coffeePlaceId: coffee?.id ?? null,
        coffeeMinutes: 60,
        guests: 80,
        livestream: false,
        coffinKind: 'standard',
        coffinLengthCm: 195,
        coffinWidthCm: 60,
        implants: 'removed',
        implantKinds: ['pacemaker'],
        relativesAttend: true,
        relativesCount: 4,
        ashDestination: 'Tijdelijke bewaring; de familie beslist later over verstrooiing.',
        remarks: 'Fotopresentatie tijdens de dienst; de kleinkinderen leggen een tekening in de kist.',
      }),
    );
    const row = await requestsRepository.findById(deps.db, created.id);
    if (row) {
      await submitRequest(director, row, {});
      const submitted = await requestsRepository.findById(deps.db, created.id);
      if (submitted) {
        const accepted = await acceptRequest(staff, submitted, acceptRequestSchema.parse({}));
        const cremation = accepted.cremationId
          ? await cremationsRepository.findById(deps.db, rozenveld.id, accepted.cremationId)
          : undefined;
        if (cremation) {
          // The verlof and the signed form are in; the coffin number and the identification follow on the day.
          await updateCremation(
            staff,
            cremation,
            updateCremationSchema.parse({
              version: cremation.version,
              permitReceived: true,
              permitCompared: true,
              requestFormReceived: true,
              implantsRemoved: true,
            }),
          );
        }
      }
    }
  }

  const yilmaz = dossier('Yılmaz');
  if (yilmaz) {
    const today = amsterdamDateOf(now);
    const created = await createRequest(
      director,
      createCrematoriumRequestSchema.parse({
        dossierId: yilmaz.id,
        crematoriumId: rozenveld.id,
        wishedAt: amsterdamInstant(addPlannerDays(today, 3), '14:00'),
        alternativeAt: amsterdamInstant(addPlannerDays(today, 4), '10:00'),
        ceremony: false,
        coffinKind: 'eco',
        coffinLengthCm: 190,
        coffinWidthCm: 58,
        implants: 'none',
        relativesAttend: true,
        relativesCount: 6,
        remarks: 'De familie wil bij de invoer een kort gebed uitspreken.',
      }),
    );
    const row = await requestsRepository.findById(deps.db, created.id);
    if (row) await submitRequest(director, row, {});
  }
}
