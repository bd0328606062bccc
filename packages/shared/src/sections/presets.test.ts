import { describe, expect, it } from 'vitest';
import { describe as describeFields } from './builder.ts';
import { checkTimeSlot } from './checks.ts';
import { permit, timeSlot } from './common.ts';
import type { IssuePath, SectionContext } from './context.ts';
import { validateSection } from './registry.ts';

const context: SectionContext = { dossierType: 'burial', diedAt: '2026-11-16T09:00:00.000Z', deceased: null };

function issuesOf(slot: Parameters<typeof checkTimeSlot>[2]) {
  const issues: [IssuePath, string][] = [];
  checkTimeSlot((path, message) => issues.push([path, message]), context, slot, 'De datum van de kerkdienst');
  return issues;
}

describe('time slot', () => {
  it('is a date and two times, a third of the width each', () => {
    expect(describeFields(timeSlot()).map(({ name, kind, label }) => [name, kind, label])).toEqual([
      ['date', 'date', 'Datum'],
      ['startTime', 'time', 'Begintijd'],
      ['endTime', 'time', 'Eindtijd'],
    ]);
  });

  it('refuses a day before the death and an end before the start, and passes a sound slot', () => {
    expect(issuesOf({ date: '2026-11-15', startTime: '14:00', endTime: '13:30' })).toEqual([
      [['date'], 'De datum van de kerkdienst ligt vóór de datum van overlijden (16 november 2026).'],
      [['endTime'], 'De eindtijd ligt vóór de begintijd (14:00).'],
    ]);
    expect(issuesOf({ date: '2026-11-20', startTime: '14:00', endTime: '15:00' })).toEqual([]);
    expect(issuesOf({})).toEqual([]);
  });

  it('is checked in the church service and the condolence', () => {
    const slot = { held: true, date: '2026-11-15', startTime: '14:00', endTime: '13:30' };
    for (const key of ['church', 'condolence'] as const) {
      const result = validateSection(key, slot, context);
      expect(result.success).toBe(false);
      if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(['date', 'endTime']);
    }
  });
});

describe('permit', () => {
  it('keeps its label and holds received, number, municipality and date', () => {
    const field = permit('Verlof tot begraven');
    expect(field.descriptor.label).toBe('Verlof tot begraven');
    expect(field.descriptor.fields.map((item) => item.name)).toEqual([
      'received',
      'number',
      'municipality',
      'issuedOn',
    ]);
    expect(field.schema.parse({ received: 'true', number: 'VB-12', issuedOn: '2026-11-17' })).toEqual({
      received: true,
      number: 'VB-12',
      issuedOn: '2026-11-17',
    });
  });
});
