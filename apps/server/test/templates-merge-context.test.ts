import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import {
  interpolate,
  MERGE_FIELD_GROUPS,
  MERGE_FIELDS,
  messages,
  type DossierDocumentData,
} from '@afscheid/shared';
import { compileTemplate, openDocxPackage, TemplateRejected } from '../src/modules/templates/docx.ts';
import { mergeContextOf, valueAt } from '../src/modules/templates/merge-context.ts';
import { checkTemplateTags, mergeTagParser, templateMissing } from '../src/modules/templates/merge-tags.ts';
import {
  docxOf,
  docxTemplate,
  docxText,
  fullDocumentData,
  paragraph,
  splitParagraph,
  tableLoop,
} from './docx-fixture.ts';

const text = messages.templates;

/** Compiles and checks a template as the upload does: the used fields, or the Dutch messages that refuse it. */
function check(bytes: Buffer): { fields: string[]; errors: string[] } {
  try {
    return checkTemplateTags(compileTemplate(openDocxPackage(bytes), mergeTagParser).tags);
  } catch (err) {
    if (err instanceof TemplateRejected) return { fields: [], errors: err.messages };
    throw err;
  }
}

/** Renders a template with the data, as `renderTemplateForDossier` does, and reads the result back with mammoth. */
async function render(bytes: Buffer, data: DossierDocumentData): Promise<string> {
  const { doc } = compileTemplate(openDocxPackage(bytes), mergeTagParser);
  doc.render(mergeContextOf(data));
  return docxText(doc.getZip().generate({ type: 'nodebuffer' }));
}

/** The same dossier with nothing filled in: a burial without any of the optional parts, lists empty. */
function emptyDocumentData(): DossierDocumentData {
  const full = fullDocumentData();
  const blank = (value: unknown): unknown => {
    if (typeof value === 'string') return '';
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) return null;
    if (Array.isArray(value)) return [];
    return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, blank(item)]));
  };
  const empty = blank(full) as DossierDocumentData;
  return {
    ...empty,
    dossier: {
      ...empty.dossier,
      type: 'burial',
      number: full.dossier.number,
      createdOn: full.dossier.createdOn,
      funeralAt: null,
    },
    deceased: { ...empty.deceased, address: null, birthDate: null, diedOn: null },
    client: { ...empty.client, address: null },
    organization: { ...empty.organization, address: null },
    budget: { ...empty.budget, totals: { ...empty.budget.totals, vat: [] } },
    cremation: null,
    ashDestination: null,
    funeral: null,
  };
}

describe('the merge-field catalogue', () => {
  it('has Dutch groups with a label and an example for every field, tags unique and in the group', () => {
    const tags = MERGE_FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.tag));
    expect(new Set(tags).size).toBe(tags.length);
    expect(MERGE_FIELDS.size).toBe(tags.length);
    expect(MERGE_FIELD_GROUPS.map((group) => group.key)).toEqual([
      'organisatie',
      'dossier',
      'overledene',
      'opdrachtgever',
      'contacten',
      'plechtigheid',
      'kerkdienst',
      'condoleance',
      'crematie',
      'asbestemming',
      'begrafenis',
      'verzekeringen',
      'begroting',
      'datum',
    ]);
    for (const group of MERGE_FIELD_GROUPS) {
      expect(group.label).toMatch(/^[A-Z]/);
      for (const field of group.fields) {
        expect(field.tag.split('.')[0], field.tag).toBe(group.key);
        expect(field.tag).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
        expect(field.label, field.tag).not.toBe('');
        for (const item of field.loop ?? []) {
          expect(item.tag).toMatch(/^[a-z_]+$/);
          expect(item.label, `${field.tag}.${item.tag}`).not.toBe('');
          expect(item.example, `${field.tag}.${item.tag}`).not.toBe('');
        }
      }
    }
    expect(MERGE_FIELDS.get('begroting.totaal_incl')?.example).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(MERGE_FIELDS.get('overledene.overlijdensdatum')?.example).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
    expect(MERGE_FIELDS.get('begroting.regels')?.loop?.map((field) => field.tag)).toEqual(
      expect.arrayContaining([
        'omschrijving',
        'aantal',
        'eenheid',
        'prijs',
        'btw',
        'bedrag_excl',
        'bedrag_incl',
        'sectie',
      ]),
    );
  });
});

