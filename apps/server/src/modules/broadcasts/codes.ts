import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 characters without look-alikes (no I, O, 0, 1): a code read aloud or typed from a letter stays right. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;
/** The public page's slug: 16 random bytes in base64url (22 characters, 128 bits). */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A new access code, 8 characters from the alphabet, crypto-random: the alphabet has 32 characters, so the low
 * five bits of a random byte pick one without bias (about 40 bits in all).
 */
export function newAccessCode(): string {
  return [...randomBytes(ACCESS_CODE_LENGTH)].map((byte) => ACCESS_CODE_ALPHABET[byte & 31]).join('');
}

export const newSlug = (): string => randomBytes(16).toString('base64url');

/** What a person types, as it is compared: upper case, without spaces and dashes (`k7qm 3xpd` → `K7QM3XPD`). */
export const normalizeAccessCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

/** `K7QM-3XPD`: the stored code in two groups of four, as the funeral director reads it out. */
export function displayAccessCode(code: string): string {
  const plain = normalizeAccessCode(code);
  return plain.length === ACCESS_CODE_LENGTH ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the typed code is the stored one, in constant time (both sides hashed to the same length first). */
export function accessCodeMatches(given: string, stored: string): boolean {
  return timingSafeEqual(digest(normalizeAccessCode(given)), digest(normalizeAccessCode(stored)));
}
