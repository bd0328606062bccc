import { interpolate, messages, type Role } from '@afscheid/shared';

/** What a mail about joining an organisation is about: the invited address, who invites, where, as what. */
export type MembershipMailInput = {
  email: string;
  organizationName: string;
  inviterName: string;
  role: Role;
  /** The link's token; it is only ever mailed, never stored (its hash is). */
  token: string;
  /** How many days the link stays valid. */
  days: number;
};

/** The sentence both membership mails open with: who invites you to which organisation, in which role. */
export const membershipIntro = (template: string, input: MembershipMailInput): string =>
  interpolate(template, {
    inviter: input.inviterName,
    organization: input.organizationName,
    role: messages.roles[input.role].toLowerCase(),
  });
