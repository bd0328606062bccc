import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import { articleDataSchema, categoryDataSchema } from './article-responses.ts';
import {
  ARTICLE_UNITS,
  ARTICLE_UNIT_LABELS,
  categoryOrderSchema,
  createArticleSchema,
  createCategorySchema,
  listArticlesQuerySchema,
  updateArticleSchema,
  updateCategorySchema,
} from './articles.ts';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  zodIssuesToFieldErrors(result.error?.issues ?? []);

const valid = { code: ' VERZ-01 ', name: 'Verzorging', unit: 'stuk', unitPrice: 49500, vatRate: 'exempt' };

describe('article schemas', () => {
  it('has a Dutch label for every unit, m² included', () => {
    expect(ARTICLE_UNITS.map((unit) => ARTICLE_UNIT_LABELS[unit])).toEqual([
      'stuk',
      'uur',
      'km',
      'set',
      'dag',
      'keer',
      'pakket',
      'm²',
    ]);
  });

  it('trims the code, defaults to active and turns empty optional fields into null', () => {
    expect(
      createArticleSchema.parse({
        ...valid,
        description: ' ',
        categoryId: '',
        supplierId: '',
        purchasePrice: null,
      }),
    ).toEqual({
      code: 'VERZ-01',
      name: 'Verzorging',
      description: null,
      unit: 'stuk',
      unitPrice: 49500,
      vatRate: 'exempt',
      categoryId: null,
      supplierId: null,
      purchasePrice: null,
      active: true,
    });
  });

  it('says in Dutch what is missing', () => {
    expect(errorsOf(createArticleSchema.safeParse({}))).toEqual({
      code: ['Vul de code in.'],
      name: ['Vul de naam in.'],
      unit: ['Kies een eenheid.'],
      unitPrice: ['Vul de prijs excl. btw in.'],
      vatRate: ['Kies een btw-tarief.'],
    });
  });

  it('refuses a long code, an unknown unit or VAT rate and amounts that are not whole cents from 0', () => {
    const errors = errorsOf(
      createArticleSchema.safeParse({
        ...valid,
        code: 'X'.repeat(31),
        unit: 'liter',
        vatRate: '19',
        unitPrice: 12.5,
        purchasePrice: -1,
        active: 'ja',
      }),
    );
    expect(errors).toEqual({
      code: ['Code mag maximaal 30 tekens bevatten.'],
      unit: ['Kies een eenheid uit de lijst.'],
      vatRate: ['Kies een btw-tarief uit de lijst.'],
      unitPrice: ['Prijs excl. btw is geen geldig bedrag in centen.'],
      purchasePrice: ['Inkoopprijs kan niet negatief zijn.'],
      active: ['Kies of het artikel actief is.'],
    });
    expect(errorsOf(createArticleSchema.safeParse({ ...valid, unitPrice: Number.NaN }))).toEqual({
      unitPrice: ['Prijs excl. btw is geen geldig bedrag in centen.'],
    });
    expect(errorsOf(createArticleSchema.safeParse({ ...valid, unitPrice: 100_000_001 }))).toEqual({
      unitPrice: ['Prijs excl. btw mag maximaal € 1.000.000,00 zijn.'],
    });
    expect(createArticleSchema.safeParse({ ...valid, unitPrice: 0, vatRate: 'disbursement' }).success).toBe(
      true,
    );
  });

  it('updates only what is given, with the version', () => {
    expect(updateArticleSchema.parse({ version: 3, unitPrice: 52000 })).toEqual({
      version: 3,
      unitPrice: 52000,
    });
    expect(errorsOf(updateArticleSchema.safeParse({ name: '' }))).toEqual({
      version: ['Vul de versie in.'],
      name: ['Vul de naam in.'],
    });
  });
});

describe('the article list query', () => {
  it('gathers the filters, reads active as a boolean and sorts by name by default', () => {
    expect(
      listArticlesQuerySchema.parse({
        search: 'kist',
        'filter[categoryId]': 'c1',
        'filter[active]': 'false',
        'filter[vatRate]': '9',
        page: '2',
        perPage: '50',
      }),
    ).toEqual({
      search: 'kist',
      page: 2,
      perPage: 50,
      sort: 'name',
      filter: { categoryId: 'c1', active: false, vatRate: '9' },
    });
    expect(listArticlesQuerySchema.parse({ sort: '-category', 'filter[active]': '' })).toMatchObject({
      sort: '-category',
      filter: {},
    });
  });

  it('refuses an unknown sort, VAT rate, active value or page size', () => {
    expect(
      errorsOf(
        listArticlesQuerySchema.safeParse({
          sort: 'price',
          'filter[vatRate]': '6',
          'filter[active]': 'ja',
          perPage: '101',
        }),
      ),
    ).toEqual({
      sort: ['Kies een geldige sortering.'],
      'filter.vatRate': ['Kies een btw-tarief uit de lijst.'],
      'filter.active': ['Kies actief of inactief.'],
      perPage: ['Aantal per pagina mag maximaal 100 zijn.'],
    });
  });
});

describe('category schemas', () => {
  it('needs a name, and a version to rename', () => {
    expect(createCategorySchema.parse({ name: ' Bloemen ' })).toEqual({ name: 'Bloemen' });
    expect(errorsOf(createCategorySchema.safeParse({ name: '' }))).toEqual({
      name: ['Vul de naam van de categorie in.'],
    });
    expect(errorsOf(updateCategorySchema.safeParse({ name: 'Bloemen' }))).toEqual({
      version: ['Vul de versie in.'],
    });
  });

  it('takes an order of distinct ids', () => {
    expect(categoryOrderSchema.parse({ ids: ['b', 'a'] })).toEqual({ ids: ['b', 'a'] });
    expect(errorsOf(categoryOrderSchema.safeParse({ ids: ['a', 'a'] }))).toEqual({
      ids: ['Geef elke categorie van je organisatie precies één keer op.'],
    });
    expect(errorsOf(categoryOrderSchema.safeParse({}))).toEqual({
      ids: ['Kies de volgorde van de categorieën.'],
    });
  });
});

describe('article responses', () => {
  it('describe the wire shapes the suppliers and budget modules rely on', () => {
    const article = {
      id: 'a1',
      code: 'BLOEM-01',
      name: 'Rouwstuk',
      description: null,
      unit: 'stuk',
      unitPrice: 9500,
      vatRate: '9',
      category: { id: 'c1', name: 'Bloemen' },
      supplier: null,
      purchasePrice: null,
      active: true,
      version: 1,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    expect(articleDataSchema.parse(article)).toEqual(article);
    expect(
      categoryDataSchema.parse({ id: 'c1', name: 'Bloemen', position: 0, articleCount: 2, version: 1 }),
    ).toEqual({
      id: 'c1',
      name: 'Bloemen',
      position: 0,
      articleCount: 2,
      version: 1,
    });
  });
});