describe('mergeContextOf', () => {
  it('resolves every catalogue tag to text for a full dossier, and every loop to an array of items with each field', () => {
    const context = mergeContextOf(fullDocumentData());
    for (const [tag, field] of MERGE_FIELDS) {
      const value = valueAt(context, tag);
      if (field.loop) {
        expect(Array.isArray(value), tag).toBe(true);
        const items = value as Record<string, unknown>[];
        expect(items.length, tag).toBeGreaterThan(0);
        for (const item of items) {
          for (const inner of field.loop) {
            expect(typeof item[inner.tag], `${tag}.${inner.tag}`).toBe('string');
          }
        }
        for (const inner of field.loop) {
          expect(
            items.some((item) => item[inner.tag] !== ''),
            `${tag}.${inner.tag}`,
          ).toBe(true);
        }
      } else {
        expect(typeof value, tag).toBe('string');
        expect(value, tag).not.toBe('');
      }
    }
  });

  it('prints the Dutch forms: names, the address on one line and in parts, dates and euro amounts', () => {
    const context = mergeContextOf(fullDocumentData());
    expect(valueAt(context, 'overledene.voornamen')).toBe('Hendrika Johanna');
    expect(valueAt(context, 'overledene.formele_naam')).toBe('Mevrouw H.J. de Boer');
    expect(valueAt(context, 'overledene.overlijdensdatum')).toBe('17 november 2026');
    expect(valueAt(context, 'opdrachtgever.adres')).toBe('Amsterdamsestraatweg 112, 3513 AH Utrecht');
    expect(valueAt(context, 'opdrachtgever.straat')).toBe('Amsterdamsestraatweg');
    expect(valueAt(context, 'opdrachtgever.postcode')).toBe('3513 AH');
    expect(valueAt(context, 'plechtigheid.adres')).toBe('Rozenveldweg 2 A, 3731 GE De Bilt');
    expect(valueAt(context, 'organisatie.huisnummer')).toBe('14');
    expect(valueAt(context, 'begroting.totaal_incl')).toBe('€ 2.353,45');
    expect(valueAt(context, 'begroting.te_betalen')).toBe('€ 853,45');
    expect(valueAt(context, 'begrafenis.grafnummer')).toBe('vak C, rij 4, nummer 17');
    expect(valueAt(context, 'datum.vandaag')).toBe('18 november 2026');
    expect(valueAt(context, 'begroting.regels')).toEqual([
      expect.objectContaining({
        omschrijving: 'Kist Eiken Klassiek',
        prijs: '€ 1.439,00',
        korting: '10 %',
        btw: '21 %',
      }),
      expect.objectContaining({
        omschrijving: 'Gebruik aula',
        bedrag_incl: '€ 786,50',
        sectie: 'Plechtigheid',
      }),
    ]);
  });

  it('gives empty text and empty lists for a dossier with nothing filled in, never undefined', () => {
    const context = mergeContextOf(emptyDocumentData());
    for (const [tag, field] of MERGE_FIELDS) {
      const value = valueAt(context, tag);
      if (field.loop) expect(value, tag).toEqual([]);
      else if (tag !== 'dossier.nummer' && tag !== 'dossier.aangemaakt_op') expect(value, tag).toBe('');
    }
  });

  it('reads only own keys: no tag reaches an object prototype', () => {
    const context = mergeContextOf(fullDocumentData());
    expect(valueAt(context, 'constructor')).toBeUndefined();
    expect(valueAt(context, 'overledene.__proto__')).toBeUndefined();
    expect(valueAt(context, 'overledene.voornamen.length')).toBeUndefined();
  });
});

