/** The ash-register module's public face: other modules and the app import from here, not from its files. */
export { ashRegister, ashRegisterFile, type RegisterFile } from './service.ts';
