/** The account module's public face: other modules import from here, not from its files. */
export { accountRepository } from './repository.ts';
export { createAccountWithSetPasswordLink, issueSetPasswordToken, SET_PASSWORD_DAYS } from './service.ts';
export { sendSetPasswordMail } from './set-password-mail.ts';
export {
  activateOrganization,
  organizationForLogin,
  sessionOrganization,
  workableOrganization,
  type UserForOrganization,
  type WorkableOrganization,
} from './active-organization.ts';
