import { PageTitle } from '../../../components/ui/page-title.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { useSession } from '../../auth/index.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** `/profile`: the user's own details and password. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div>
      <PageTitle>{nlPages.profile.heading}</PageTitle>
      <div className="mt-6 grid max-w-3xl gap-6">
        <ProfileForm user={user} />
        <ChangePasswordForm email={user.email} />
      </div>
    </div>
  );
}
