import {
  createBudgetLineSchema,
  foldText,
  lineAmountIncl,
  permissionsForRole,
  quantityToMilli,
  type CreateBudgetLineInput,
  type OrganizationType,
  type VatRate,
} from '@afscheid/shared';
import type { Article } from '../db/types.ts';
import { systemContext, type Actor, type ContextDeps } from '../lib/context.ts';
import { createBudgetLine, ensureSections } from '../modules/budget/index.ts';
import { makeClientDebtor } from '../modules/debtors/index.ts';
import { dossiersRepository } from '../modules/dossiers/index.ts';
import { organizationsRepository } from '../modules/organizations/index.ts';
import { sectionsRepository } from '../modules/sections/index.ts';

type DemoLine = {
  /** Words of an article's code or name (folded) that this line is made from, when the price list has it. */
  match: string[];
  section: string;
  quantity: number;
  discount?: number;
  /** Kept even when the article says otherwise: the demo shows each VAT kind. */
  vatRate?: VatRate;
  /** The free line when no article matches. */
  free: { description: string; unit: string; unitPrice: number; vatRate: VatRate };
  /** This line is the one an insurance policy covers, when the dossier has one. */
  covered?: boolean;
};

/** A realistic budget for a cremation, section by section (VAT as DUTCH-RULES.md says). */
const DEMO_BUDGET: DemoLine[] = [
  {
    match: ['verzorging van de overledene', 'verzorging'],
    section: 'Verzorging',
    quantity: 1,
    free: {
      description: 'Verzorging en opbaring van de overledene',
      unit: 'stuk',
      unitPrice: 39_500,
      vatRate: 'exempt',
    },
  },
  {
    match: ['opbaring in het', 'opbaring', 'rouwkamer'],
    section: 'Opbaring',
    quantity: 3,
    free: { description: 'Gebruik rouwkamer', unit: 'dag', unitPrice: 12_500, vatRate: 'exempt' },
  },
  {
    match: ['populierenhouten kist', 'eikenhouten kist'],
    section: 'Plechtigheid',
    quantity: 1,
    discount: 10,
    free: {
      description: 'Uitvaartkist eiken, blank gelakt',
      unit: 'stuk',
      unitPrice: 89_500,
      vatRate: 'exempt',
    },
  },
  {
    match: ['dragers', 'drager'],
    section: 'Plechtigheid',
    quantity: 4,
    free: { description: 'Dragers', unit: 'persoon', unitPrice: 9_500, vatRate: 'exempt' },
  },
  {
    match: ['crematie'],
    section: 'Crematie/Begrafenis',
    quantity: 1,
    covered: true,
    free: {
      description: 'Crematie incl. gebruik aula (60 minuten)',
      unit: 'stuk',
      unitPrice: 118_500,
      vatRate: 'exempt',
    },
  },
  {
    match: ['rouwauto'],
    section: 'Vervoer',
    quantity: 1,
    free: { description: 'Rouwauto met chauffeur', unit: 'rit', unitPrice: 39_500, vatRate: 'exempt' },
  },
  {
    match: ['rouwkaarten (100', 'rouwkaart'],
    section: 'Drukwerk',
    quantity: 1,
    free: { description: 'Rouwkaarten met envelop (100 stuks)', unit: 'set', unitPrice: 24_500, vatRate: 'exempt' },
  },
  {
    match: ['advertentie'],
    section: 'Advertenties',
    quantity: 1,
    vatRate: '21',
    free: {
      description: 'Overlijdensadvertentie AD Utrechts Nieuwsblad',
      unit: 'stuk',
      unitPrice: 68_500,
      vatRate: '21',
    },
  },
  {
    match: ['kistbloemstuk', 'bloemstuk', 'rouwstuk'],
    section: 'Bloemen',
    quantity: 1,
    vatRate: '9',
    free: { description: 'Kistbloemstuk witte rozen', unit: 'stuk', unitPrice: 14_950, vatRate: '9' },
  },
  {
    match: ['koffietafel'],
    section: 'Catering',
    quantity: 45,
    free: {
      description: 'Koffietafel (koffie, thee, broodjes)',
      unit: 'persoon',
      unitPrice: 1_395,
      vatRate: '9',
    },
  },
  {
    match: ['leges', 'akte'],
    section: 'Derden (doorlopende posten)',
    quantity: 2,
    vatRate: 'disbursement',
    free: {
      description: 'Uittreksel overlijdensakte',
      unit: 'stuk',
      unitPrice: 1_710,
      vatRate: 'disbursement',
    },
  },
];

/** The organisation's active article whose code or name holds one of the words, if any. */
function findArticle(articles: Article[], words: string[]): Article | undefined {
  for (const word of words) {
    const found = articles.find((article) =>
      ` ${foldText(`${article.code} ${article.name}`)}`.includes(word),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Builds the budget of one demo dossier from the organisation's articles (free lines when the price list lacks
 * one), through the budget service, so the rules and the audit trail apply: one disbursement, one line with a
 * discount, 9 % and 21 % lines, and a line covered by the dossier's first policy when it has one.
 */
export async function seedDemoBudget(
  deps: ContextDeps,
  organizationId: string,
  dossierId: string,
  actorUserId: string,
): Promise<void> {
  const organization = await organizationsRepository.findById(deps.db, organizationId);
  const dossier = await dossiersRepository.findById(deps.db, organizationId, dossierId);
  if (!organization || !dossier)
    throw new Error(`seedDemoBudget: no dossier ${dossierId} in ${organizationId}`);
  const type = organization.type as OrganizationType;
  const actor: Actor = {
    userId: actorUserId,
    organizationId,
    organizationType: type,
    role: 'funeral_director',
    permissions: permissionsForRole('funeral_director', type),
    isSuper: false,
  };
  const ctx = systemContext(deps, actor);
  const sections = new Map(
    (await ensureSections(deps.db, organizationId, deps.clock.now())).map((section) => [
      section.name,
      section.id,
    ]),
  );
  const articles = await deps.db
    .selectFrom('articles')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('active', '=', 1)
    .orderBy('code')
    .execute();
  const insurances = await sectionsRepository.find(deps.db, dossierId, 'insurances');
  const policies = Array.isArray(insurances?.data.policies)
    ? (insurances.data.policies as { policyNumber?: unknown }[])
    : [];
  const policy = policies
    .map((p) => p.policyNumber)
    .find((n): n is string => typeof n === 'string' && n.trim() !== '');

  // The client pays: made a debtor in one click, as a funeral director does (skipped while the client has no name).
  const debtorId = await makeClientDebtor(ctx, dossier).then(
    ({ debtor }) => debtor.id,
    () => undefined,
  );
  for (const demo of DEMO_BUDGET) {
    const article = findArticle(articles, demo.match);
    const base: CreateBudgetLineInput = article
      ? { articleId: article.id, quantity: demo.quantity, ...(demo.vatRate ? { vatRate: demo.vatRate } : {}) }
      : { ...demo.free, quantity: demo.quantity };
    const input: CreateBudgetLineInput = {
      ...base,
      sectionId: sections.get(demo.section) ?? null,
      debtorId,
      discount: demo.discount,
    };
    if (demo.covered && policy) {
      const unitPrice = article?.unit_price ?? demo.free.unitPrice;
      const vatRate = demo.vatRate ?? article?.vat_rate ?? demo.free.vatRate;
      input.insurancePolicy = policy;
      input.insuranceCovered = lineAmountIncl({
        quantityMilli: quantityToMilli(demo.quantity),
        unitPrice,
        vatRate,
      });
    }
    await createBudgetLine(ctx, dossier, createBudgetLineSchema.parse(input));
  }
}
