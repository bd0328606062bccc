import { messages } from '@afscheid/shared';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/**
 * The client-side check before an upload: a Dutch message, or null when the file may be sent. The server
 * checks again by the file's content (a renamed file is refused there).
 */
export function checkLogoFile(file: Pick<File, 'size' | 'type'> | null | undefined): string | null {
  if (!file) return messages.organizations.logoRequired;
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return messages.organizations.logoType;
  if (file.size > LOGO_MAX_BYTES) return messages.organizations.logoTooLarge;
  return null;
}
