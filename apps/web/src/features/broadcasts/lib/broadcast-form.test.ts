import { toCamelCase, type BroadcastData, type ReservationData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import {
  amsterdamParts,
  broadcastChanges,
  emptyBroadcastValues,
  instantOf,
  toBroadcastValues,
  valuesFromReservation,
  type BroadcastFormValues,
} from './broadcast-form.ts';
import { broadcastSchemas, splitAddresses } from './broadcast-schemas.ts';
import { wireBroadcast, wireReservation } from './broadcast-test-fixtures.ts';

const errorsOf = (schema: 'createBroadcast' | 'editBroadcast', values: BroadcastFormValues) => {
  const result = broadcastSchemas[schema].safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const filled = (extra: Partial<BroadcastFormValues> = {}): BroadcastFormValues => ({
  ...emptyBroadcastValues(),
  title: 'Afscheid Jan de Vries',
  startDate: '2026-10-25',
  startTime: '14:00',
  endDate: '2026-10-25',
  endTime: '15:30',
  streamUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...extra,
});

describe('Amsterdam date and time to an instant', () => {
  it('uses winter time after the clock change of 25 October 2026 and summer time before it', () => {
    expect(instantOf('2026-10-25', '14:00')).toBe('2026-10-25T13:00:00.000Z');
    expect(instantOf('2026-10-24', '14:00')).toBe('2026-10-24T12:00:00.000Z');
    // 01:30 is still summer time, 03:30 already winter time: two hours of clock are three real hours.
    expect(instantOf('2026-10-25', '01:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(instantOf('2026-10-25', '03:30')).toBe('2026-10-25T02:30:00.000Z');
    expect(instantOf('2026-10-25', '')).toBeNull();
    expect(instantOf('2026-02-30', '10:00')).toBeNull();
  });

  it('reads an instant back as the Amsterdam date and time', () => {
    expect(amsterdamParts('2026-10-25T13:00:00.000Z')).toEqual({ date: '2026-10-25', time: '14:00' });
    expect(amsterdamParts('2026-10-24T22:30:00.000Z')).toEqual({ date: '2026-10-25', time: '00:30' });
    expect(amsterdamParts(null)).toEqual({ date: '', time: '' });
  });
});

describe('the broadcast form', () => {
  it('is prefilled from a reservation with its title, Amsterdam times, dossier and link', () => {
    const reservation = toCamelCase(wireReservation()) as ReservationData;
    expect(valuesFromReservation(reservation)).toEqual({
      ...emptyBroadcastValues(),
      title: 'Afscheid Jan de Vries',
      startDate: '2026-10-25',
      startTime: '14:00',
      endDate: '2026-10-25',
      endTime: '15:30',
      dossierId: 'd1',
      reservationId: 'r1',
    });
  });

  it('turns the dates and times into instants for the shared schema', () => {
    expect(
      broadcastSchemas.createBroadcast.parse(
        filled({
          dossierId: 'd1',
          reservationId: 'r1',
          availableUntilDate: '2026-11-08',
          availableUntilTime: '23:00',
        }),
      ),
    ).toEqual({
      title: 'Afscheid Jan de Vries',
      startsAt: '2026-10-25T13:00:00.000Z',
      endsAt: '2026-10-25T14:30:00.000Z',
      streamUrl: 'https://youtu.be/dQw4w9WgXcQ',
      dossierId: 'd1',
      reservationId: 'r1',
      availableUntil: '2026-11-08T22:00:00.000Z',
    });
  });

  it('puts the Dutch messages on the fields a person edits', () => {
    expect(errorsOf('createBroadcast', emptyBroadcastValues())).toEqual({
      title: 'Vul de titel in.',
      startDate: 'Vul de begindatum in.',
      startTime: 'Vul de begintijd in.',
      endDate: 'Vul de einddatum in.',
      endTime: 'Vul de eindtijd in.',
      streamUrl: 'Vul de stream-URL in.',
    });
    expect(
      errorsOf(
        'createBroadcast',
        filled({
          endTime: '13:00',
          streamUrl: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
          availableUntilDate: '2026-10-25',
        }),
      ),
    ).toEqual({
      endTime: 'Het einde moet na het begin liggen.',
      streamUrl:
        'Stream-URL: gebruik een https-adres van YouTube of Vimeo, of een HLS-stream die eindigt op .m3u8.',
      availableUntilTime:
        'Vul bij “Opname beschikbaar tot” zowel de datum als de tijd in, of laat beide leeg.',
    });
    expect(
      errorsOf('createBroadcast', filled({ availableUntilDate: '2026-10-25', availableUntilTime: '15:00' })),
    ).toEqual({
      availableUntilDate: 'De opname moet beschikbaar blijven tot na het einde van de uitzending.',
    });
    expect(errorsOf('editBroadcast', filled({ status: 'weg' }))).toEqual({
      status: 'Kies ‘Gepland’, ‘Live’, ‘Afgelopen’ of ‘Geannuleerd’.',
    });
  });

  it('sends only what changed when editing, compared by instant', () => {
    const broadcast = toCamelCase(wireBroadcast()) as BroadcastData;
    const values = toBroadcastValues(broadcast);
    expect(values).toMatchObject({
      startDate: '2026-11-25',
      startTime: '10:00',
      endTime: '11:30',
      status: 'scheduled',
    });
    expect(broadcastChanges(broadcast, broadcastSchemas.editBroadcast.parse(values))).toEqual({});
    const changed = broadcastSchemas.editBroadcast.parse({
      ...values,
      endTime: '12:00',
      dossierId: '',
      status: 'live',
      availableUntilDate: '2026-12-25',
      availableUntilTime: '12:00',
    });
    expect(broadcastChanges(broadcast, changed)).toEqual({
      endsAt: '2026-11-25T11:00:00.000Z',
      dossierId: null,
      availableUntil: '2026-12-25T11:00:00.000Z',
      status: 'live',
    });
  });

  it('reads the share dialog addresses one a line or separated by commas, and names a wrong one', () => {
    expect(splitAddresses('Anna@Example.nl, piet@example.nl\n\n anna@example.nl;kees@example.nl ')).toEqual([
      'Anna@Example.nl',
      'piet@example.nl',
      'kees@example.nl',
    ]);
    expect(
      broadcastSchemas.share.parse({ recipients: 'anna@example.nl\npiet@example.nl', message: '' }),
    ).toEqual({
      recipients: ['anna@example.nl', 'piet@example.nl'],
      message: null,
    });
    const result = broadcastSchemas.share.safeParse({ recipients: 'anna@example.nl, piet@', message: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['recipients', 'Controleer de e-mailadressen: piet@.'],
    ]);
  });
});
