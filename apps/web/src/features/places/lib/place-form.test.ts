import type { PlaceData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { colorName, groupPlacesByLocation, placeAddressLines } from './labels.ts';
import {
  displayPlaceValue,
  emptyPlaceValues,
  placeChanges,
  placeConflictFields,
  toPlaceValues,
} from './place-form.ts';
import { placeSchemas } from './place-schemas.ts';

const place = (extra: Partial<PlaceData> = {}): PlaceData => ({
  id: 'p1',
  name: 'Aula',
  kind: 'aula',
  locationName: 'Uitvaartcentrum De Linde',
  street: 'Lindelaan',
  houseNumber: '4',
  houseNumberAddition: null,
  postcode: '3572 BK',
  city: 'Utrecht',
  capacity: 120,
  color: '#2f6f4e',
  preparationMinutes: 30,
  cleanupMinutes: 30,
  broadcasting: true,
  active: true,
  version: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...extra,
});

const errorsOf = (input: unknown) => {
  const result = placeSchemas.place.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the place form', () => {
  it('starts as an active place in the first colour without preparation or clean-up time', () => {
    expect(emptyPlaceValues()).toMatchObject({
      name: '',
      kind: '',
      color: '#2f6f4e',
      preparationMinutes: '0',
      cleanupMinutes: '0',
      broadcasting: false,
      active: true,
    });
  });

  it("checks with the shared schema's Dutch messages", () => {
    expect(errorsOf(emptyPlaceValues())).toEqual({
      name: 'Vul de naam van de plaats in.',
      kind: 'Kies het soort plaats.',
    });
    expect(
      errorsOf({
        ...emptyPlaceValues(),
        name: 'Aula',
        kind: 'aula',
        capacity: '0',
        preparationMinutes: '500',
        cleanupMinutes: 'een kwartier',
        color: 'groen',
        postcode: '35720',
      }),
    ).toEqual({
      capacity: 'Capaciteit: vul een aantal personen in van 1 tot en met 5000.',
      preparationMinutes: 'Voorbereidingstijd (minuten): vul een aantal minuten in van 0 tot en met 480.',
      cleanupMinutes: 'Opruimtijd (minuten): vul een aantal minuten in van 0 tot en met 480.',
      color: 'Kleur: kies een kleur als #rrggbb, bijvoorbeeld #2f6f4e.',
      postcode: 'Een postcode heeft de vorm 1234 AB.',
    });
  });

  it('accepts a colour outside the palette as #rrggbb, in any case', () => {
    const result = placeSchemas.place.parse({
      ...emptyPlaceValues(),
      name: 'Oven 1',
      kind: 'cremation_oven',
      color: ' #AB12CD ',
    });
    expect(result).toMatchObject({ color: '#ab12cd', capacity: null, preparationMinutes: 0, active: true });
  });

  it('sends only what changed, an emptied field as null and a reformatted postcode as no change', () => {
    const before = place();
    const checked = placeSchemas.place.parse({
      ...toPlaceValues(before),
      postcode: '3572bk',
      capacity: '',
      cleanupMinutes: '45',
      color: '#1F5F8B',
      broadcasting: false,
    });
    expect(placeChanges(before, checked)).toEqual({
      capacity: null,
      cleanupMinutes: 45,
      broadcasting: false,
      color: '#1f5f8b',
    });
    expect(placeChanges(before, placeSchemas.place.parse(toPlaceValues(before)))).toEqual({});
  });

  it('shows values in Dutch for the page and the conflict dialog', () => {
    expect(displayPlaceValue('kind', 'cremation_oven')).toBe('Crematieoven');
    expect(displayPlaceValue('color', '#7a4a8c')).toBe('Paars');
    expect(displayPlaceValue('color', '#123456')).toBe('#123456');
    expect(displayPlaceValue('broadcasting', true)).toBe('Ja');
    expect(placeConflictFields.label('preparationMinutes')).toBe('Voorbereidingstijd (minuten)');
    expect(colorName('#B03A48')).toBe('Rood');
    expect(placeAddressLines(place())).toEqual(['Lindelaan 4', '3572 BK Utrecht']);
  });
});

describe('places grouped by location', () => {
  it('lists locations alphabetically with those without a location last, and places by name', () => {
    const groups = groupPlacesByLocation([
      place({ id: 'a', name: 'Koffiekamer', locationName: 'Uitvaartcentrum De Linde' }),
      place({ id: 'b', name: 'Oven 2', locationName: null }),
      place({ id: 'c', name: 'Aula', locationName: 'uitvaartcentrum de linde ' }),
      place({ id: 'd', name: 'Aula', locationName: 'Crematorium Zuylen' }),
      place({ id: 'e', name: 'Oven 1', locationName: '  ' }),
    ]);
    expect(groups.map((group) => [group.location, group.places.map((item) => item.id)])).toEqual([
      ['Crematorium Zuylen', ['d']],
      ['Uitvaartcentrum De Linde', ['c', 'a']],
      [null, ['e', 'b']],
    ]);
  });
});
