/** The dashboard module's public face (issue 16): the start page's counts, read from the modules that own them. */
export { dashboard } from './service.ts';
