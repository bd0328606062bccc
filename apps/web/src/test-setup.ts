// Setup for the web unit tests (jsdom).
import { configure } from '@testing-library/react';

// jsdom lacks CSS.escape, which React Aria's overlays call (every browser has it).
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: object }).CSS = {};
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

// A dialog or a form's fields load their code on first use (`lazyDialog`, decisions 029 and 036); in a test file the
// first such load compiles React Aria's overlays or date fields on demand, which on a busy two-core machine takes
// more than Testing Library's default second for `findBy…` and `waitFor` (seen: the ash status panel's send dialog
// and the leave guard's question, about 1.5 s). Waits give up after five seconds instead.
configure({ asyncUtilTimeout: 5_000 });
