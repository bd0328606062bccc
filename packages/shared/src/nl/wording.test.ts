import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from '../schemas/index.ts';
import { DEFAULT_TASK_TEMPLATES } from '../schemas/tasks.ts';
import { SECTION_FORMS } from '../sections/registry.ts';
import { messages } from './catalogue.ts';
import { requiredMessage } from './required-messages.ts';

/** Every text in a catalogue or form definition, with its path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** Wordings issue 11 (item 20) replaced, each with what to write instead. */
const OUTDATED: [RegExp, string][] = [
  [/\bis verplicht\b/, 'Vul … in. / Kies …'],
  [/\bop uitgevoerd\b/, 'op ‘Uitgevoerd’ worden gezet'],
  [/\bsectie\b/i, 'onderdeel'],
  [/linteksten/, 'lintteksten'],
  [/\b(Eerste|Tweede) (Paas|Pinkster|Kerst)dag\b/, 'Tweede paasdag, Eerste kerstdag …'],
  [/Uitvaart of crematie/, 'Datum uitvaart'],
  [/vroegst toegestane datum/, 'het vroegst toegestane moment'],
  [/datum van aanmaken/i, 'aanmaakdatum'],
  [/Grafdelven/, 'Graf delven'],
  [/Wefact/, 'WeFact(-koppeling)'],
  [/over een moment opnieuw/, 'Probeer het zo opnieuw'],
  [/Onthoud mij/, 'Ingelogd blijven'],
  [/\b(ligt|liggen|lag) voor\b/, 'ligt vóór (before)'],
];

function outdatedIn(source: unknown): string[] {
  return texts(source).flatMap(([key, text]) =>
    OUTDATED.filter(([pattern]) => pattern.test(text)).map(([, instead]) => `${key}: “${text}” → ${instead}`),
  );
}

describe('wording (issue 11, item 20)', () => {
  it('uses none of the replaced wordings in the shared texts', () => {
    expect(outdatedIn(messages)).toEqual([]);
  });

  it('uses none of the replaced wordings in the section forms and the standard task lists', () => {
    expect(outdatedIn(SECTION_FORMS)).toEqual([]);
    expect(outdatedIn(DEFAULT_TASK_TEMPLATES)).toEqual([]);
  });

  it('has the corrected texts', () => {
    expect(messages.dossierApi.completedWithoutMoment).toBe(
      'Het dossier kan pas op ‘Uitgevoerd’ worden gezet als de datum en tijd van de {act} zijn vastgelegd in het onderdeel {section}.',
    );
    expect(messages.dossierApi.completedBeforeMoment).toBe(
      'Het dossier kan pas op ‘Uitgevoerd’ worden gezet na de {act} van {at}. Pas zo nodig de datum en tijd aan in het onderdeel {section}.',
    );
    expect(messages.dossiers.holidays).toMatchObject({
      easterMonday: 'Tweede paasdag',
      whitMonday: 'Tweede pinksterdag',
      christmas: 'Eerste kerstdag',
      boxingDay: 'Tweede kerstdag',
    });
    expect(SECTION_FORMS.flowers.description).toBe(
      'Bloemstukken met lintteksten, bloemist, prijs en bezorging.',
    );
    const funeralFields = SECTION_FORMS.funeral.groups.flatMap((group) => group.fields);
    expect(funeralFields.find((field) => field.name === 'graveDiggingOrdered')?.label).toBe(
      'Graf delven besteld',
    );
    expect(messages.fields.remember).toBe('Ingelogd blijven');
    expect(messages.dossiers.sectionErrors.endBeforeStart).toBe('{field} ligt vóór {start}.');
  });
});

describe('the message of an empty required field', () => {
  it('says what to fill in or choose, with its article', () => {
    expect(requiredMessage(messages.fields.email)).toBe('Vul het e-mailadres in.');
    expect(requiredMessage(messages.dossiers.fields.deceasedLastName)).toBe('Vul de achternaam in.');
    expect(requiredMessage(messages.fields.role)).toBe('Kies een rol.');
    expect(messages.validation.zod.required).toBe('Vul dit veld in.');
  });

  it('quotes a label that has no sentence of its own', () => {
    expect(requiredMessage('Kenmerk')).toBe('Vul het veld ‘Kenmerk’ in.');
  });

  it('has a sentence for every label a schema marks as required', () => {
    const empty = (Object.values(schemas) as unknown[])
      .filter((schema): schema is z.ZodType => schema instanceof z.ZodType)
      .flatMap((schema) => schema.safeParse({}).error?.issues.map((issue) => issue.message) ?? []);
    expect(empty).toEqual(
      expect.arrayContaining([
        'Vul het e-mailadres in.',
        'Vul je wachtwoord in.',
        'Kies het soort uitvaart.',
        'Vul de voornamen in.',
        'Vul de achternaam in.',
        'Kies een rol.',
      ]),
    );
    expect(empty.filter((message) => message.includes('het veld ‘'))).toEqual([]);
    for (const [label, message] of Object.entries(messages.required.byLabel)) {
      expect(message, label).toMatch(/^(Vul .+ in|Kies .+)\.$/);
    }
  });
});
