import { interpolate, messages } from '@afscheid/shared';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { activeOrganization } from '../../auth/index.ts';
import { useSession } from '../../auth/index.ts';
import { CrematoriumRequestsCard } from '../components/crematorium-requests-card.tsx';
import { CremationsTodayCard } from '../components/cremations-today-card.tsx';
import { greeting } from '../components/greeting.ts';
import { MyTasksCard } from '../components/my-tasks-card.tsx';
import { OpenDossiersCard } from '../components/open-dossiers-card.tsx';
import { OrganizationsCard } from '../components/organizations-card.tsx';
import { visibleWorkCards } from '../components/visible-cards.ts';

/** The start page after login. Later issues add cards to the grid (each behind its own permission). */
export function DashboardPage() {
  const { user } = useSession();
  const gate = useGate();
  const [now] = useState(() => new Date());
  if (!user) return null;
  const organization = activeOrganization(user);
  const cards = visibleWorkCards(user, gate);

  return (
    <div>
      <PageTitle>{greeting(user.name, now)}</PageTitle>
      {organization && (
        <p className="mt-2 text-stone-700">
          {interpolate(nl.dashboard.activeOrganization, {
            organization: organization.name,
            type: messages.organizationTypes[organization.type].toLowerCase(),
          })}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        {cards.includes('dossiers') && <OpenDossiersCard />}
        {cards.includes('tasks') && <MyTasksCard />}
        {cards.includes('cremationsToday') && <CremationsTodayCard />}
        {cards.includes('crematoriumRequests') && <CrematoriumRequestsCard />}
        <OrganizationsCard user={user} />
      </div>
    </div>
  );
}