describe('checking the tags of a template', () => {
  it('collects the catalogue tags a template uses, in its body, a loop in a table, split runs and the header', () => {
    const template = docxTemplate(
      [
        splitParagraph(['{overledene.', 'voornamen', '}']),
        paragraph('{ opdrachtgever.adres }'),
        tableLoop('begroting.regels', ['{omschrijving}', '{bedrag_incl}']),
        paragraph('{#crematie.datum}Crematie op {crematie.datum}{/crematie.datum}'),
        paragraph('{^contacten}Geen contactpersonen{/contacten}'),
        paragraph(
          '{#plechtigheid.sprekers}{naam}{#relatie} ({relatie}){/relatie} {overledene.achternaam}{/plechtigheid.sprekers}',
        ),
      ],
      { header: '{organisatie.naam}' },
    );
    expect(check(template)).toEqual({
      fields: [
        'organisatie.naam',
        'overledene.voornamen',
        'opdrachtgever.adres',
        'begroting.regels',
        'crematie.datum',
        'contacten',
        'plechtigheid.sprekers',
        'overledene.achternaam',
      ],
      errors: [],
    });
  });

  it('refuses unknown fields, loop fields outside their loop and a list used as a field, naming each tag', () => {
    const result = check(
      docxOf(
        'Maat: {overledene.schoenmaat}',
        '{omschrijving}',
        '{#begroting.regels}{naam}{/begroting.regels}',
        '{begroting.regels}',
        '{#overledene.hobby}x{/overledene.hobby}',
        '{@overledene.voornamen}',
      ),
    );
    expect(result.errors).toEqual([
      interpolate(text.unknownField, { tag: '{overledene.schoenmaat}' }),
      interpolate(text.unknownField, { tag: '{omschrijving}' }),
      interpolate(text.unknownField, { tag: '{naam}' }),
      interpolate(text.loopAsField, {
        tag: '{begroting.regels}',
        open: '{#begroting.regels}',
        close: '{/begroting.regels}',
      }),
      interpolate(text.unknownField, { tag: '{#overledene.hobby}' }),
      interpolate(text.unsupportedTag, { tag: '{@overledene.voornamen}' }),
    ]);
    expect(text.unknownField).toBe('De samenvoegcode ‘{tag}’ bestaat niet. Kies een code uit de lijst.');
    expect(result.errors[0]).toBe(
      'De samenvoegcode ‘{overledene.schoenmaat}’ bestaat niet. Kies een code uit de lijst.',
    );
  });

  it('refuses broken tags with a Dutch message naming the tag', () => {
    const cases: [Buffer, string][] = [
      [docxOf('Beste {overledene.voornamen'), 'De samenvoegcode ‘{overledene.voornamen’ is niet afgesloten.'],
      [
        docxOf('Beste overledene.voornamen}'),
        interpolate(text.unopenedTag, { tag: 'overledene.voornamen}' }),
      ],
      [
        docxOf('{#begroting.regels}{omschrijving}'),
        interpolate(text.unclosedLoop, { open: '{#begroting.regels}', close: '{/begroting.regels}' }),
      ],
      [
        docxOf('{omschrijving}{/begroting.regels}'),
        interpolate(text.unopenedLoop, { open: '{#begroting.regels}', close: '{/begroting.regels}' }),
      ],
      [
        docxOf('{#contacten}{naam}{/verzekeringen}'),
        interpolate(text.loopMismatch, {
          open: '{#contacten}',
          close: '{/verzekeringen}',
          expected: '{/contacten}',
        }),
      ],
      [docxOf('{}'), text.emptyTag],
    ];
    for (const [template, message] of cases) {
      expect(check(template).errors, message).toContain(message);
    }
  });

  it('refuses what is not a Word document, by content', () => {
    const notDocx = [
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('Gewoon tekst'),
      Buffer.from('PK\u0003\u0004 maar geen zip'),
    ];
    for (const bytes of notDocx) expect(check(bytes).errors).toEqual([text.notDocx]);
    const spreadsheet = new PizZip();
    spreadsheet.file(
      '[Content_Types].xml',
      '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    );
    spreadsheet.file('xl/workbook.xml', '<workbook/>');
    expect(check(spreadsheet.generate({ type: 'nodebuffer' })).errors).toEqual([text.notDocx]);
  });

  it('refuses a small package that unpacks into more than 64 MB before reading it', () => {
    const bomb = new PizZip(docxOf('{overledene.naam}'));
    bomb.file('word/media/zeros.bin', Buffer.alloc(65 * 1024 * 1024));
    const bytes = bomb.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(check(bytes).errors).toEqual([text.unreadable]);
  });
});

describe('rendering a template', () => {
  it('merges the values, repeats the loops and joins a tag Word split over runs', async () => {
    const template = docxTemplate(
      [
        splitParagraph(['Afscheid van {overledene.', 'voornamen', '} {overledene.achternaam}']),
        paragraph('Aan: {opdrachtgever.naam}, {opdrachtgever.adres}'),
        tableLoop('begroting.regels', ['{omschrijving}', '{aantal} × {prijs}', '{bedrag_incl}']),
        paragraph('Totaal: {begroting.totaal_incl}'),
        paragraph('{#plechtigheid.muziek}♪ {titel} ({artiest}){/plechtigheid.muziek}'),
        paragraph('{#begrafenis.datum}Begrafenis{/begrafenis.datum}{^contacten}Geen contacten{/contacten}'),
      ],
      { header: '{organisatie.naam} – dossier {dossier.nummer}' },
    );
    const result = await render(template, fullDocumentData());
    expect(result).toContain('Afscheid van Hendrika Johanna Boer');
    expect(result).toContain('Aan: Marcel de Boer, Amsterdamsestraatweg 112, 3513 AH Utrecht');
    expect(result).toContain('Kist Eiken Klassiek');
    expect(result).toContain('1 × € 1.439,00');
    expect(result).toContain('€ 786,50');
    expect(result).toContain('Totaal: € 2.353,45');
    expect(result).toContain('♪ Ave Maria (André Rieu)');
    expect(result).toContain('♪ Mag ik dan bij jou (Claudia de Breij)');
    expect(result).toContain('Begrafenis');
    expect(result).not.toContain('Geen contacten');
    expect(result).not.toMatch(/undefined|null|\{|\}/);
  });

  it('prints nothing for what is not filled in, and the content of {^…} sections', async () => {
    const template = docxOf(
      'Naam: [{overledene.voornamen}]',
      'Crematie: [{crematie.datum}]',
      '{^begroting.regels}Nog geen begroting{/begroting.regels}',
    );
    const result = await render(template, emptyDocumentData());
    expect(result).toContain('Naam: []');
    expect(result).toContain('Crematie: []');
    expect(result).toContain('Nog geen begroting');
    expect(result).not.toMatch(/undefined|null/);
  });
});

describe('templateMissing', () => {
  it('names each used field that is empty for the dossier, and each empty loop, with where it is recorded', () => {
    const data = emptyDocumentData();
    const fields = [
      'overledene.voornamen',
      'opdrachtgever.adres',
      'begroting.regels',
      'datum.vandaag',
      'onbekend.veld',
    ];
    expect(templateMissing(fields, data)).toEqual([
      {
        source: 'deceased',
        message: interpolate(text.fieldEmpty, {
          label: 'Voornamen van de overledene',
          tag: '{overledene.voornamen}',
        }),
      },
      {
        source: 'client',
        message: interpolate(text.fieldEmpty, {
          label: 'Adres van de opdrachtgever op één regel',
          tag: '{opdrachtgever.adres}',
        }),
      },
      { source: 'budget', message: interpolate(text.loopEmpty, { tag: '{begroting.regels}' }) },
    ]);
    expect(templateMissing(fields, fullDocumentData())).toEqual([]);
  });
});
