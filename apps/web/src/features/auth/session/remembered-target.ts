import { REDIRECTS } from '@afscheid/shared';
import type { SafeStorage } from '../../../lib/browser/storage.ts';

/** sessionStorage key of the page a visitor wanted before being sent to the login page. */
export const REDIRECT_KEY = 'auth.redirect';

/** Pages that make no sense as a destination after logging in. */
const NOT_A_TARGET = new Set<string>([REDIRECTS.login, REDIRECTS.logout, REDIRECTS.callback]);

/**
 * Only paths inside this app: an absolute path, not protocol-relative (`//evil.example`) and not a
 * backslash trick (`/\evil.example`) that browsers treat as another host.
 */
export function isSafeTarget(target: unknown): target is string {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  if ([...target].some((char) => char.charCodeAt(0) < 32)) return false;
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  return !NOT_A_TARGET.has(pathname);
}

export function rememberTarget(storage: SafeStorage, target: string): void {
  if (isSafeTarget(target)) storage.set(REDIRECT_KEY, target);
}

export function peekTarget(storage: SafeStorage): string | null {
  const value = storage.get(REDIRECT_KEY);
  return isSafeTarget(value) ? value : null;
}

/** The remembered page (forgotten once read), or the home page. */
export function takeTarget(storage: SafeStorage, fallback: string = REDIRECTS.home): string {
  const value = peekTarget(storage);
  storage.remove(REDIRECT_KEY);
  return value ?? fallback;
}

export function forgetTarget(storage: SafeStorage): void {
  storage.remove(REDIRECT_KEY);
}
