import { interpolate, type AuthUser } from '@afscheid/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMatches, useNavigate, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { session } from '../../features/auth/index.ts';
import {
  destinationAfterSwitch,
  listOrganizations,
  organizationTypeLabel,
  roleLabel,
  switchActiveOrganization,
} from '../../features/organizations/index.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { gateStore } from '../../lib/gate/gate-store.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../lib/i18n/nl-NL.organizations.ts';

export interface SelectableOrganization {
  id: string;
  name: string;
  type: string;
  role: string | null;
}

/**
 * The choices: the user's memberships; for the platform administrator every organisation (from the server,
 * searchable) with the membership role where there is one.
 */
export function selectableOrganizations(
  user: Pick<AuthUser, 'organizations'>,
  all: readonly { id: string; name: string; type: string }[] | null,
): SelectableOrganization[] {
  const roleById = new Map(user.organizations.map((organization) => [organization.id, organization.role]));
  if (!all) return user.organizations.map(({ id, name, type, role }) => ({ id, name, type, role }));
  return all.map(({ id, name, type }) => ({ id, name, type, role: roleById.get(id) ?? null }));
}

/** The "organization selector" dialog: choosing an organisation makes it the active one. */
export function OrganizationSelectorDialog({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const navigate = useNavigate();
  const matches = useMatches();
  const revalidator = useRevalidator();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = useQuery({
    queryKey: ['organizations', 'selector', search.trim()],
    queryFn: () => listOrganizations({ search: search.trim() || undefined, perPage: 100 }),
    enabled: user.isSuper,
  });
  const choices = selectableOrganizations(user, user.isSuper ? (all.data?.data ?? null) : null);
  const switchTo = useMutation({ mutationFn: switchActiveOrganization });

  const choose = async (organization: SelectableOrganization) => {
    if (organization.id === user.activeOrganizationId) {
      onClose();
      return;
    }
    setError(null);
    setSwitching(organization.id);
    try {
      const updated = await switchTo.mutateAsync(organization.id);
      // The session's user, and with it the gate and the cached server data, follow the new organisation.
      session.setUser(updated);
      const destination = destinationAfterSwitch(
        matches.map((match) => match.handle),
        gateStore.getSnapshot().gate,
      );
      onClose();
      if (destination === 'stay') await revalidator.revalidate();
      else await navigate(destination);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : nl.errors.serverNoReference);
      setSwitching(null);
    }
  };

  return (
    <Dialog open title={nlo.organizationSelector.title} description={nlo.organizationSelector.description} onClose={onClose}>
      {user.isSuper && (
        <TextField
          label={nlo.organizationSelector.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mb-4"
        />
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {user.isSuper && all.isPending && <p className="text-stone-700">{nlo.organizationSelector.loading}</p>}
      {choices.length === 0 && !(user.isSuper && all.isPending) && (
        <p className="text-stone-700">{nlo.organizationSelector.none}</p>
      )}
      {choices.length > 0 && (
        <ul id={listId} aria-label={nlo.organizationSelector.listLabel} className="space-y-2" data-testid="organization-selector-list">
          {choices.map((organization) => {
            const current = organization.id === user.activeOrganizationId;
            return (
              <li key={organization.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  aria-busy={switching === organization.id || undefined}
                  disabled={switching !== null}
                  onClick={() => void choose(organization)}
                  className={cx(
                    'block min-h-11 w-full rounded-md border px-4 py-3 text-left hover:bg-stone-100 disabled:cursor-wait',
                    current ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white',
                  )}
                >
                  <span className="block font-semibold text-stone-900">
                    {organization.name}
                    {current && <span className="ml-2 text-sm font-normal text-brand-800">({nlo.organizationSelector.current})</span>}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {organizationTypeLabel(organization.type)} ·{' '}
                    {organization.role
                      ? interpolate(nlo.organizationSelector.roleLabel, { role: roleLabel(organization.role) })
                      : nlo.organizationSelector.noRole}
                  </span>
                  {switching === organization.id && (
                    <span className="block text-sm text-stone-700">{nlo.organizationSelector.switching}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
