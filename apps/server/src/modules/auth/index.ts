/** The auth module's public face: other modules import from here, not from its files. */
export { authUserOf } from './current-user.ts';
export { authRepository } from './repository.ts';
export type { SessionStarter } from './service.ts';
