import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('greeting', () => {
  it('greets by the time of day in the Netherlands', () => {
    // 21 November: UTC+1 in Amsterdam.
    // At night as in the evening: "Goedenacht" is a farewell, not a greeting.
    expect(greeting('Anna', new Date('2026-11-21T01:30:00Z'))).toBe('Goedenavond, Anna');
    expect(greeting('Anna', new Date('2026-11-21T04:59:00Z'))).toBe('Goedenavond, Anna');
    expect(greeting('Anna', new Date('2026-11-21T05:00:00Z'))).toBe('Goedemorgen, Anna');
    expect(greeting('Anna', new Date('2026-11-21T08:00:00Z'))).toBe('Goedemorgen, Anna');
    expect(greeting('Anna', new Date('2026-11-21T12:00:00Z'))).toBe('Goedemiddag, Anna');
    expect(greeting('Anna', new Date('2026-11-21T17:30:00Z'))).toBe('Goedenavond, Anna');
  });
});
