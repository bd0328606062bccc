import type { ReservationData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { checkValues, createInput, prefillValues, updateInput, valuesOf } from './reservation-form.ts';
import { visiblePlaces, locationsOf } from './visible-places.ts';

const stored: ReservationData = {
  id: 'r1',
  place: { id: 'aula', name: 'Aula', kind: 'aula', locationName: null, color: '#2f6f4e' },
  dossier: { id: 'd1', number: '2026-0042', deceasedName: 'Jan de Vries' },
  kind: 'ceremony',
  title: 'Afscheid J. de Vries',
  notes: null,
  status: 'confirmed',
  startsAt: '2026-11-24T09:00:00.000Z',
  endsAt: '2026-11-24T10:30:00.000Z',
  busyFrom: '2026-11-24T08:30:00.000Z',
  busyUntil: '2026-11-24T10:45:00.000Z',
  createdBy: null,
  version: 3,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('the reservation form', () => {
  it('starts a new reservation at 10:00 for an hour, or from the prefill', () => {
    expect(prefillValues({}, '2026-11-24')).toMatchObject({
      date: '2026-11-24',
      startTime: '10:00',
      endDate: '2026-11-24',
      endTime: '11:00',
      status: 'confirmed',
      kind: '',
    });
    expect(prefillValues({ placeId: 'aula', date: '2026-11-26', start: '23:30', kind: 'wake' }, '2026-11-24')).toMatchObject({
      placeId: 'aula',
      date: '2026-11-26',
      startTime: '23:30',
      endDate: '2026-11-27',
      endTime: '00:30',
      kind: 'wake',
    });
    // An end before the start without an end date: the next day.
    expect(prefillValues({ date: '2026-11-26', start: '22:00', end: '01:00' }, '2026-11-24')).toMatchObject({
      endDate: '2026-11-27',
      endTime: '01:00',
    });
  });

  it('reads a stored reservation as Amsterdam wall-clock values', () => {
    expect(valuesOf(stored)).toEqual({
      placeId: 'aula',
      date: '2026-11-24',
      startTime: '10:00',
      endDate: '2026-11-24',
      endTime: '11:30',
      kind: 'ceremony',
      title: 'Afscheid J. de Vries',
      status: 'confirmed',
      notes: '',
    });
  });

  it('checks the required fields, the order of the times and the 24 hours', () => {
    const empty = checkValues({ ...prefillValues({}, '2026-11-24'), startTime: '' });
    expect(empty.errors).toEqual({
      placeId: 'Kies een plaats.',
      startTime: 'Vul het begin in.',
      kind: 'Kies het soort reservering.',
      title: 'Vul de titel in.',
    });
    const base = { ...valuesOf(stored) };
    expect(checkValues({ ...base, endTime: '09:00' }).errors).toEqual({ endTime: 'Het einde moet na het begin liggen.' });
    expect(checkValues({ ...base, endDate: '2026-11-25', endTime: '10:30' }).errors.endTime).toMatch(/hoogstens 24 uur/);
  });

  it('sends Amsterdam times as instants, also across the autumn switch', () => {
    const values = { ...valuesOf(stored), date: '2026-10-25', startTime: '01:30', endDate: '2026-10-25', endTime: '03:00' };
    const checked = checkValues(values);
    expect(checked.errors).toEqual({});
    expect(checked).toMatchObject({ startsAt: '2026-10-24T23:30:00.000Z', endsAt: '2026-10-25T02:00:00.000Z' });
    expect(
      createInput({ ...values, notes: '  ' }, null, { startsAt: checked.startsAt!, endsAt: checked.endsAt! }),
    ).toEqual({
      placeId: 'aula',
      startsAt: '2026-10-24T23:30:00.000Z',
      endsAt: '2026-10-25T02:00:00.000Z',
      kind: 'ceremony',
      title: 'Afscheid J. de Vries',
      status: 'confirmed',
    });
  });

  it('sends only what changed with the version of an edit', () => {
    const values = { ...valuesOf(stored), startTime: '10:15', endTime: '11:45', notes: 'Met muziek' };
    const checked = checkValues(values);
    expect(updateInput(stored, values, stored.dossier, { startsAt: checked.startsAt!, endsAt: checked.endsAt! })).toEqual({
      version: 3,
      startsAt: '2026-11-24T09:15:00.000Z',
      endsAt: '2026-11-24T10:45:00.000Z',
      notes: 'Met muziek',
    });
    expect(updateInput(stored, valuesOf(stored), null, stored)).toEqual({ version: 3, dossierId: null });
  });
});

describe('the places shown', () => {
  const place = (id: string, name: string, locationName: string | null) =>
    ({ id, name, kind: 'aula', locationName }) as Parameters<typeof visiblePlaces>[0][number];

  it('filters by place and location and keeps places of shown reservations', () => {
    const places = [place('a', 'Aula', 'Noord'), place('k', 'Koffiekamer', 'Noord'), place('z', 'Zaal', 'Zuid')];
    expect(locationsOf(places)).toEqual(['Noord', 'Zuid']);
    expect(visiblePlaces(places, [], { places: [], location: 'Noord' }).map((p) => p.id)).toEqual(['a', 'k']);
    expect(visiblePlaces(places, [], { places: ['z', 'a'], location: '' }).map((p) => p.id)).toEqual(['a', 'z']);
    const old = { ...stored, place: { ...stored.place, id: 'old', name: 'Oude aula', locationName: 'Noord' } };
    expect(visiblePlaces(places, [old], { places: [], location: 'Noord' }).map((p) => p.id)).toEqual(['a', 'k', 'old']);
  });
});
