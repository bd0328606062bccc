/**
 * Zod compiles fast object parsers with `new Function` once it has probed that eval is allowed. Our CSP has no
 * 'unsafe-eval', so that probe is reported as a violation on any page that parses with Zod (the parse itself is
 * just as correct without it). Zod keeps its global configuration on `globalThis.__zod_globalConfig` and only
 * creates it when missing (zod/v4/core/core.js), so setting `jitless` here, before any chunk with Zod loads, turns
 * the probe off everywhere without putting Zod in the first load. `zod-resolver.ts` sets it again via `z.config`.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
