import { formatDateTime, interpolate, messages, type InvitationPreview } from '@afscheid/shared';
import { Link } from 'react-router';
import { REDIRECTS } from '@afscheid/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';

const roleName = (role: string) =>
  Object.prototype.hasOwnProperty.call(messages.roles, role) ? messages.roles[role as keyof typeof messages.roles] : role;

/** "Je bent uitgenodigd voor {organisatie} als {rol}", for which address, until when. */
export function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <div className="mt-3 rounded-md bg-brand-50 px-4 py-3 text-stone-900" data-testid="invitation-summary">
      <p className="font-medium">
        {interpolate(nlo.invitation.invitedAs, {
          organization: invitation.organizationName,
          role: roleName(invitation.role).toLowerCase(),
        })}
      </p>
      <p className="mt-1 text-sm text-stone-700">{interpolate(nlo.invitation.forEmail, { email: invitation.email })}</p>
      <p className="text-sm text-stone-700">{interpolate(nlo.invitation.expires, { date: formatDateTime(invitation.expiresAt) })}</p>
    </div>
  );
}

/** The link is unknown, used, revoked or expired (or incomplete). */
export function InvalidLink({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <Alert tone="error" className="mt-4">
        {message}
      </Alert>
      <p className="mt-6 text-center">
        <Link to={REDIRECTS.login}>{nlo.invitation.toLogin}</Link>
      </p>
    </div>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-stone-700">
      {text}
    </p>
  );
}
