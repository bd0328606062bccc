import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The form's groups follow the first paint one by one, their fields' code loaded on demand (decision 036). The
 * first load of that code in a test file compiles React Aria's date fields: on a busy machine that takes more
 * than `waitFor`'s default second.
 */
export async function sectionFieldsShown(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-section-fields][aria-busy]')).toBeNull(), {
    timeout: 10_000,
  });
  if (!document.querySelector('[data-section-fields]')) throw new Error('no section form fields rendered');
}
