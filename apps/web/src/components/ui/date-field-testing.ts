import { act, fireEvent } from '@testing-library/react';

// Helpers for unit tests (jsdom) that fill in a DateField or TimeField the way a person does. Not used by the app.

function segmentsOf(group: HTMLElement): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>('[role="spinbutton"]'));
}

/** Types into the focused element as a browser does: one `beforeinput` per character (what React Aria reads). */
export function typeText(text: string): void {
  for (const data of text) {
    act(() => {
      document.activeElement?.dispatchEvent(
        new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true }),
      );
    });
  }
}

/**
 * Types digits into a date or time field from its first segment: '01122026' is 1 december 2026, '0930' is
 * half past nine. Pass the field's group: `screen.getByRole('group', { name: 'Deadline' })`.
 */
export function typeIntoDateField(group: HTMLElement, digits: string): void {
  const first = segmentsOf(group)[0];
  if (!first) throw new Error('no date segments in this group');
  act(() => first.focus());
  typeText(digits);
}

/** Empties every segment with Backspace, as a person would, then leaves the field. */
export function clearDateField(group: HTMLElement): void {
  for (const segment of segmentsOf(group)) {
    act(() => segment.focus());
    for (let press = 0; press < 6 && !segment.hasAttribute('data-placeholder'); press++) {
      fireEvent.keyDown(segment, { key: 'Backspace' });
    }
  }
  act(() => (document.activeElement as HTMLElement | null)?.blur());
}
