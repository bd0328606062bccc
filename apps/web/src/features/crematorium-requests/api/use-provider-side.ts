import { activeOrganization, organizationAllows, useSession } from '../../auth/index.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';

/**
 * True when the active organisation is a crematorium (it receives requests), false for a funeral company (it
 * sends them). Without a membership of its own (the platform administrator) the organisation type's
 * capabilities tell: only a crematorium can decide on requests.
 */
export function useProviderSide(): boolean {
  const user = useSession().user;
  const gate = useGate();
  const organization = user ? activeOrganization(user) : null;
  if (organization) return organization.type === 'crematorium';
  return (
    organizationAllows(gate, 'crematorium_requests.decide') &&
    !organizationAllows(gate, 'crematorium_requests.create')
  );
}
