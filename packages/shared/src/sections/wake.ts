import { z } from 'zod';
import * as f from './builder.ts';
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
  placeKind: f.select('Plaats van opbaring', WAKE_PLACES, { width: 'half' }),
  placeName: f.text('Naam', { width: 'half', help: 'Bijvoorbeeld de naam van het rouwcentrum of de kamer.' }),
  placeAddress: address('Adres'),
  fromDate: f.date('Opgebaard vanaf', { width: 'half' }),
  fromTime: f.time('Tijd vanaf', { width: 'half' }),
  untilDate: f.date('Opgebaard tot en met', { width: 'half' }),
  untilTime: f.time('Tijd tot', { width: 'half' }),
  visitingHours: f.list('Bezoektijden', 'Bezoektijd', {
    date: f.date('Datum', { width: 'third' }),
    from: f.time('Van', { width: 'third' }),
    until: f.time('Tot', { width: 'third' }),
    access: f.select('Toegang', VISITING_ACCESS, { width: 'half' }),
  }),
  coffin: f.radio('Kist', COFFIN_OPEN),
  vigil: f.boolean('Avondwake'),
  ...f.when('vigil', true, {
    vigilDate: f.date('Datum avondwake', { width: 'half' }),
    vigilTime: f.time('Tijd avondwake', { width: 'half' }),
  }),
  condolenceBook: f.boolean('Condoleanceregister aanwezig'),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const wakeSchema = z.object(f.shapeOf(fields));
export type WakeSection = z.output<typeof wakeSchema>;

export const wakeForm: SectionForm<'wake'> = {
  key: 'wake',
  title: SECTION_LABELS.wake,
  description: 'Waar de overledene ligt opgebaard en wanneer familie en bezoekers welkom zijn.',
  groups: [
    f.group('Opbaring', fields, [
      'placeKind',
      'placeName',
      'placeAddress',
      'fromDate',
      'fromTime',
      'untilDate',
      'untilTime',
      'coffin',
    ]),
    f.group('Bezoek', fields, ['visitingHours', 'condolenceBook']),
    f.group('Avondwake', fields, ['vigil', 'vigilDate', 'vigilTime', 'notes']),
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
