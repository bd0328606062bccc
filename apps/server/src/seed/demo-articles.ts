import {
  createArticleSchema,
  createCategorySchema,
  permissionsForRole,
  type CreateArticleInput,
  type OrganizationType,
  type VatRate,
} from '@afscheid/shared';
import { systemContext, type Actor, type ContextDeps } from '../lib/context.ts';
import { createArticle } from '../modules/articles/index.ts';
import { createCategory, listCategories } from '../modules/categories/index.ts';
import { organizationsRepository } from '../modules/organizations/index.ts';

/** The supplier kinds the demo price list links articles to (the ids `seedDemoSuppliers` answers). */
export type DemoSupplierKind = 'florist' | 'printer' | 'newspaper' | 'caterer' | 'transport' | 'stonemason' | 'other';

type DemoArticle = {
  code: string;
  name: string;
  description?: string;
  unit: CreateArticleInput['unit'];
  /** Cents excl. VAT. */
  price: number;
  vat: VatRate;
  supplier?: DemoSupplierKind;
  /** What the supplier charges us, cents excl. VAT. */
  purchase?: number;
};

/**
 * A Dutch funeral company's price list for 2026, by category in the order the budget shows them. VAT after the
 * Belastingdienst's "vrijstelling voor uitvaartondernemers" (Wet OB art. 11 lid 1 h): the company's own
 * services — care and laying out, arranging, coffin, hearse, bearers, funeral leader, mourning cards and the
 * condolence register as part of the service, cremation and burial costs passed on — are exempt; catering and
 * flowers 9 %; newspaper notices, recordings and a decorative urn 21 %; leges and the church's contribution are
 * doorlopende posten (no VAT, not turnover).
 */
