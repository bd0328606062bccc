export {
  PASSWORD_MIN_LENGTH,
  isCommonPassword,
  passwordChecks,
  passwordErrors,
  passwordMatchesEmail,
  type PasswordCheck,
  type PasswordCheckKey,
} from './password.ts';
export { COMMON_PASSWORDS } from './common-passwords.ts';
