import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_SECONDS } from '@afscheid/shared';
import { createTokenLifecycle, tokenStatus, type ExpiryStore } from './token-lifecycle.ts';

function memoryStore(): ExpiryStore & { value: number | null } {
  return {
    value: null,
    read() {
      return this.value;
    },
    write(expiresAt) {
      this.value = expiresAt;
    },
    clear() {
      this.value = null;
    },
  };
}

describe('tokenStatus', () => {
  it('is unknown without a usable expiry', () => {
    expect(tokenStatus(null, 1000)).toBe('unknown');
    expect(tokenStatus(undefined, 1000)).toBe('unknown');
    expect(tokenStatus(0, 1000)).toBe('unknown');
    expect(tokenStatus(Number.NaN, 1000)).toBe('unknown');
  });

  it('applies the 500 ms safety margin before the expiry', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(500);
    const expiresAt = 100_000;
    expect(tokenStatus(expiresAt, expiresAt - 501)).toBe('valid');
    expect(tokenStatus(expiresAt, expiresAt - 500)).toBe('expired');
    expect(tokenStatus(expiresAt, expiresAt - 1)).toBe('expired');
    expect(tokenStatus(expiresAt, expiresAt + 60_000)).toBe('expired');
  });
});

describe('createTokenLifecycle', () => {
  it('slides the expiry to max age after each successful call', () => {
    let clock = 1_000_000;
    const store = memoryStore();
    const token = createTokenLifecycle({ store, now: () => clock });

    expect(token.status()).toBe('unknown');
    token.touch();
    expect(token.expiresAt()).toBe(1_000_000 + TOKEN_MAX_AGE_SECONDS * 1000);
    expect(token.status()).toBe('valid');

    clock += TOKEN_MAX_AGE_SECONDS * 1000 - 1000;
    expect(token.status()).toBe('valid');
    token.touch();
    clock += TOKEN_MAX_AGE_SECONDS * 1000 - 1000;
    expect(token.status()).toBe('valid');

    clock += 600;
    expect(token.status()).toBe('expired');

    token.clear();
    expect(token.status()).toBe('unknown');
  });
});