export const DEMO_PRICE_LIST: { category: string; articles: DemoArticle[] }[] = [
  {
    category: 'Verzorging en opbaring',
    articles: [
      { code: 'VERZ-00', name: 'Uitvaartverzorging: regie en coördinatie', description: 'Eerste gesprek, afspraken met crematorium of begraafplaats, aangifte van overlijden en alle contacten tot en met de uitvaart.', unit: 'stuk', price: 145000, vat: 'exempt' },
      { code: 'VERZ-01', name: 'Verzorging van de overledene', description: 'Wassen, verzorgen en kleden, thuis of in het uitvaartcentrum.', unit: 'stuk', price: 39500, vat: 'exempt' },
      { code: 'VERZ-02', name: 'Opbaring in het uitvaartcentrum', description: 'Opbaarkamer met koeling, bezoek op afspraak.', unit: 'dag', price: 12500, vat: 'exempt' },
      { code: 'VERZ-03', name: 'Opbaring thuis met koeling', description: 'Opbaarbed of koelplaat, dagelijkse controle.', unit: 'dag', price: 5500, vat: 'exempt' },
    ],
  },
  {
    category: 'Kisten en urnen',
    articles: [
      { code: 'KIST-01', name: 'Eikenhouten kist', description: 'Massief eiken, geschikt voor begraven en cremeren; als onderdeel van de uitvaartzorg.', unit: 'stuk', price: 119500, vat: 'exempt' },
      { code: 'KIST-02', name: 'Populierenhouten kist', description: 'Blank gelakt, geschikt voor cremeren; als onderdeel van de uitvaartzorg.', unit: 'stuk', price: 69500, vat: 'exempt' },
      { code: 'URN-01', name: 'Asbus', description: 'Standaard asbus van het crematorium.', unit: 'stuk', price: 4500, vat: 'exempt' },
      { code: 'URN-02', name: 'Sierurn keramiek', description: 'Handgemaakte urn, diverse kleuren.', unit: 'stuk', price: 18500, vat: '21' },
    ],
  },
  {
    category: 'Vervoer',
    articles: [
      { code: 'VERV-01', name: 'Overbrenging van de overledene', description: 'Van de plaats van overlijden naar het uitvaartcentrum, binnen 25 km.', unit: 'keer', price: 29500, vat: 'exempt' },
      { code: 'VERV-02', name: 'Rouwauto', description: 'Op de dag van de uitvaart, met chauffeur.', unit: 'keer', price: 42500, vat: 'exempt' },
      { code: 'VERV-03', name: 'Extra kilometers rouwauto', unit: 'km', price: 250, vat: 'exempt' },
    ],
  },
  {
    category: 'Plechtigheid',
    articles: [
      { code: 'PLECH-01', name: 'Uitvaartleider op de dag van de uitvaart', unit: 'stuk', price: 89500, vat: 'exempt' },
      { code: 'PLECH-02', name: 'Dragers (vier personen)', unit: 'set', price: 48000, vat: 'exempt' },
      { code: 'PLECH-03', name: 'Condoleanceregister met registerbeheerder', description: 'Als onderdeel van de uitvaartzorg.', unit: 'stuk', price: 9500, vat: 'exempt' },
      { code: 'PLECH-04', name: 'Livestream en opname van de plechtigheid', description: 'Besloten livestream, opname 30 dagen te bekijken.', unit: 'stuk', price: 19500, vat: '21' },
    ],
  },
  {
    category: 'Crematie en begrafenis',
    articles: [
      { code: 'CREM-01', name: 'Crematie', description: 'Kosten van het crematorium, doorberekend.', unit: 'stuk', price: 109500, vat: 'exempt' },
      { code: 'CREM-02', name: 'Aula crematorium (60 minuten)', description: 'Kosten van het crematorium, doorberekend.', unit: 'stuk', price: 49500, vat: 'exempt' },
      { code: 'CREM-03', name: 'Asverstrooiing op het strooiveld', unit: 'stuk', price: 19500, vat: 'exempt' },
      { code: 'BEGR-01', name: 'Begraafrechten en delven', description: 'Algemeen graf, kosten van de gemeentelijke begraafplaats, doorberekend.', unit: 'stuk', price: 165000, vat: 'exempt' },
    ],
  },
  {
    category: 'Catering',
    articles: [
      { code: 'CAT-01', name: 'Koffietafel: koffie, thee en cake', unit: 'stuk', price: 750, vat: '9', supplier: 'caterer', purchase: 500, description: 'Per persoon.' },
      { code: 'CAT-02', name: 'Koffietafel met broodjes en soep', unit: 'stuk', price: 1750, vat: '9', supplier: 'caterer', purchase: 1200, description: 'Per persoon.' },
    ],
  },
  {
    category: 'Bloemen',
    articles: [
      { code: 'BLOEM-01', name: 'Kistbloemstuk', description: 'Seizoensbloemen, gemengd.', unit: 'stuk', price: 17500, vat: '9', supplier: 'florist', purchase: 11000 },
      { code: 'BLOEM-02', name: 'Rouwboeket', unit: 'stuk', price: 6500, vat: '9', supplier: 'florist', purchase: 4000 },
    ],
  },
  {
    category: 'Drukwerk',
    articles: [
      { code: 'DRUK-01', name: 'Rouwkaarten (100 stuks)', description: 'Dubbele kaart met envelop, ontwerp en proef; als onderdeel van de uitvaartzorg.', unit: 'set', price: 24500, vat: 'exempt', supplier: 'printer', purchase: 16000 },
      { code: 'DRUK-02', name: 'Extra rouwkaarten (per 25 stuks)', unit: 'set', price: 4500, vat: 'exempt', supplier: 'printer', purchase: 2800 },
    ],
  },
  {
    category: 'Advertenties',
    articles: [
      { code: 'ADV-01', name: 'Rouwadvertentie in dagblad', description: 'Twee kolommen, één plaatsing.', unit: 'stuk', price: 69500, vat: '21', supplier: 'newspaper', purchase: 62000 },
      { code: 'ADV-02', name: 'Online rouwadvertentie (30 dagen)', unit: 'stuk', price: 4500, vat: '21', supplier: 'newspaper', purchase: 3500 },
    ],
  },
  {
    category: 'Leges en derden',
    articles: [
      { code: 'LEG-01', name: 'Afschrift akte van overlijden', description: 'Leges van de gemeente, doorlopende post.', unit: 'stuk', price: 1745, vat: 'disbursement' },
      { code: 'LEG-02', name: 'Kerkelijke bijdrage', description: 'Bijdrage aan de kerk voor de uitvaartdienst, doorlopende post.', unit: 'stuk', price: 25000, vat: 'disbursement' },
    ],
  },
];

/**
 * Creates the demo categories and price list in the organisation through the categories and articles services
 * (checked by the request schemas, audited as the given user with an owner's permissions), linking florist,
 * printer, newspaper and caterer articles to the given suppliers with a purchase price. Does nothing when the
 * organisation already has categories or articles (safe to call again). Runs inside the caller's transaction
 * when `deps.db` is one. Answers the number of articles made.
 */
export async function seedDemoArticles(
  deps: ContextDeps,
  organizationId: string,
  actorUserId: string,
  suppliers: Partial<Record<DemoSupplierKind, string>>,
): Promise<number> {
  const organization = await organizationsRepository.findById(deps.db, organizationId);
  if (!organization) throw new Error(`Organisation ${organizationId} not found for the demo price list.`);
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
  if ((await listCategories(ctx)).length > 0) return 0;
  const existing = await deps.db
    .selectFrom('articles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;

  let made = 0;
  for (const { category, articles } of DEMO_PRICE_LIST) {
    const { id: categoryId } = await createCategory(ctx, createCategorySchema.parse({ name: category }));
    for (const item of articles) {
      const supplierId = item.supplier ? suppliers[item.supplier] : undefined;
      const input: CreateArticleInput = {
        code: item.code,
        name: item.name,
        description: item.description ?? null,
        unit: item.unit,
        unitPrice: item.price,
        vatRate: item.vat,
        categoryId,
        supplierId: supplierId ?? null,
        purchasePrice: supplierId ? (item.purchase ?? null) : null,
      };
      await createArticle(ctx, createArticleSchema.parse(input));
      made += 1;
    }
  }
  return made;
}
