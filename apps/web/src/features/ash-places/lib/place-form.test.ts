import { describe, expect, it } from 'vitest';
import { describeConflict } from '../../../lib/forms/conflict.ts';
import { ashPlace } from './place-test-fixtures.ts';
import {
  emptyPlaceForm,
  isAshPlace,
  placeConflictFields,
  placeFormToInput,
  placeToForm,
  toPlaceInput,
} from './place-form.ts';
import { ashPlaceSchemas } from './place-schemas.ts';

const check = (values: ReturnType<typeof emptyPlaceForm>) => ashPlaceSchemas.ashPlace.safeParse(values);

describe('the ash place form', () => {
  it('turns a place into form values and back into the full request body', () => {
    const place = ashPlace({ capacity: null, location: null, reserved: true, reservedFor: 'Familie Bakker' });
    const values = placeToForm(place);
    expect(values).toMatchObject({
      kind: 'niche',
      code: 'C-01',
      capacity: '',
      location: '',
      reservedFor: 'Familie Bakker',
    });
    const checked = check(values);
    expect(checked.success).toBe(true);
    expect(toPlaceInput(checked.data!)).toEqual({
      kind: 'niche',
      code: 'C-01',
      location: null,
      capacity: null,
      termStart: '2021-12-01',
      termEnd: '2031-11-30',
      rightsHolderName: 'Piet Bakker',
      rightsHolderAddress: 'Lindelaan 14, 3572 AB Utrecht',
      rightsHolderPhone: '06 1234 5678',
      rightsHolderEmail: 'piet@bakker.test',
      reserved: true,
      reservedFor: 'Familie Bakker',
      notes: null,
      active: true,
    });
  });

  it('reads the capacity as a whole number; empty is unlimited, anything else is refused in Dutch', () => {
    expect(placeFormToInput({ ...emptyPlaceForm(), capacity: ' 4 ' }).capacity).toBe(4);
    expect(placeFormToInput({ ...emptyPlaceForm(), capacity: '' }).capacity).toBeNull();
    const refused = check({ ...emptyPlaceForm(), kind: 'niche', code: 'C-09', capacity: '2,5' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['capacity', 'Vul een capaciteit van 1 tot en met 100 in, of laat het veld leeg (onbeperkt).'],
    ]);
  });

  it('requires the kind and the code, and a term that does not end before it starts', () => {
    const refused = check({ ...emptyPlaceForm(), termStart: '2026-05-01', termEnd: '2026-04-30' });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages['kind']).toBe('Kies een geldige soort asplaats.');
    expect(messages['code']).toBe('Vul de code of plaats van de asplaats in.');
    // The order of the term is checked once the fields themselves pass.
    const term = check({
      ...emptyPlaceForm(),
      kind: 'urn_grave',
      code: 'UG-1',
      termStart: '2026-05-01',
      termEnd: '2026-04-30',
    });
    expect(term.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['termEnd', 'Het einde van de termijn ligt vóór het begin.'],
    ]);
  });

  it('forgets whom a place was reserved for once it is no longer reserved', () => {
    expect(
      placeFormToInput({ ...emptyPlaceForm(), reserved: false, reservedFor: 'Familie Bakker' }).reservedFor,
    ).toBe('');
  });

  it('names and shows the fields in the conflict dialog', () => {
    const base = ashPlace();
    const yours = placeToForm({ ...base, capacity: 3 });
    const theirs = ashPlace({ version: 4, capacity: null, kind: 'urn_wall', termEnd: '2032-01-31' });
    const report = describeConflict(placeToForm(base), yours, placeToForm(theirs), placeConflictFields);
    expect(report.conflicts).toEqual([
      { field: 'capacity', label: 'Capaciteit (urnen)', yours: '3', theirs: 'onbeperkt' },
    ]);
    expect(report.theirChanges).toEqual([
      { field: 'kind', label: 'Soort asplaats', theirs: 'Urnenmuur' },
      { field: 'termEnd', label: 'Einde termijn', theirs: '31 januari 2032' },
    ]);
    expect(isAshPlace(theirs)).toBe(true);
    expect(isAshPlace({ id: 'p1', version: 1 })).toBe(false);
  });
});
