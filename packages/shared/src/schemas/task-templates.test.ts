import { describe, expect, it } from 'vitest';
import { LEGAL_WINDOW_DEFAULTS } from '../rules/legal-window.ts';
import { DEFAULT_TASK_TEMPLATES } from './tasks.ts';

describe('the standard tasks', () => {
  it('name the legal window from the configured values, not from hard-coded numbers (issue 11 item 5)', () => {
    const texts = [...DEFAULT_TASK_TEMPLATES.cremation, ...DEFAULT_TASK_TEMPLATES.burial]
      .map((item) => item.description ?? '')
      .filter((text) => text.includes('let op de wettelijke termijn'));
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain(
        `${LEGAL_WINDOW_DEFAULTS.earliestHours} uur na het overlijden tot en met de zesde werkdag`,
      );
      expect(text).not.toContain('6 werkdagen');
    }
  });
});
