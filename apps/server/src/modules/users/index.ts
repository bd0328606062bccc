export { usersRepository } from './repository.ts';
export { platformAdmin, signedIn } from './access.ts';
export {
  mailContextFor,
  publicContextFor,
  userActor,
  type MailContext,
  type PublicContext,
  type PublicMailContext,
} from './context.ts';
export { createUser, type NewUserInput } from './service.ts';
