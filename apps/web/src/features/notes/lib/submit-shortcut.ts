import type { KeyboardEvent } from 'react';

/** ⌘+Enter on a Mac, Ctrl+Enter elsewhere: the usual "send" shortcut of a multi-line field. */
export function isSubmitShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

/** Whether the browser runs on an Apple platform (for the shortcut hint: ⌘ or Ctrl). */
export function isApplePlatform(
  platform: string = typeof navigator === 'undefined' ? '' : navigator.platform,
): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
