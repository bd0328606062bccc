import { debtorDisplayName } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { debtorChanges, emptyDebtorValues, withoutHiddenFields } from './debtor-form.ts';
import { debtorSchemas } from './debtor-schemas.ts';

describe('debtorDisplayName', () => {
  it('names a person by initials, prefix and surname, or by first name without initials', () => {
    expect(debtorDisplayName({ kind: 'person', initials: 'J.', namePrefix: 'de', surname: 'Vries' })).toBe('J. de Vries');
    expect(debtorDisplayName({ kind: 'person', firstName: 'Jan', namePrefix: 'de', surname: 'Vries' })).toBe(
      'Jan de Vries',
    );
    expect(debtorDisplayName({ kind: 'person', initials: ' ', firstName: 'Jan', surname: 'Vries' })).toBe('Jan Vries');
    expect(debtorDisplayName({ kind: 'person', namePrefix: 'van der', surname: 'Berg' })).toBe('Van der Berg');
  });

  it('names a company by its name, whatever its contact person is called', () => {
    expect(
      debtorDisplayName({ kind: 'company', companyName: 'Bloemenhuis Jansen', initials: 'P.', surname: 'Jansen' }),
    ).toBe('Bloemenhuis Jansen');
  });
});

describe('the debtor form', () => {
  it('empties the company fields when the kind is a person, and keeps them for a company', () => {
    const values = { ...emptyDebtorValues('company'), companyName: 'Jansen B.V.', kvkNumber: '12345678', surname: 'Jansen' };
    expect(withoutHiddenFields(values)).toEqual(values);
    expect(withoutHiddenFields({ ...values, kind: 'person' })).toMatchObject({
      kind: 'person',
      companyName: '',
      kvkNumber: '',
      vatNumber: '',
      surname: 'Jansen',
    });
  });

  it('asks for the surname of a person and the name of a company (the switch decides)', () => {
    const schema = debtorSchemas.debtorForm;
    const person = schema.safeParse({ ...emptyDebtorValues('person'), companyName: 'Verborgen B.V.' });
    expect(person.success).toBe(false);
    expect(person.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['surname', 'Vul de achternaam in.'],
    ]);
    const company = schema.safeParse({ ...emptyDebtorValues('company'), surname: 'Jansen' });
    expect(company.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['companyName', 'Vul de bedrijfsnaam in.'],
    ]);
    // A person's hidden company fields are not checked nor sent.
    const hidden = schema.safeParse({ ...emptyDebtorValues('person'), surname: 'Vries', vatNumber: 'ongeldig' });
    expect(hidden.success).toBe(true);
    expect(hidden.data).toMatchObject({ kind: 'person', surname: 'Vries', vatNumber: null, country: 'NL' });
  });

  it('sends only the changed fields, an emptied one as null', () => {
    const before = { ...emptyDebtorValues('person'), surname: 'Vries', city: 'Zeist' };
    expect(debtorChanges(before, { ...before, city: '', initials: 'J.' })).toEqual({ city: null, initials: 'J.' });
    expect(debtorChanges(before, before)).toEqual({});
  });
});
