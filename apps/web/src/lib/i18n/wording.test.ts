import { describe, expect, it } from 'vitest';
import { conflictByVersion } from './nl-NL.conflict.ts';
import { nlDossiers } from './nl-NL.dossiers.ts';
import { nlOrganizations } from './nl-NL.organizations.ts';
import { nl } from './nl-NL.ts';
import { work } from './nl-NL.work.ts';

/** All of the web app's catalogues (`nl-NL*.ts`), so a new one is checked too. */
const catalogues = import.meta.glob<Record<string, unknown>>('./nl-NL*.ts', { eager: true });

/** Every text in a catalogue, with its path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** Wordings issue 11 (item 20) replaced, each with what to write instead. */
const OUTDATED: [RegExp, string][] = [
  [/\bop uitgevoerd\b/, 'op ‘Uitgevoerd’ worden gezet'],
  [/\bsectie\b/i, 'onderdeel'],
  [/Uitvaart of crematie/, 'Datum uitvaart'],
  [/vroegst toegestane datum/, 'het vroegst toegestane moment'],
  [/te late eerst/, 'eerst de verlopen taken, dan op datum'],
  [/datum van aanmaken/i, 'aanmaakdatum'],
  [/^Kon niet worden geladen/, 'Dit kon niet worden geladen.'],
  [/Bij elk nieuw dossier krijgt het/, 'Elk nieuw dossier krijgt'],
  [/^Uploads$/, 'Toegevoegde bestanden'],
  [/\bhun versie\b/i, 'Versie van de ander'],
  [/Wefact/, 'WeFact-koppeling'],
  [/Goedenacht/, 'Goedenavond'],
  [/over een moment opnieuw/, 'Probeer het zo opnieuw'],
  [/Onthoud mij/, 'Ingelogd blijven'],
  [/\b(ligt|liggen|lag) voor\b/, 'ligt vóór (before)'],
];

describe('wording of the web app (issue 11, item 20)', () => {
  it('uses none of the replaced wordings', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(6);
    const found = Object.entries(catalogues).flatMap(([file, catalogue]) =>
      texts(catalogue).flatMap(([key, text]) =>
        OUTDATED.filter(([pattern]) => pattern.test(text)).map(
          ([, instead]) => `${file} ${key}: “${text}” → ${instead}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('has the corrected texts', () => {
    expect(nl.login.remember).toBe('Ingelogd blijven');
    expect(nl.titles.organizationWefact).toBe('WeFact-koppeling');
    expect(nl.errorPage.serverIntro).toMatch(/^Probeer het zo opnieuw\./);
    expect(nlOrganizations.organization.tabWefact).toBe('WeFact-koppeling');
    expect(nlOrganizations.wefact.dialogTitle).toBe('WeFact-koppeling wijzigen');
    expect(nlDossiers.list.funeralAt).toBe('Datum uitvaart');
    expect(nlDossiers.overview.funeralAt).toBe('Datum uitvaart');
    expect(nlDossiers.list.sortOptions.created_at).toBe('Aanmaakdatum');
    expect(nlDossiers.dossier.plannedTooEarly).toBe('De geplande uitvaart ligt vóór het vroegst toegestane moment.');
    expect(nlDossiers.dashboard.tasksIntro).toBe('Je open taken: eerst de verlopen taken, dan op datum.');
    expect(nlDossiers.dashboard.loadFailed).toBe('Dit kon niet worden geladen.');
    expect(work.documents.uploads).toBe('Toegevoegde bestanden');
    expect(work.templates.intro).toMatch(/^Elk nieuw dossier krijgt de standaardtaken van zijn soort\./);
    expect(conflictByVersion.theirs).toBe('Versie van de ander');
    expect(conflictByVersion.keepTheirs).toBe('Versie van de ander houden');
  });
});
