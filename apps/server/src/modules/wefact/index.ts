/** The WeFact module's public face: other modules import from here, not from its files. */
export { callWefact, type WefactConnection, type WefactResult } from './client.ts';
export { storedConnection } from './service.ts';
