import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_SECONDS } from '@afscheid/shared';

/**
 * The session token's expiry as the client sees it. The server renews the session on every request,
 * so the expiry slides: `TOKEN_MAX_AGE_SECONDS` after the last successful call. The time is kept in a
 * cookie so every tab of the browser shares it (the specification keeps local storage off).
 */
export type TokenStatus = 'valid' | 'expired' | 'unknown';

export interface ExpiryStore {
  read(): number | null;
  write(expiresAt: number): void;
  clear(): void;
}

export interface TokenLifecycleOptions {
  store: ExpiryStore;
  now?: () => number;
  maxAgeSeconds?: number;
  marginMs?: number;
}

/** `unknown` without a usable expiry; `expired` from `marginMs` before the expiry on. */
export function tokenStatus(
  expiresAt: number | null | undefined,
  now: number,
  marginMs: number = TOKEN_EXPIRY_MARGIN_MS,
): TokenStatus {
  if (expiresAt === null || expiresAt === undefined || !Number.isFinite(expiresAt) || expiresAt <= 0) {
    return 'unknown';
  }
  return now < expiresAt - marginMs ? 'valid' : 'expired';
}

export interface TokenLifecycle {
  status(): TokenStatus;
  /** A successful call renewed the session. */
  touch(): void;
  clear(): void;
  expiresAt(): number | null;
}

export function createTokenLifecycle(options: TokenLifecycleOptions): TokenLifecycle {
  const now = options.now ?? Date.now;
  const maxAgeMs = (options.maxAgeSeconds ?? TOKEN_MAX_AGE_SECONDS) * 1000;
  const margin = options.marginMs ?? TOKEN_EXPIRY_MARGIN_MS;
  return {
    status: () => tokenStatus(options.store.read(), now(), margin),
    touch: () => options.store.write(now() + maxAgeMs),
    clear: () => options.store.clear(),
    expiresAt: () => options.store.read(),
  };
}
