import { describe, expect, it } from 'vitest';
import { DOSSIER_STATUSES } from '../schemas/dossier-values.ts';
import { SECTION_KEYS } from './keys.ts';
import {
  areDatesLocked,
  lockedDateErrors,
  lockedDateFields,
  lockedDateHint,
  lockedDatesText,
} from './locked-dates.ts';
import { SECTION_FORMS } from './registry.ts';

describe('the dates a dossier past "open" rests on', () => {
  it('are fixed when completed or invoiced (closed and cancelled dossiers are read-only as a whole)', () => {
    expect(DOSSIER_STATUSES.filter(areDatesLocked)).toEqual(['completed', 'invoiced']);
  });

  it('are the moment of death and the moment of the cremation or burial of the dossier type', () => {
    const locked = (type: 'cremation' | 'burial') =>
      Object.fromEntries(
        SECTION_KEYS.map((key) => [key, lockedDateFields(type, 'completed', key)] as const).filter(
          ([, paths]) => paths.length > 0,
        ),
      );
    expect(locked('cremation')).toEqual({ deceased: ['diedOn', 'diedAtTime'], cremation: ['date', 'time'] });
    expect(locked('burial')).toEqual({ deceased: ['diedOn', 'diedAtTime'], funeral: ['date', 'time'] });
    expect(lockedDateFields('cremation', 'open', 'cremation')).toEqual([]);
    // Every locked path is a date or time field of the section's layout.
    for (const key of ['deceased', 'cremation', 'funeral'] as const) {
      const fields = SECTION_FORMS[key].groups.flatMap((group) => group.fields);
      for (const path of lockedDateFields(key === 'funeral' ? 'burial' : 'cremation', 'invoiced', key)) {
        expect(['date', 'time'], `${key}.${path}`).toContain(
          fields.find((field) => field.name === path)?.kind,
        );
      }
    }
  });

  it('names each changed one in Dutch, and reads the same moment written another way as unchanged', () => {
    const stored = { crematoriumName: 'Het Rozenveld', date: '2026-11-20', time: '10:00' };
    expect(
      lockedDateErrors('cremation', 'completed', 'cremation', stored, { ...stored, time: '10:00:00' }),
    ).toEqual({});
    expect(
      lockedDateErrors('cremation', 'completed', 'cremation', stored, {
        ...stored,
        crematoriumName: 'Daelwijck',
      }),
    ).toEqual({});
    expect(
      lockedDateErrors('cremation', 'completed', 'cremation', stored, { ...stored, date: '2026-11-24' }),
    ).toEqual({
      date: ['De datum van de crematie kan niet meer worden gewijzigd, want het dossier is uitgevoerd.'],
    });
    expect(
      lockedDateErrors('cremation', 'invoiced', 'deceased', { diedOn: '2026-11-17' }, { diedAtTime: '' }),
    ).toEqual({
      diedOn: ['De datum van overlijden kan niet meer worden gewijzigd, want het dossier is gefactureerd.'],
    });
    expect(lockedDateErrors('burial', 'invoiced', 'funeral', { time: null }, { time: '11:00' })).toEqual({
      time: ['De tijd van de begrafenis kan niet meer worden gewijzigd, want het dossier is gefactureerd.'],
    });
    expect(lockedDateErrors('cremation', 'open', 'cremation', stored, { date: '2026-11-24' })).toEqual({});
  });

  it('are explained in one sentence on the form and above a refused save', () => {
    expect(lockedDatesText('cremation', 'completed', 'notice')).toBe(
      'Het dossier is uitgevoerd. De datum en tijd van overlijden en van de crematie liggen daarom vast en kunnen hier niet meer worden gewijzigd; de andere velden wel.',
    );
    expect(lockedDatesText('burial', 'invoiced', 'refusal')).toBe(
      'Het dossier is gefactureerd: de datum en tijd van overlijden en van de begrafenis liggen vast. De andere velden kun je nog wel wijzigen.',
    );
    expect(lockedDateHint('completed')).toBe('Ligt vast: het dossier is uitgevoerd.');
  });
});
