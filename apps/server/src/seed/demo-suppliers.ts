import {
  createSupplierSchema,
  permissionsForRole,
  type CreateSupplierInput,
  type OrganizationType,
  type SupplierKind,
} from '@afscheid/shared';
import { systemContext, type Actor, type ContextDeps } from '../lib/context.ts';
import { organizationsRepository } from '../modules/organizations/index.ts';
import { createSupplier } from '../modules/suppliers/index.ts';

/**
 * One supplier of each kind around Utrecht, as a funeral company there works with them. Made-up names and
 * details; the identifiers pass the checks (KvK 8 digits, IBAN mod-97, Dutch postcodes and phone numbers).
 * Given as the API receives them.
 */
export const DEMO_SUPPLIERS: Record<SupplierKind, CreateSupplierInput> = {
  florist: {
    name: 'Bloemsierkunst De Wilde Roos',
    kind: 'florist',
    contactPerson: 'Anouk Verhoeven',
    street: 'Biltstraat',
    houseNumber: '112',
    postcode: '3572bk',
    city: 'Utrecht',
    phone: '030 271 33 80',
    email: 'bestellingen@dewilderoos.test',
    kvkNumber: '30194827',
    iban: 'NL45 RABO 0317 4625 91',
    notes: 'Kistbloemstukken en rouwboeketten; bestellen vóór 12.00 uur, dan de volgende ochtend bezorgd. Linten met tekst binnen een dag.',
  },
  printer: {
    name: 'Drukkerij Domstad',
    kind: 'printer',
    contactPerson: 'Pieter van Leeuwen',
    street: 'Kanaalweg',
    houseNumber: '41',
    postcode: '3526 KL',
    city: 'Utrecht',
    phone: '030 288 14 50',
    email: 'rouwdrukwerk@drukkerijdomstad.test',
    kvkNumber: '30215493',
    iban: 'NL58 INGB 0006 8291 34',
    notes: 'Rouwkaarten, bedankkaarten en liturgieën. Digitale proef dezelfde dag; drukken en bezorgen binnen 24 uur.',
  },
  newspaper: {
    name: 'Stichtse Courant',
    kind: 'newspaper',
    contactPerson: 'Marieke Bos (familieberichten)',
    street: 'Croeselaan',
    houseNumber: '20',
    postcode: '3521 CB',
    city: 'Utrecht',
    phone: '030 299 60 00',
    email: 'familieberichten@stichtsecourant.test',
    kvkNumber: '30087316',
    iban: 'NL20 ABNA 0512 8477 36',
    notes: 'Rouwadvertenties aanleveren vóór 16.00 uur voor plaatsing de volgende dag (ook online).',
  },
  caterer: {
    name: 'Catering De Vriendschap',
    kind: 'caterer',
    contactPerson: 'Hasan Yılmaz',
    street: 'Amsterdamsestraatweg',
    houseNumber: '301',
    postcode: '3551 CE',
    city: 'Utrecht',
    phone: '030 244 18 72',
    email: 'info@cateringdevriendschap.test',
    kvkNumber: '30316258',
    iban: 'NL69 TRIO 0390 5182 74',
    notes: 'Koffietafels met broodjes, soep en cake, ook op locatie; aantal gasten uiterlijk twee dagen vooraf doorgeven.',
  },
  transport: {
    name: 'Rouwvervoer Van Dijk & Zn.',
    kind: 'transport',
    contactPerson: 'Gert van Dijk',
    street: 'Ravenswade',
    houseNumber: '4',
    houseNumberAddition: 'B',
    postcode: '3439 LD',
    city: 'Nieuwegein',
    phone: '030 603 21 70',
    email: 'planning@rouwvervoervandijk.test',
    kvkNumber: '30176542',
    iban: 'NL44 SNSB 0928 1736 45',
    notes: 'Rouwauto met chauffeur en volgauto; dag en nacht bereikbaar voor overbrengingen.',
  },
  stonemason: {
    name: 'Steenhouwerij Kok',
    kind: 'stonemason',
    contactPerson: 'Bram Kok',
    street: 'Nijverheidsweg',
    houseNumber: '12',
    postcode: '3534 AM',
    city: 'Utrecht',
    phone: '030 243 05 91',
    email: 'info@steenhouwerijkok.test',
    kvkNumber: '30251874',
    iban: 'NL89 RABO 0152 9374 80',
    notes: 'Grafmonumenten en gedenkstenen; plaatsing meestal zes maanden na de begrafenis.',
  },
  other: {
    name: 'Fotografie Laatste Licht',
    kind: 'other',
    contactPerson: 'Sanne de Graaf',
    street: 'Oudegracht',
    houseNumber: '201',
    postcode: '3511 NH',
    city: 'Utrecht',
    phone: '06 41 27 83 95',
    email: 'sanne@laatstelicht.test',
    kvkNumber: '30402687',
    iban: 'NL53 KNAB 0257 3918 46',
    notes: 'Afscheidsfotografie tijdens opbaring en uitvaart; foto’s binnen een week online voor de familie.',
  },
};

/**
 * Creates the demo suppliers in the organisation through the suppliers service (checked by the request schema,
 * audited as the given user with an owner's permissions); answers the id of each by kind. Runs inside the
 * caller's transaction when `deps.db` is one.
 */
export async function seedDemoSuppliers(
  deps: ContextDeps,
  organizationId: string,
  actorUserId: string,
): Promise<Record<SupplierKind, string>> {
  const organization = await organizationsRepository.findById(deps.db, organizationId);
  if (!organization) throw new Error(`Organisation ${organizationId} not found for the demo suppliers.`);
  const type = organization.type as OrganizationType;
  const actor: Actor = {
    userId: actorUserId,
    organizationId,
    organizationType: type,
    role: 'owner',
    permissions: permissionsForRole('owner', type),
    isSuper: false,
  };
  const ctx = systemContext(deps, actor);
  const ids = {} as Record<SupplierKind, string>;
  for (const [kind, input] of Object.entries(DEMO_SUPPLIERS) as [SupplierKind, CreateSupplierInput][]) {
    ids[kind] = (await createSupplier(ctx, createSupplierSchema.parse(input))).id;
  }
  return ids;
}
