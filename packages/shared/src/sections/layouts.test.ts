import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { SECTION_LAYOUTS } from './layouts.ts';
import { SECTION_FORMS } from './registry.ts';

/**
 * `layouts.ts` holds the 18 section layouts as plain values, so the web can paint a section's form without loading
 * Zod, the phone number library and the field schemas the layouts are made with (decision 034). This test writes
 * it from `SECTION_FORMS` (`npx vitest run --project shared -u` after changing a section) and fails when it is out
 * of date.
 */
async function layoutsSource(): Promise<string> {
  const source = [
    '// Generated from the sections (`SECTION_FORMS`, registry.ts) by layouts.test.ts; do not edit. After changing a',
    '// section: `npx vitest run --project shared -u`.',
    "import type { SectionForm } from './form-types.ts';",
    "import type { SectionKey } from './keys.ts';",
    '',
    '/** The form layout of each section, as plain values: the same as `SECTION_FORMS`, without the schemas. */',
    `export const SECTION_LAYOUTS: { readonly [K in SectionKey]: SectionForm<K> } = ${JSON.stringify(SECTION_FORMS)};`,
    '',
  ].join('\n');
  return format(source, {
    parser: 'typescript',
    singleQuote: true,
    semi: true,
    printWidth: 110,
    trailingComma: 'all',
  });
}

describe('section layouts', () => {
  it('layouts.ts is written from the sections', async () => {
    await expect(await layoutsSource()).toMatchFileSnapshot('./layouts.ts');
  });

  it('are the layouts of SECTION_FORMS, value for value', () => {
    expect(SECTION_LAYOUTS).toStrictEqual(JSON.parse(JSON.stringify(SECTION_FORMS)));
    expect(JSON.stringify(SECTION_LAYOUTS)).toBe(JSON.stringify(SECTION_FORMS));
  });
});
