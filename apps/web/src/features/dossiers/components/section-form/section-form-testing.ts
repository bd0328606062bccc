import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The form's groups follow the first paint one by one, their fields' code loaded on demand (decision 036). */
export async function sectionFieldsShown(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-section-fields][aria-busy]')).toBeNull());
  if (!document.querySelector('[data-section-fields]')) throw new Error('no section form fields rendered');
}
