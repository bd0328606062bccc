import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getOrganization } from '../../features/organizations/index.ts';
import { organizationKeys } from '../../features/organizations/index.ts';

/**
 * The platform administrator may work in an organisation without being a member of it: its name and type come
 * from the organisation itself (loaded on demand; only this case needs a request).
 */
export function ForeignOrganization({
  id,
  children,
}: {
  id: string;
  children: (organization: { name: string; type: string } | null) => ReactNode;
}) {
  const { data } = useQuery({ queryKey: organizationKeys.detail(id), queryFn: () => getOrganization(id) });
  return <>{children(data ? { name: data.name, type: data.type } : null)}</>;
}

