import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
  radio,
  select,
  shapeOf,
  text,
  textarea,
  time,
  when,
  type FieldSpecs,
} from './builder.ts';
import { endNotBeforeStart, notBeforeDeath, periodNotReversed } from './checks.ts';
import { address } from './common.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';
import { COFFIN_OPEN } from './ceremony.ts';

export const WAKE_PLACES = {
  mourning_room: 'Rouwkamer',
  funeral_home: 'Rouwcentrum',
  home: 'Thuis',
  other: 'Elders',
} as const;
export const VISITING_ACCESS = { open: 'Open voor iedereen', family: 'Alleen familie' } as const;

const fields = {
  placeKind: select('Plaats van opbaring', WAKE_PLACES, { width: 'half' }),
  placeName: text('Naam', { width: 'half', help: 'Bijvoorbeeld de naam van het rouwcentrum of de kamer.' }),
  placeAddress: address('Adres'),
  fromDate: date('Opgebaard vanaf', { width: 'half' }),
  fromTime: time('Tijd vanaf', { width: 'half' }),
  untilDate: date('Opgebaard tot en met', { width: 'half' }),
  untilTime: time('Tijd tot', { width: 'half' }),
  visitingHours: list('Bezoektijden', 'Bezoektijd', {
    date: date('Datum', { width: 'third' }),
    from: time('Van', { width: 'third' }),
    until: time('Tot', { width: 'third' }),
    access: select('Toegang', VISITING_ACCESS, { width: 'half' }),
  }),
  coffin: radio('Kist', COFFIN_OPEN),
  vigil: boolean('Avondwake'),
  ...when('vigil', true, {
    vigilDate: date('Datum avondwake', { width: 'half' }),
    vigilTime: time('Tijd avondwake', { width: 'half' }),
  }),
  condolenceBook: boolean('Condoleanceregister aanwezig'),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const wakeSchema = z.object(shapeOf(fields));
export type WakeSection = z.output<typeof wakeSchema>;

export const wakeForm: SectionForm<'wake'> = {
  key: 'wake',
  title: SECTION_LABELS.wake,
  description: 'Waar de overledene ligt opgebaard en wanneer familie en bezoekers welkom zijn.',
  groups: [
    group('Opbaring', fields, [
      'placeKind',
      'placeName',
      'placeAddress',
      'fromDate',
      'fromTime',
      'untilDate',
      'untilTime',
      'coffin',
    ]),
    group('Bezoek', fields, ['visitingHours', 'condolenceBook']),
    group('Avondwake', fields, ['vigil', 'vigilDate', 'vigilTime', 'notes']),
  ],
};

export const wakeRules: SectionRule<WakeSection> = (data, context, add) => {
  notBeforeDeath(add, context, ['fromDate'], data.fromDate, 'De begindatum van de opbaring');
  periodNotReversed(
    add,
    ['untilDate'],
    { date: data.fromDate, time: data.fromTime },
    { date: data.untilDate, time: data.untilTime },
    'Het einde van de opbaring',
    'het begin',
  );
  data.visitingHours?.forEach((visit, index) => {
    notBeforeDeath(add, context, ['visitingHours', index, 'date'], visit.date, 'De datum van de bezoektijd');
    endNotBeforeStart(
      add,
      ['visitingHours', index, 'until'],
      visit.from,
      visit.until,
      'De eindtijd',
      'de begintijd',
    );
  });
  notBeforeDeath(add, context, ['vigilDate'], data.vigilDate, 'De datum van de avondwake');
};
