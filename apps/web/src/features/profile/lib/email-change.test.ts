import { describe, expect, it } from 'vitest';
import { isNewEmail } from './email-change.ts';

describe('isNewEmail', () => {
  it('compares as the server does: trimmed and in lower case; an empty field is no new address', () => {
    expect(isNewEmail('  Jan@Example.nl ', 'jan@example.nl')).toBe(false);
    expect(isNewEmail('jan@elders.nl', 'jan@example.nl')).toBe(true);
    expect(isNewEmail('', 'jan@example.nl')).toBe(false);
    expect(isNewEmail(undefined, 'jan@example.nl')).toBe(false);
  });
});
