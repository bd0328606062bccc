import { messages, type WefactSettingsData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { keyAgainError, needsKeyAgain, wefactFormValues } from './wefact-form.ts';

const stored: WefactSettingsData = {
  configured: true,
  apiKeyLast4: 'c5d6',
  baseUrl: 'https://api.mijnwefact.nl/v2/',
  taxCodes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'V0' },
  updatedAt: '2026-11-21T12:00:00.000Z',
};

describe('needsKeyAgain', () => {
  it('is true only when a stored key would go to another address', () => {
    expect(needsKeyAgain(wefactFormValues(stored), stored)).toBe(false);
    expect(needsKeyAgain({ baseUrl: ' HTTPS://api.mijnwefact.nl/v2/ ' }, stored)).toBe(false);
    expect(needsKeyAgain({ baseUrl: 'https://wefact.example.nl/v2/' }, stored)).toBe(true);
    expect(
      needsKeyAgain({ baseUrl: 'https://wefact.example.nl/v2/' }, { ...stored, configured: false }),
    ).toBe(false);
    // Empty means the default address.
    expect(needsKeyAgain({ baseUrl: '' }, stored)).toBe(false);
  });
});

describe('keyAgainError', () => {
  it("gives the server's text for a new address without a key", () => {
    const values = { apiKey: ' ', baseUrl: 'https://wefact.example.nl/v2/' };
    expect(keyAgainError(values, stored)).toBe(messages.wefact.keyRequiredForNewAddress);
    expect(keyAgainError({ ...values, apiKey: 'nieuwe-sleutel' }, stored)).toBeNull();
    expect(keyAgainError({ ...values, baseUrl: stored.baseUrl }, stored)).toBeNull();
  });
});
