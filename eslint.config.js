import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // <IfRole role="admin|owner"> is the permission gate's prop, not an ARIA role on a DOM element.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  // Import boundaries (decision 011): shared ← features ← app in the web app, modules through their public
  // index on the server, and the shared package imports nothing of the apps.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*', 'apps/server/src/**/*', 'packages/shared/src/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app', mode: 'folder' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/components', mode: 'folder' },
        { type: 'web-shared', pattern: 'apps/web/src/lib', mode: 'folder' },
        { type: 'web-main', pattern: 'apps/web/src/main.tsx', mode: 'file' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', mode: 'folder', capture: ['module'] },
        { type: 'server-core', pattern: 'apps/server/src/*', mode: 'folder' },
        { type: 'server-root', pattern: 'apps/server/src/*.ts', mode: 'file' },
        { type: 'shared', pattern: 'packages/shared/src', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'web-shared', disallow: ['web-feature', 'web-app', 'web-main'] },
            { from: 'web-feature', disallow: ['web-app', 'web-main'] },
            { from: 'shared', disallow: ['web-app', 'web-feature', 'web-shared', 'server-module', 'server-core'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['web-app', 'web-shared', 'web-main', 'server-core', 'server-root', 'shared'], allow: '**' },
            // Another feature is reached through its index.ts; the router loads its pages (routes/*).
            { target: ['web-feature'], allow: ['index.ts', 'routes/*.tsx'] },
            // A server module is reached through its index.ts; app.ts registers its routes.ts.
            { target: ['server-module'], allow: ['index.ts', 'routes.ts'] },
          ],
        },
      ],
    },
  },
);
