import {
  ARTICLE_UNIT_LABELS,
  formatMoney,
  grossFromNet,
  isVatRate,
  messages,
  VAT_RATE_LABELS,
  VAT_RATE_PERCENT,
  type ArticleData,
  type ArticleUnit,
  type UpdateArticleInput,
  type VatRate,
} from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';

const labels = messages.articles.fields;

/** The fields of the article form, in the order they are shown. */
export const ARTICLE_FIELDS = [
  'code',
  'name',
  'description',
  'unit',
  'unitPrice',
  'vatRate',
  'categoryId',
  'supplierId',
  'purchasePrice',
  'active',
] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

/** The form's values: texts as strings ('' for empty), amounts as integer cents (null for none). */
export interface ArticleFormValues {
  code: string;
  name: string;
  description: string;
  unit: string;
  unitPrice: number | null;
  vatRate: string;
  categoryId: string;
  supplierId: string;
  purchasePrice: number | null;
  active: boolean;
}

/** What the shared schema makes of the form's values (trimmed; empty optional fields null). */
export interface ArticleFormOutput {
  code: string;
  name: string;
  description?: string | null;
  unit: ArticleUnit;
  unitPrice: number;
  vatRate: VatRate;
  categoryId?: string | null;
  supplierId?: string | null;
  purchasePrice?: number | null;
  active: boolean;
}

export function emptyArticleValues(preset: { supplierId?: string; categoryId?: string } = {}): ArticleFormValues {
  return {
    code: '',
    name: '',
    description: '',
    unit: 'stuk',
    unitPrice: null,
    vatRate: '',
    categoryId: preset.categoryId ?? '',
    supplierId: preset.supplierId ?? '',
    purchasePrice: null,
    active: true,
  };
}

/** An article's fields as form values. */
export function toArticleValues(article: ArticleData): ArticleFormValues {
  return {
    code: article.code,
    name: article.name,
    description: article.description ?? '',
    unit: article.unit,
    unitPrice: article.unitPrice,
    vatRate: article.vatRate,
    categoryId: article.category?.id ?? '',
    supplierId: article.supplier?.id ?? '',
    purchasePrice: article.purchasePrice,
    active: article.active,
  };
}

/** The validated values back as form values (to compare with the record). */
export function outputToValues(output: ArticleFormOutput): ArticleFormValues {
  return {
    code: output.code,
    name: output.name,
    description: output.description ?? '',
    unit: output.unit,
    unitPrice: output.unitPrice,
    vatRate: output.vatRate,
    categoryId: output.categoryId ?? '',
    supplierId: output.supplierId ?? '',
    purchasePrice: output.purchasePrice ?? null,
    active: output.active,
  };
}

const same = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b);

/** Only the changed fields, ready for a PUT (an emptied optional field becomes null). */
export function articleChanges(before: ArticleFormValues, after: ArticleFormValues): Omit<UpdateArticleInput, 'version'> {
  const changes: Record<string, unknown> = {};
  for (const field of ARTICLE_FIELDS) {
    if (same(before[field], after[field])) continue;
    const value = after[field];
    changes[field] = typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
  }
  return changes as Omit<UpdateArticleInput, 'version'>;
}

/** The price incl. VAT of an amount excl. VAT (the shared rounding), or null when either is unknown. */
export function priceIncl(unitPrice: number | null | undefined, vatRate: string): number | null {
  if (unitPrice === null || unitPrice === undefined || !Number.isSafeInteger(unitPrice) || !isVatRate(vatRate)) {
    return null;
  }
  return grossFromNet(unitPrice, VAT_RATE_PERCENT[vatRate]);
}

/** Price minus purchase price (both excl. VAT), or null without a purchase price. */
export function margin(article: Pick<ArticleData, 'unitPrice' | 'purchasePrice'>): number | null {
  return article.purchasePrice === null ? null : article.unitPrice - article.purchasePrice;
}

export const vatLabel = (rate: string): string => (isVatRate(rate) ? VAT_RATE_LABELS[rate] : rate);
export const unitLabel = (unit: string): string =>
  Object.prototype.hasOwnProperty.call(ARTICLE_UNIT_LABELS, unit) ? ARTICLE_UNIT_LABELS[unit as ArticleUnit] : unit;

const isField = (path: string): path is ArticleField => (ARTICLE_FIELDS as readonly string[]).includes(path);

/** How the conflict dialog names and shows an article's fields; `names` maps category and supplier ids. */
export function articleConflictFields(names: ReadonlyMap<string, string>, theirs: ArticleData): ConflictFields {
  const known = new Map(names);
  if (theirs.category) known.set(theirs.category.id, theirs.category.name);
  if (theirs.supplier) known.set(theirs.supplier.id, theirs.supplier.name);
  return {
    label: (path) => (isField(path) ? labels[path] : path),
    display: (path, value) => {
      if (value === null || value === undefined || value === '') return '';
      if (path === 'unitPrice' || path === 'purchasePrice') return typeof value === 'number' ? formatMoney(value) : '';
      if (path === 'vatRate') return vatLabel(String(value));
      if (path === 'unit') return unitLabel(String(value));
      if (path === 'active') return value ? 'Ja' : 'Nee';
      if (path === 'categoryId' || path === 'supplierId') return known.get(String(value)) ?? String(value);
      return String(value);
    },
  };
}

/** An article record (what a 409 carries). */
export const isArticle = (data: unknown): data is ArticleData =>
  isVersioned(data) && typeof (data as { code?: unknown }).code === 'string';
