// Setup for the web unit tests (jsdom).

// jsdom lacks CSS.escape, which React Aria's overlays call (every browser has it).
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: object }).CSS = {};
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
