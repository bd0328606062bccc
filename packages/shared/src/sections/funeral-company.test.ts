import { describe, expect, it } from 'vitest';
import { messages } from '../nl/catalogue.ts';
import { SECTION_FORMS, validateSection } from './registry.ts';

describe('the funeral-company section (issue 11: one source for the responsible person and funeral leader)', () => {
  const form = SECTION_FORMS['funeral-company'];
  const names = form.groups.flatMap((group) => group.fields.map((field) => field.name));

  it('leaves the responsible funeral director and the funeral leader to the dossier header', () => {
    expect(names).not.toContain('responsibleDirector');
    expect(names).not.toContain('funeralLeader');
    expect(names).toContain('assistants');
    const people = form.groups.find((group) => group.fields.some((field) => field.name === 'assistants'));
    expect(people?.description).toBe(messages.dailyUse.people.funeralCompanyPeople);
  });

  it('no longer stores them', () => {
    const result = validateSection(
      'funeral-company',
      {
        companyName: 'Uitvaartzorg De Linde',
        responsibleDirector: 'Marja de Wit',
        funeralLeader: 'Tom Visser',
      },
      { dossierType: 'cremation', diedAt: null, deceased: null },
    );
    expect(result).toEqual({ success: true, data: { companyName: 'Uitvaartzorg De Linde' } });
  });
});
