import type { ArticleData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import {
  articleChanges,
  articleConflictFields,
  emptyArticleValues,
  margin,
  priceIncl,
  toArticleValues,
  unitLabel,
  vatLabel,
} from './article-form.ts';

const article: ArticleData = {
  id: 'a1',
  code: 'BLOEM-01',
  name: 'Kistbloemstuk',
  description: null,
  unit: 'stuk',
  unitPrice: 17500,
  vatRate: '9',
  category: { id: 'c1', name: 'Bloemen' },
  supplier: { id: 's1', name: 'Bloemsierkunst De Wilde Roos' },
  purchasePrice: 11000,
  active: true,
  version: 2,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('the article form', () => {
  it('shows the price incl. VAT with the shared rounding, per VAT kind', () => {
    expect(priceIncl(123456, '9')).toBe(134567);
    expect(priceIncl(1000, '21')).toBe(1210);
    // € 0,05 at 9 %: € 0,0045 VAT rounds to nothing; € 0,06 at 21 %: € 0,0126 to € 0,01.
    expect(priceIncl(5, '9')).toBe(5);
    expect(priceIncl(6, '21')).toBe(7);
    for (const rate of ['0', 'exempt', 'disbursement']) expect(priceIncl(49500, rate)).toBe(49500);
    expect(priceIncl(null, '21')).toBeNull();
    expect(priceIncl(Number.NaN, '21')).toBeNull();
    expect(priceIncl(1000, '')).toBeNull();
  });

  it('starts empty (active, per piece) with a preset supplier', () => {
    expect(emptyArticleValues({ supplierId: 's1' })).toEqual({
      code: '',
      name: '',
      description: '',
      unit: 'stuk',
      unitPrice: null,
      vatRate: '',
      categoryId: '',
      supplierId: 's1',
      purchasePrice: null,
      active: true,
    });
  });

  it('sends only what changed, an emptied optional field as null', () => {
    const before = toArticleValues(article);
    expect(
      articleChanges(before, { ...before, unitPrice: 18500, supplierId: '', purchasePrice: null, name: ' Kistbloemstuk ' }),
    ).toEqual({ unitPrice: 18500, supplierId: null, purchasePrice: null });
    expect(articleChanges(before, { ...before, active: false, vatRate: '21' })).toEqual({ active: false, vatRate: '21' });
    expect(articleChanges(before, before)).toEqual({});
  });

  it('computes the margin and shows labels and amounts the Dutch way', () => {
    expect(margin(article)).toBe(6500);
    expect(margin({ ...article, purchasePrice: null })).toBeNull();
    expect(vatLabel('exempt')).toBe('Vrijgesteld van btw');
    expect(vatLabel('disbursement')).toBe('Doorlopende post');
    expect(unitLabel('m²')).toBe('m²');
    const fields = articleConflictFields(new Map(), article);
    expect(fields.label('unitPrice')).toBe('Prijs excl. btw');
    expect(fields.display('unitPrice', 123456)).toBe('€ 1.234,56');
    expect(fields.display('vatRate', '9')).toBe('9 % btw');
    expect(fields.display('supplierId', 's1')).toBe('Bloemsierkunst De Wilde Roos');
    expect(fields.display('purchasePrice', null)).toBe('');
  });
});
